import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "Beyond the old walls, the forts of Nahargarh and Jaigarh keep watch from the ridge, and the geometric Panna Meena ka Kund stepwell lies close to Amber. In the bazaars of Johari and Bapu, jewellers, textile sellers and bangle makers trade much as they always have, while the villages of Sanganer and Bagru are known for hand block printing. We stay at Rambagh Palace, once the home of the Maharajas of Jaipur, where peacocks wander the lawns and dinner is served beneath the painted ceilings of Suvarna Mahal. From October to March the days are bright and the evenings cool.",
  highlights: [
    'Amber Fort and its Sheesh Mahal',
    'The Hawa Mahal at sunrise',
    'The City Palace and Chandra Mahal',
    'Jantar Mantar, the royal observatory',
    'Sunset from Nahargarh Fort',
    'The gem and textile bazaars of the Pink City',
    'Block printing in Sanganer and Bagru',
  ],
  bestTime: 'October to March',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Morning at Amber Fort',
      description: 'Climb the ramparts above Maota Lake to the courtyards and mirrored Sheesh Mahal of the old Kachhwaha capital. Early arrival brings soft light on the honey-coloured walls and quiet halls before the day warms.',
      duration: 'Half day',
      image: indiaDetailPhotos.jaipurAmberFort,
    },
    {
      title: 'The Pink City on foot',
      description: 'Start opposite the Hawa Mahal as the sun lights its latticed facade, then follow a local guide into the bazaars of the walled city. Stop for masala chai and kachori among the spice sellers, jewellers and bangle makers.',
      duration: '3 hours',
      image: indiaPhotos.jaipurHawaMahal,
    },
    {
      title: 'City Palace and Jantar Mantar',
      description: "Visit the royal courtyards of the City Palace, including Pritam Niwas Chowk and its four painted gateways, parts of which remain the family's home. Next door, the giant instruments of Jantar Mantar still read the sun and stars with striking precision.",
      duration: 'Half day',
      image: indiaDetailPhotos.jaipur,
    },
    {
      title: 'Sunset at Nahargarh',
      description: 'Drive up to the ridge-top fort of Nahargarh as the afternoon heat fades and the city below turns gold. Stay for the view as lights come on across the old town and the Aravalli hills darken.',
      duration: '3 hours',
      image: indiaDetailPhotos.jaipurAmberFortJaipur,
    },
  ],
  coordinates: { lat: 26.9239, lng: 75.8267 },
} satisfies DestinationDetails;
