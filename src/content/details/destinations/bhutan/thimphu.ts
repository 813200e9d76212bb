import type { DestinationDetails } from '../../../types';
import { bhutanPhotos } from '../../../photos/bhutan';
import { bhutanDetailPhotos } from '../../../photos/bhutan-details';

export default {
  story: "At the National Institute for Zorig Chusum young artisans train in painting, carving and embroidery, and the Royal Textile Academy shows the kingdom's finest weaving. The Motithang Takin Preserve shelters the national animal, and the weekend Centenary Farmers' Market is a lively portrait of rural Bhutan. Taj Tashi stands in the heart of town in traditional style, while Amankora Thimphu, in pine forest on the city's northern edge, and Six Senses Thimphu, high on the hillside above the valley, offer forest calm. Spring and autumn bring clear skies, and the Thimphu Tsechu brings masked dances to the capital each autumn.",
  highlights: [
    'Tashichho Dzong and its evening flag ceremony',
    'The giant Buddha Dordenma',
    'The Memorial Chorten',
    'The National Institute for Zorig Chusum',
    'The Royal Textile Academy',
    'Motithang Takin Preserve',
    "The Centenary Farmers' Market",
  ],
  bestTime: 'March to May and September to November',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Traditional arts at Zorig Chusum',
      description: 'Watch students at the National Institute for Zorig Chusum learn the painting, woodcarving, sculpture and embroidery that adorn every dzong. Afterwards, a private session with a thangka painter shows how the sacred images are composed.',
      duration: '2 hours',
      image: bhutanDetailPhotos.bhutan4,
    },
    {
      title: 'Evening at Tashichho Dzong',
      description: 'Enter the great whitewashed fortress as the offices close and the national flag is lowered in a quiet ceremony. The courtyards and soaring central tower are at their most serene in the late light.',
      duration: '2 hours',
      image: bhutanPhotos.bhutan,
    },
    {
      title: 'Buddha Dordenma at Kuensel Phodrang',
      description: 'Drive up to the giant gilded Buddha overlooking the southern valley, whose interior holds thousands of smaller Buddha images. Walk back down through the pine-scented nature park as the city lights come on.',
      duration: 'Half day',
      image: bhutanPhotos.bhutan2,
    },
    {
      title: 'Weekend market and the takin',
      description: "Browse chillies, cheese, incense and handwoven cloth at the Centenary Farmers' Market, then cross the old cantilever footbridge to the handicraft stalls. Finish at Motithang to meet the takin, Bhutan's curious national animal.",
      duration: 'Half day',
      image: bhutanPhotos.bhutan7,
    },
  ],
  coordinates: { lat: 27.4728, lng: 89.6393 },
} satisfies DestinationDetails;
