import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';
import { regionDetailPhotos } from '../../../photos/region-details';

export default {
  story: "Within the park, Ranthambore Fort, one of the UNESCO-listed Hill Forts of Rajasthan, shelters the Trinetra Ganesh Temple, reached by old stone stairways past langurs, gateways and ruined palaces. Beyond the park, the women of Dastkar Ranthambore keep village crafts alive in block print and embroidery. We stay at Sher Bagh, a tented camp in the spirit of the grand shikar camps of old, or at Aman-i-Khas, Aman's intimate camp close to the park gates. The park opens from October to June: winter mornings are crisp and comfortable, while the heat of April and May draws tigers to the water.",
  highlights: [
    'Open-jeep safaris in search of Bengal tigers',
    'Ranthambore Fort, a UNESCO World Heritage Site',
    'The Trinetra Ganesh Temple within the fort walls',
    'Padam Talao, Rajbagh Talao and Malik Talao',
    'The old Jogi Mahal beside Padam Talao',
    'Village crafts at Dastkar Ranthambore',
    'Nights under canvas at Sher Bagh or Aman-i-Khas',
  ],
  bestTime: 'October to June',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Morning game drive',
      description: 'Set out at first light in an open jeep with a naturalist, reading pugmarks and alarm calls through the dhok forest towards the lakes. Tigers and leopards share these hills with sloth bears, marsh crocodiles, sambar, chital and nilgai.',
      duration: '3-4 hours',
      image: indiaPhotos.bengalTigerRanthambore,
    },
    {
      title: 'Full-day safari',
      description: 'A full-day permit keeps you in the forest from dawn until dusk, with time to wait quietly at the waterholes while other jeeps head back for lunch. A picnic is served in the shade, and the long, unhurried hours greatly improve the odds of a sighting.',
      duration: 'Full day',
      image: indiaPhotos.bengalTiger,
    },
    {
      title: 'Ranthambore Fort on foot',
      description: 'Climb through the great gateways to walk the ramparts, past ruined palaces, old water tanks and the Trinetra Ganesh Temple, with the whole forest spread out below. Langurs gather along the walls and vultures ride the thermals above the cliffs.',
      duration: 'Half day',
      image: indiaDetailPhotos.ranthambore,
    },
    {
      title: 'Dinner under the stars',
      description: 'Evenings at camp end around a crackling fire, with lanterns, drinks and a naturalist retelling the day in the forest. Dinner follows in the open air, the tables set beneath the trees and a sky full of stars.',
      duration: '3 hours',
      image: regionDetailPhotos.luxuryTentGlamping,
    },
  ],
  coordinates: { lat: 26.0203, lng: 76.455 },
} satisfies DestinationDetails;
