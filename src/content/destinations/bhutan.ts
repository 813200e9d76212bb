import type { DestinationSummary } from '../types';
import { countryPhotos } from '../photos/countries';
import { bhutanPhotos } from '../photos/bhutan';

export const destinations: readonly DestinationSummary[] = [
  {
    country: 'bhutan',
    slug: 'paro',
    region: 'bhutan-west',
    name: 'Paro',
    tagline: "Where the Tiger's Nest clings to the cliffs",
    image: countryPhotos.bhutanTigersNestParoTaktsang,
    description: "Bhutan's gateway valley is home to Taktsang, the Tiger's Nest monastery, clinging to a granite cliff high above the pines. Below lie the great Rinpung Dzong, the National Museum by the old Ta Dzong watchtower and Kyichu Lhakhang, one of the kingdom's oldest temples.",
  },
  {
    country: 'bhutan',
    slug: 'thimphu',
    region: 'bhutan-west',
    name: 'Thimphu',
    tagline: 'A Himalayan capital of dzongs, crafts and quiet ceremony',
    image: bhutanPhotos.bhutan2,
    description: "Bhutan's capital is a small, gracious city where traffic is still directed by hand and tradition is lived every day. See Tashichho Dzong, seat of government and summer home of the central monk body, the golden Buddha Dordenma above the valley and the Memorial Chorten, circled by elders from dawn.",
  },
  {
    country: 'bhutan',
    slug: 'punakha',
    region: 'bhutan-west',
    name: 'Punakha',
    tagline: 'The warm valley where two rivers meet',
    image: bhutanPhotos.bhutan,
    description: 'The old capital lies in a warm, fertile valley where the Pho Chhu and Mo Chhu meet beneath Punakha Dzong, often called the loveliest fortress in Bhutan. Rice terraces, orange orchards and Chimi Lhakhang, the temple of the Divine Madman, lie an easy walk away.',
  },
  {
    country: 'bhutan',
    slug: 'bumthang',
    region: 'bumthang',
    name: 'Bumthang',
    tagline: "The sacred valleys of Bhutan's spiritual heartland",
    image: bhutanPhotos.bhutan3,
    description: "Four wide valleys of buckwheat fields and pine forest make up Bumthang, the spiritual heartland of Bhutan. Jakar Dzong watches over the Chokhor valley, while Jambay Lhakhang, Kurjey Lhakhang and Tamshing Lhakhang hold some of the kingdom's oldest and most sacred shrines.",
  },
];
