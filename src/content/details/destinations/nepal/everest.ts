import type { DestinationDetails } from '../../../types';
import { nepalPhotos } from '../../../photos/nepal';
import { nepalDetailPhotos } from '../../../photos/nepal-details';
import { regionDetailPhotos } from '../../../photos/region-details';

export default {
  story: "The journey begins with a thrilling flight into Lukla, then follows the Dudh Kosi valley over high suspension bridges towards Namche Bazaar, with unhurried days built in for acclimatisation. On the lower trail we stay in Yeti Mountain Home lodges, which bring en-suite rooms and good food to Phakding, Namche and beyond, while higher up we choose the warmest and most comfortable mountain lodges. The rewards are the dawn climb of Kala Patthar, with Everest's summit lit gold, and the moraine walk to Everest Base Camp beneath the Khumbu Icefall. October and November bring crystal skies and the Mani Rimdu festival at Tengboche, while spring brings flowering rhododendron and the climbing season at base camp.",
  highlights: [
    'The scenic flight into Lukla',
    'Namche Bazaar, the Sherpa capital',
    'Tengboche Monastery with Ama Dablam behind',
    'Sunrise over Everest from Kala Patthar',
    'Everest Base Camp and the Khumbu Icefall',
    'Khumjung village and the school founded by Sir Edmund Hillary',
  ],
  bestTime: 'October to November and March to May',
  duration: '12-14 days',
  experiences: [
    {
      title: 'Trek to Everest Base Camp',
      description: 'Follow the classic route through Namche, Tengboche, Dingboche and Lobuche to the glacier camp beneath the Khumbu Icefall. Expert Sherpa guides set a gentle pace, with rest days for acclimatisation along the way.',
      duration: '12-14 days',
      image: nepalPhotos.everestBaseCampTrek,
    },
    {
      title: 'Sunrise from Kala Patthar',
      description: "Leave Gorak Shep by headtorch to climb the dark ridge of Kala Patthar, arriving as the first sun strikes Everest's summit. It is the classic close view of the mountain, which stays hidden from base camp itself.",
      duration: '3-4 hours',
      image: nepalPhotos.everestSouthFaceAtDawn,
    },
    {
      title: 'Prayers at Tengboche Monastery',
      description: "Sit quietly through the afternoon puja at the Khumbu's great monastery, with Ama Dablam framed behind its prayer flags. In autumn, time your visit for the masked dances of Mani Rimdu.",
      duration: '2 hours',
      image: regionDetailPhotos.prayerFlagsHimalaya,
    },
    {
      title: 'Helicopter flight to the Khumbu',
      description: 'For those short of time, fly from Kathmandu up the Khumbu valley for a landing near Kala Patthar, then breakfast on the terrace of Hotel Everest View above Namche. Everest, Lhotse and Ama Dablam are seen at close range in a single morning.',
      duration: 'Half day',
      image: nepalDetailPhotos.everestBaseCamp,
    },
  ],
  coordinates: { lat: 28.0026, lng: 86.8528 },
} satisfies DestinationDetails;
