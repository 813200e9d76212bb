import type { DestinationDetails } from '../../../types';
import { nepalPhotos } from '../../../photos/nepal';
import { regionPhotos } from '../../../photos/region';

export default {
  story: 'The route climbs from Nayapul to Ghorepani for the dawn view of Dhaulagiri from Poon Hill, then crosses by way of Tadapani to Chhomrong before entering the gorge of the Modi Khola. Above Machhapuchhre Base Camp the valley opens into the Sanctuary itself, where Annapurna Base Camp sits among the peaks at a little over 4,100 metres. Lodges on the trail are simple but warm, and we secure the best rooms in each, with nights at Tiger Mountain Pokhara Lodge before and after to rest by the pool. Spring brings the red rhododendron into bloom, while autumn offers the clearest mountain views.',
  highlights: [
    'Sunrise over Dhaulagiri from Poon Hill',
    'The Gurung village of Ghandruk',
    'Rhododendron forests in spring bloom',
    'The deep gorge of the Modi Khola',
    'A night at Annapurna Base Camp',
    'Hot springs by the river at Jhinu Danda',
    "Machhapuchhre's fishtail summit",
  ],
  bestTime: 'October to November and March to May',
  duration: '8-12 days',
  experiences: [
    {
      title: 'Annapurna Sanctuary trek',
      description: 'Walk from the terraced foothills through bamboo and rhododendron forest into the glacial basin beneath Annapurna I. Waking at base camp, ringed by ice and rock on every side, is one of the great Himalayan mornings.',
      duration: '8-12 days',
      image: nepalPhotos.annapurnaBaseCamp,
    },
    {
      title: 'Dawn at Poon Hill',
      description: 'A steady climb by torchlight from Ghorepani reaches the viewpoint as the sun touches Dhaulagiri and the Annapurnas. Hot tea waits at the top while the whole range turns from rose to white.',
      duration: '3 hours',
      image: regionPhotos.himalayanPeaks,
    },
    {
      title: 'A night in Ghandruk',
      description: 'Stay in the stone-roofed Gurung village of Ghandruk, with its small museum of Gurung life and views of Annapurna South and Machhapuchhre. Evenings bring dal bhat by the fire and stories of the Gurkha soldiers for whom the village is known.',
      duration: 'Overnight',
      image: regionPhotos.himalayanTrekking,
    },
    {
      title: 'Helicopter into the Sanctuary',
      description: 'Fly from Pokhara up the Modi Khola gorge to land at Annapurna Base Camp for an unhurried hour among the peaks. It is the finest way to see the Sanctuary for travellers without the time to trek.',
      duration: 'Half day',
      image: nepalPhotos.annapurnaRange,
    },
  ],
  coordinates: { lat: 28.5302, lng: 83.8781 },
} satisfies DestinationDetails;
