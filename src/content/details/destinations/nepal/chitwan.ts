import type { DestinationDetails } from '../../../types';
import { nepalPhotos } from '../../../photos/nepal';
import { nepalDetailPhotos } from '../../../photos/nepal-details';

export default {
  story: "Nepal's first national park and a UNESCO World Heritage Site, Chitwan is as rich in birds as in big animals, from great hornbills in the forest canopy to kingfishers along the oxbow lakes. Beyond the park boundary, Tharu families share their villages, their cooking and their stick dances. We favour Meghauli Serai, a Taj Safari lodge on the banks of the Rapti looking straight into the park, and Tiger Tops Tharu Lodge, whose longhouses are built in the Tharu style and whose elephants are walked and bathed rather than ridden. The cool, dry months from October to March are the most comfortable, and once the tall grasses are cut back in winter, sightings tend to improve.",
  highlights: [
    'Jeep safaris in search of rhino and tiger',
    'A dugout canoe on the Rapti River',
    'Gharial and mugger crocodiles on the riverbanks',
    'Guided jungle walks with naturalists',
    'Birdwatching around the oxbow lakes',
    'Tharu villages and the stick dance',
    'The gharial breeding centre at Kasara',
  ],
  bestTime: 'October to March',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Full-day jeep safari',
      description: 'Set out at first light with a naturalist and tracker, scanning the grasslands for rhino and the forest edges for tiger, leopard and sloth bear. A full day reaches the remoter grasslands, with a picnic lunch by a watering hole.',
      duration: 'Full day',
      image: nepalDetailPhotos.chitwanWildlife,
    },
    {
      title: 'Dugout canoe on the Rapti',
      description: "Drift silently downstream in a traditional canoe carved from a single silk-cotton trunk, watching for gharial, mugger crocodiles and kingfishers along the banks. It is the most peaceful way to meet the river's wildlife.",
      duration: '2 hours',
      image: nepalDetailPhotos.chitwanJungle,
    },
    {
      title: 'Walking safari with a naturalist',
      description: 'Follow fresh tracks through sal forest and riverine grassland with an experienced guide, learning to read alarm calls and pugmarks. On foot, every rustle in the grass carries a quiet thrill.',
      duration: 'Half day',
      image: nepalPhotos.chitwanNationalPark,
    },
  ],
  coordinates: { lat: 27.5792, lng: 84.4963 },
} satisfies DestinationDetails;
