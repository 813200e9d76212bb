import type { DestinationDetails } from '../../../types';
import { nepalPhotos } from '../../../photos/nepal';
import { nepalDetailPhotos } from '../../../photos/nepal-details';
import { regionPhotos } from '../../../photos/region';

export default {
  story: 'Above the southern shore, the white World Peace Pagoda looks back across the lake to the whole range, while Davis Falls and Gupteshwor Cave lie a short drive away and the International Mountain Museum tells the story of the great Himalayan climbs. Quieter Begnas Lake lies east of town, not far from Tiger Mountain Pokhara Lodge, whose stone cottages on a ridge face Annapurna and Machhapuchhre across terraced hills. It makes a restorative base before or after a trek in the Annapurna foothills. Skies are clearest from October to April, when paragliders circle above Sarangkot most mornings.',
  highlights: [
    'A rowing boat to Tal Barahi Temple on Phewa Lake',
    'Sunrise over the Annapurnas from Sarangkot',
    'The World Peace Pagoda above the lake',
    'Paragliding from the Sarangkot ridge',
    'The International Mountain Museum',
    'Davis Falls and Gupteshwor Cave',
    'The quiet shores of Begnas Lake',
  ],
  bestTime: 'October to April',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Sunrise at Sarangkot',
      description: 'Drive up before dawn to the Sarangkot ridge, where Dhaulagiri, the Annapurnas and Machhapuchhre turn pink, then gold, above the lake. Breakfast follows on a terrace with the peaks still in full view.',
      duration: '3 hours',
      image: nepalPhotos.annapurnaRange,
    },
    {
      title: 'Rowing boat on Phewa Lake',
      description: 'A boatman paddles you across to the little pagoda of Tal Barahi, dedicated to the goddess Barahi, before gliding on to the wooded far shore. Late afternoon, when the wind drops and the lake turns glassy, is the loveliest hour.',
      duration: '2 hours',
      image: nepalDetailPhotos.pokharaPhewaLake,
    },
    {
      title: 'Walk to the World Peace Pagoda',
      description: 'Cross the lake by boat and climb through forest to the white Shanti Stupa, built by monks of the Japanese Nipponzan Myohoji order. Its terrace gives one of the finest views in Pokhara, with the lake below and the mountains beyond.',
      duration: 'Half day',
      image: nepalDetailPhotos.pokhara,
    },
    {
      title: 'Day hike to Australian Camp',
      description: 'A gentle trail from Kande climbs through forest and farmland to a grassy meadow facing the Annapurna range. It is a perfect taste of the hills for travellers not planning a longer trek.',
      duration: 'Full day',
      image: regionPhotos.himalayanTrekking,
    },
  ],
  coordinates: { lat: 28.2096, lng: 83.9592 },
} satisfies DestinationDetails;
