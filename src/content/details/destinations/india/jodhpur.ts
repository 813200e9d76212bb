import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "Founded by Rao Jodha in the fifteenth century, Jodhpur repays slow exploration, from the palanquins and painted halls of the Mehrangarh Museum to the restored Toorji Ka Jhalra stepwell and the desert plants of Rao Jodha Desert Rock Park below the fort walls. In the countryside beyond, Bishnoi villages protect blackbuck and khejri trees as an article of faith. We stay at Umaid Bhawan Palace, the Art Deco palace still home to the royal family, or at RAAS Jodhpur in the old city, with the fort rising above its pool. October to March brings warm, dry days and cool desert nights.",
  highlights: [
    'Mehrangarh Fort and its museum',
    'The white marble cenotaph of Jaswant Thada',
    'The blue lanes of the old city',
    'Sardar Market and the Ghanta Ghar clock tower',
    'The Toorji Ka Jhalra stepwell',
    'A jeep safari to the Bishnoi villages',
    'Umaid Bhawan Palace',
  ],
  bestTime: 'October to March',
  duration: '2 days',
  experiences: [
    {
      title: 'Mehrangarh with a curator',
      description: "Climb through the fort's seven gates to the carved sandstone palaces of Phool Mahal, Sheesh Mahal and Moti Mahal. The museum's collection of palanquins, howdahs, miniature paintings and arms is among the finest in Rajasthan.",
      duration: 'Half day',
      image: indiaDetailPhotos.jodhpurMehrangarhFort,
    },
    {
      title: 'The Blue City on foot',
      description: 'Wander the indigo lanes of Brahmpuri beneath the fort walls, meeting artisans and families along the way. Finish at Toorji Ka Jhalra stepwell and the bustle of Sardar Market around the clock tower.',
      duration: '3 hours',
      image: indiaPhotos.jodhpurBlueCityAndFort,
    },
    {
      title: 'Bishnoi village safari',
      description: 'Drive out by jeep into the scrub and farmland south of Jodhpur, watching for blackbuck and chinkara roaming close to the villages. Meet Bishnoi families, potters and weavers, and share a cup of tea in a mud-walled home.',
      duration: 'Half day',
      image: indiaPhotos.rajasthanPalaceAndDesert,
    },
    {
      title: 'Dawn in Rao Jodha Desert Rock Park',
      description: 'Follow trails through volcanic rock and native desert plants in the restored park at the foot of Mehrangarh. The early light on the fort walls above makes this a lovely, peaceful start to the day.',
      duration: '2 hours',
      image: indiaPhotos.jodhpurBlueCityAndFort,
    },
  ],
  coordinates: { lat: 26.2979, lng: 73.0186 },
} satisfies DestinationDetails;
