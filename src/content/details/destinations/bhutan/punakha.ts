import type { DestinationDetails } from '../../../types';
import { bhutanPhotos } from '../../../photos/bhutan';
import { bhutanDetailPhotos } from '../../../photos/bhutan-details';

export default {
  story: 'The road from Thimphu crosses Dochula, where 108 chortens stand on the pass and the eastern Himalaya line the horizon on clear days. In the valley, walk up through the terraces to Khamsum Yulley Namgyal Chorten, cross the long suspension bridge over the Pho Chhu, or raft gently down the Mo Chhu beneath the dzong. Amankora Punakha is reached by its own suspension bridge across the Mo Chhu, while Uma by COMO Punakha and Six Senses Punakha look out over rice terraces and river. Spring is glorious, with purple jacaranda framing the dzong, and the valley stays mild right through the winter.',
  highlights: [
    'Punakha Dzong at the meeting of two rivers',
    'Chimi Lhakhang, temple of the Divine Madman',
    'Khamsum Yulley Namgyal Chorten',
    'Dochula pass and its 108 chortens',
    'The Punakha suspension bridge',
    'Gentle rafting on the Mo Chhu',
    'Sangchhen Dorji Lhuendrup Nunnery',
    'Jacaranda in bloom around the dzong in spring',
  ],
  bestTime: 'October to May',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Punakha Dzong with a guide',
      description: 'Enter across the cantilever bridge to explore the courtyards, the towering central utse and the gilded assembly hall. In spring the dzong is framed by jacaranda blossom, a favourite sight for Bhutanese and visitors alike.',
      duration: '2 hours',
      image: bhutanPhotos.bhutan,
    },
    {
      title: 'Walk to Chimi Lhakhang',
      description: 'Stroll through rice fields and the village of Sopsokha to the hilltop temple of Lama Drukpa Kunley, the Divine Madman. Couples come from across Bhutan to seek his blessing for a child.',
      duration: '2 hours',
      image: bhutanDetailPhotos.bhutan5,
    },
    {
      title: 'Rafting the Mo Chhu',
      description: 'Float downstream over gentle rapids with experienced guides, passing forest, farmland and finally the walls of Punakha Dzong. It is a calm, joyful way to see the valley from a new angle.',
      duration: '2-3 hours',
      image: bhutanDetailPhotos.bhutan6,
    },
    {
      title: 'Hike to Khamsum Yulley Namgyal',
      description: 'Cross the river and climb through terraced fields to this exquisite chorten, built at the wish of a Queen Mother to bring peace to the kingdom. Its rooftop looks straight up the Mo Chhu valley towards the high peaks.',
      duration: 'Half day',
      image: bhutanPhotos.bhutan3,
    },
  ],
  coordinates: { lat: 27.5826, lng: 89.8631 },
} satisfies DestinationDetails;
