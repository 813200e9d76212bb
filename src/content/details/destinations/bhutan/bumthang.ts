import type { DestinationDetails } from '../../../types';
import { bhutanPhotos } from '../../../photos/bhutan';
import { bhutanDetailPhotos } from '../../../photos/bhutan-details';

export default {
  story: 'Walk between the temples of the Chokhor valley, visit Mebar Tsho, the Burning Lake where the treasure revealer Pema Lingpa found sacred texts, and drive over the pass to the traditional village of Ura. Local producers make Swiss-style cheese, honey and Red Panda beer, and yathra weaving brightens the villages of Chumey. Amankora Bumthang stands beside the Wangdicholing Palace in Jakar, and Six Senses Bumthang sits in pine forest above the valley. It is a short flight from Paro or a long, scenic day by road from Punakha; come between March and May or September and November, when the Jambay Lhakhang Drup lights its famous fire blessing.',
  highlights: [
    'Jakar Dzong above the Chokhor valley',
    'Jambay Lhakhang',
    "Kurjey Lhakhang and Guru Rinpoche's body print",
    'The murals of Tamshing Lhakhang',
    'Mebar Tsho, the Burning Lake',
    'The village of Ura',
    'Yathra weaving in Chumey',
    'The Jambay Lhakhang Drup in autumn',
  ],
  bestTime: 'March to May and September to November',
  duration: '3-4 days',
  experiences: [
    {
      title: 'Temple walk in the Chokhor valley',
      description: 'Follow a gentle trail from Jambay Lhakhang to Kurjey Lhakhang, where Guru Rinpoche left the imprint of his body in the rock, then cross the river to Tamshing. Each temple holds murals and relics tied to the greatest saints of Bhutan.',
      duration: 'Half day',
      image: bhutanDetailPhotos.bhutan5,
    },
    {
      title: 'Mebar Tsho, the Burning Lake',
      description: 'Drive into the Tang valley to the gorge pool where Pema Lingpa is said to have dived holding a lit butter lamp and surfaced with treasure, the flame still burning. Pilgrims float lamps on the dark water to this day.',
      duration: 'Half day',
      image: bhutanDetailPhotos.bhutan6,
    },
    {
      title: 'A day in Ura',
      description: 'Cross the Shertang La to walk the stone houses and cobbled lanes of Ura, a farming village set in a broad, high valley. A farmhouse lunch of buckwheat pancakes rounds off the morning.',
      duration: 'Full day',
      image: bhutanPhotos.bhutan3,
    },
    {
      title: 'Cheese, honey and Red Panda beer',
      description: "Visit the small dairy and brewery in Jakar begun by a Swiss settler decades ago, tasting local cheeses, honey and Red Panda, a cloudy wheat beer. It is a delightful glimpse of Bumthang's unexpected Alpine side.",
      duration: '2 hours',
      image: bhutanDetailPhotos.bhutan4,
    },
  ],
  coordinates: { lat: 27.5494, lng: 90.7468 },
} satisfies DestinationDetails;
