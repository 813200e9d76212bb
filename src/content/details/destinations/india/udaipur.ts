import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "Udaipur was founded in the sixteenth century by Maharana Udai Singh II, and its lanes still wind down from the Jagdish Temple to the ghats of Lake Pichola. There are garden fountains at Saheliyon-ki-Bari, evening folk dances at Bagore Ki Haveli and sunset views from the Monsoon Palace on its hilltop. Further afield, the marble Jain temple of Ranakpur and the mighty walls of Kumbhalgarh make a memorable day out. We stay at Taj Lake Palace, the eighteenth-century summer palace on its island in the lake, or at The Leela Palace Udaipur on the shore. October to March is ideal, when the lakes are full after the monsoon.",
  highlights: [
    'A sunset boat ride on Lake Pichola',
    'The City Palace of the Maharanas of Mewar',
    'The island palace of Jag Mandir',
    'The Jagdish Temple in the old city',
    'Folk dances at Bagore Ki Haveli',
    'Sunset from the Monsoon Palace',
    'The Jain temple at Ranakpur',
  ],
  bestTime: 'October to March',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Sunset on Lake Pichola',
      description: 'Glide past the bathing ghats, the City Palace and the Taj Lake Palace as the light softens over the Aravalli hills. A stop at Jag Mandir lets you wander its island pavilions before the palaces begin to glow.',
      duration: '2 hours',
      image: indiaPhotos.udaipurLakePichola,
    },
    {
      title: 'The City Palace with a guide',
      description: 'Explore the courtyards, mosaics and miniature paintings of the great palace of the Mewar dynasty, built up over centuries above the lake. The peacock mosaics of Mor Chowk and the views from the upper balconies are the highlights.',
      duration: 'Half day',
      image: indiaDetailPhotos.udaipurCityPalace,
    },
    {
      title: 'The Monsoon Palace at dusk',
      description: 'Drive into the hills west of the city to Sajjangarh, the Monsoon Palace built by Maharana Sajjan Singh. From its terraces the lakes, palaces and hills of Udaipur spread out below as the sun goes down.',
      duration: '3 hours',
      image: indiaDetailPhotos.udaipur,
    },
    {
      title: 'A Rajasthani cookery lesson',
      description: 'Cook alongside a local family in their home, grinding spices and learning the dals, breads and curries of Mewar. The lesson ends with the meal itself, shared at the family table.',
      duration: '3 hours',
      image: indiaDetailPhotos.indianSpices,
    },
  ],
  coordinates: { lat: 24.5764, lng: 73.6835 },
} satisfies DestinationDetails;
