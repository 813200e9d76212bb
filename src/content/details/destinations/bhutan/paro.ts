import type { DestinationDetails } from '../../../types';
import { countryPhotos } from '../../../photos/countries';
import { bhutanPhotos } from '../../../photos/bhutan';
import { bhutanDetailPhotos } from '../../../photos/bhutan-details';

export default {
  story: 'Paro rewards time: cross the covered cantilever bridge to Rinpung Dzong, drive up to Chele La for views of Jomolhari on a clear morning, and wander the ruins of Drukgyel Dzong at the head of the valley. In spring the Paro Tsechu fills the dzong with masked dances, ending at dawn with the unfurling of a giant thongdrel. Amankora Paro sits in blue pine forest near Drukgyel Dzong, Uma by COMO Paro on a wooded hillside above town, and Six Senses Paro looks out over the valley from its own quiet terrace. March to May and September to November bring the clearest days.',
  highlights: [
    "The hike to Tiger's Nest monastery",
    'Rinpung Dzong and its covered cantilever bridge',
    'The National Museum and the Ta Dzong watchtower',
    'Kyichu Lhakhang, one of the oldest temples in Bhutan',
    'The ruins of Drukgyel Dzong',
    'Chele La pass and views of Jomolhari',
    'Masked dances at the Paro Tsechu in spring',
    'A hot stone bath in a farmhouse',
  ],
  bestTime: 'March to May and September to November',
  duration: '3-4 days',
  experiences: [
    {
      title: "Hike to Tiger's Nest",
      description: 'Climb through pine forest hung with prayer flags to the teahouse viewpoint, then on to the monastery where Guru Rinpoche is said to have meditated. Set off early and the walk down becomes a long, contented lunch.',
      duration: '5-6 hours',
      image: countryPhotos.bhutanTigersNestParoTaktsang,
    },
    {
      title: 'Farmhouse hot stone bath',
      description: 'Soak in a wooden tub warmed by river stones heated in the fire and scented with artemisia leaves, a traditional Bhutanese remedy for tired legs. A home-cooked dinner of ema datshi and red rice follows.',
      duration: '3 hours',
      image: bhutanDetailPhotos.bhutan4,
    },
    {
      title: 'Rinpung Dzong and the National Museum',
      description: "Cross the cantilever bridge into the fortress-monastery's courtyards, then walk up to the National Museum beside the round Ta Dzong. Your guide explains the thangkas, masks and symbols you will meet throughout Bhutan.",
      duration: 'Half day',
      image: bhutanPhotos.bhutan,
    },
    {
      title: 'Drive to Chele La',
      description: 'Wind up through forest to the prayer-flag-strung pass between Paro and Haa, where Jomolhari and Jichu Drake appear on clear mornings. A short ridge walk adds primulas and rhododendrons in spring.',
      duration: 'Half day',
      image: bhutanPhotos.bhutan7,
    },
  ],
  coordinates: { lat: 27.4311, lng: 89.4143 },
} satisfies DestinationDetails;
