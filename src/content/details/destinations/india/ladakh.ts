import type { DestinationDetails } from '../../../types';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: 'Days in Leh begin in the lanes of the old town below Leh Palace and the Namgyal Tsemo gompa, with the white Shanti Stupa catching the evening light across the valley. The first two days are kept gentle, as the town sits at around 3,500 metres. Along the Indus lie Shey, Stok Palace and the murals of Alchi, while the great Maitreya of Diskit Monastery watches over Nubra. We stay at The Grand Dragon Ladakh in Leh, or under canvas at Nimmu House and Chamba Camp Thiksey. The high passes and lakes are at their best from June to September.',
  highlights: [
    'Leh Palace and the old town of Leh',
    'Morning prayers at Thiksey Monastery',
    'Hemis, Shey and the royal palace at Stok',
    'The ancient murals of Alchi',
    'Over Khardung La to the Nubra Valley',
    'Bactrian camels on the dunes of Hunder',
    'The changing blues of Pangong Tso',
    'The confluence of the Indus and Zanskar',
  ],
  bestTime: 'June to September',
  duration: '6-8 days',
  experiences: [
    {
      title: 'Morning prayers at Thiksey',
      description: 'Arrive early as monks sound long horns from the rooftop, then join the morning puja in the assembly hall as butter tea is passed along the rows. The monastery climbs its hill in whitewashed tiers, often likened to the Potala in Lhasa.',
      duration: '3 hours',
      image: indiaDetailPhotos.ladakhThikseyMonastery,
    },
    {
      title: 'Over Khardung La to Nubra',
      description: "Cross the high pass of Khardung La and descend into the Nubra Valley, where Diskit Monastery's giant Maitreya looks over the Shyok River. In the late afternoon, ride a double-humped Bactrian camel across the sand dunes at Hunder.",
      duration: '2 days',
      image: indiaDetailPhotos.ladakhNubraCamels,
    },
    {
      title: 'Pangong Tso',
      description: 'Drive over Chang La to the long lake of Pangong Tso, whose waters shift from turquoise to deep blue as clouds cross the sky. A night by the shore lets you see it at dawn, when the surrounding peaks are mirrored in the still water.',
      duration: '2 days',
      image: indiaDetailPhotos.ladakhPangongLake2,
    },
    {
      title: 'Leh old town and Shanti Stupa',
      description: 'Walk up through the lanes of the old town to Leh Palace, built in the seventeenth century for the Namgyal kings, and on to the Namgyal Tsemo gompa. Finish at the Shanti Stupa as the light fades over the Stok range.',
      duration: 'Half day',
      image: indiaDetailPhotos.ladakhLehPalaceAtDusk,
    },
  ],
  coordinates: { lat: 34.1526, lng: 77.5771 },
} satisfies DestinationDetails;
