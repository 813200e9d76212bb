import type { DestinationSummary } from '../types';
import { nepalPhotos } from '../photos/nepal';

export const destinations: readonly DestinationSummary[] = [
  {
    country: 'nepal',
    slug: 'kathmandu',
    region: 'kathmandu-pokhara',
    name: 'Kathmandu Valley',
    tagline: 'Living temples, royal squares and the glow of butter lamps',
    image: nepalPhotos.kathmanduValleyTemples,
    description: 'Three old royal cities share one bowl of green hills, their Durbar Squares crowded with carved pagodas and Newar courtyards. Circle the great white dome of Boudhanath with pilgrims at dusk, then climb to Swayambhunath for a view across the whole valley.',
  },
  {
    country: 'nepal',
    slug: 'pokhara',
    region: 'kathmandu-pokhara',
    name: 'Pokhara',
    tagline: 'A lakeside idyll beneath the Annapurnas',
    image: nepalPhotos.pokharaPhewaLakeAndMountains,
    description: "Nepal's lake city rests on the shore of Phewa Lake, the fishtail summit of Machhapuchhre mirrored in its still morning water. Drift by boat to the island temple of Tal Barahi, watch the Annapurnas catch first light from Sarangkot and let the pace slow after Kathmandu.",
  },
  {
    country: 'nepal',
    slug: 'chitwan',
    region: 'chitwan',
    name: 'Chitwan National Park',
    tagline: 'Rhino, tiger and the hush of the sal forest',
    image: nepalPhotos.chitwanNationalPark,
    description: "In the warm Terai lowlands, Chitwan's sal forest and elephant grass shelter greater one-horned rhinoceros, Bengal tigers and sloth bears. Glide down the Rapti River by dugout canoe past basking gharial, then track wildlife by jeep and on foot with seasoned naturalists.",
  },
  {
    country: 'nepal',
    slug: 'everest',
    region: 'nepal-high-trails',
    name: 'Everest Region',
    tagline: "Sherpa villages, high monasteries and the world's highest peak",
    image: nepalPhotos.mountEverest,
    description: 'The Khumbu is Sherpa country, where stone villages, mani walls and monasteries lead up through Sagarmatha National Park to the foot of Everest. From the trading town of Namche Bazaar to Tengboche Monastery and Kala Patthar, each day brings Ama Dablam, Lhotse and Nuptse a little closer.',
  },
  {
    country: 'nepal',
    slug: 'annapurna',
    region: 'nepal-high-trails',
    name: 'Annapurna Region',
    tagline: 'Rhododendron forest, Gurung villages and a sanctuary of ice',
    image: nepalPhotos.annapurnaRange,
    description: 'North of Pokhara, trails climb through terraced Gurung villages and rhododendron forest into the Annapurna Sanctuary, a glacial amphitheatre ringed by Annapurna I, Annapurna South and Machhapuchhre. Sunrise from Poon Hill and a night at Annapurna Base Camp are the great moments.',
  },
];
