import type { DestinationDetails } from '../../../types';
import { countryPhotos } from '../../../photos/countries';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "An hour's drive west lies Fatehpur Sikri, the red sandstone city Akbar built and soon abandoned, where the soaring Buland Darwaza opens onto the courtyard and white marble tomb of Sheikh Salim Chishti. Closer to town, Akbar's own tomb at Sikandra and the workshops where craftsmen still inlay marble with semi-precious stone complete the Mughal story. We stay at The Oberoi Amarvilas, whose rooms and terraces look towards the Taj Mahal across gardens, fountains and pavilions. October to March brings the gentlest weather, and the Taj itself is closed to visitors on Fridays.",
  highlights: [
    'Sunrise at the Taj Mahal',
    'Agra Fort and the Musamman Burj',
    'The marble tomb of Itmad-ud-Daulah',
    'Sunset over the Taj from Mehtab Bagh',
    "Fatehpur Sikri, Akbar's abandoned capital",
    "Akbar's tomb at Sikandra",
  ],
  bestTime: 'October to March',
  duration: '1-2 days',
  experiences: [
    {
      title: 'Sunrise at the Taj Mahal',
      description: 'Arrive as the gates open, before the crowds, and watch the marble change colour with the rising sun. Your guide reveals the calligraphy, inlay and careful symmetry that make the mausoleum a masterpiece.',
      duration: '3 hours',
      image: countryPhotos.tajMahalAgra,
    },
    {
      title: 'Agra Fort with a historian',
      description: 'Explore the palaces, audience halls and mosques within the great red walls of Agra Fort. From the Musamman Burj, where Shah Jahan spent his final years under house arrest, the Taj Mahal shimmers along the bend of the river.',
      duration: 'Half day',
      image: indiaPhotos.tajMahal,
    },
    {
      title: 'Sunset at Mehtab Bagh',
      description: 'Cross the Yamuna to the Mughal moonlight garden laid out in line with the Taj Mahal. As the light fades the tomb glows softly across the water, with barely another visitor in sight.',
      duration: '2 hours',
      image: countryPhotos.tajMahalAgra,
    },
    {
      title: 'A Mughlai supper',
      description: 'Sit down to the slow-cooked kormas, kebabs and biryanis for which the Mughal kitchens were famed. A private dinner can be arranged with the Taj Mahal lit beyond the terrace.',
      duration: '3 hours',
      image: indiaDetailPhotos.indianFood,
    },
  ],
  coordinates: { lat: 27.1751, lng: 78.0421 },
} satisfies DestinationDetails;
