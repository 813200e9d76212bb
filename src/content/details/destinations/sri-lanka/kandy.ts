import type { DestinationDetails } from '../../../types';
import { sriLankaPhotos } from '../../../photos/sri-lanka';
import { sriLankaDetailPhotos } from '../../../photos/sri-lanka-details';

export default {
  story: "Beyond the town, three fourteenth-century temples, Gadaladeniya, Lankatilaka and Embekke Devalaya with its carved wooden pillars, make a lovely morning's loop, while the Ceylon Tea Museum at Hantana tells the story of the island's most famous crop. Each July or August the Esala Perahera fills the streets with drummers, dancers and caparisoned elephants. We stay at Kandy House, a gracious early nineteenth-century manor house in quiet gardens outside the town, with an infinity pool above the rice paddies. January to April brings the driest, clearest days in the hills.",
  highlights: [
    'Evening puja at the Temple of the Sacred Tooth Relic',
    'A walk around Kandy Lake',
    'The Royal Botanic Gardens, Peradeniya',
    'Kandyan dance and drumming',
    'Gadaladeniya, Lankatilaka and Embekke temples',
    'The Ceylon Tea Museum at Hantana',
    'The Esala Perahera in July or August',
  ],
  bestTime: 'January to April',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Evening puja at the Temple of the Tooth',
      description: "Join white-clad pilgrims bearing lotus flowers as drums and horns announce the evening offering to the sacred relic. A guide explains the rituals and the long story of the tooth, carried to the island in the fourth century and guarded by Sri Lanka's kings ever since.",
      duration: '2 hours',
      image: sriLankaPhotos.kandyTempleOfTheTooth,
    },
    {
      title: 'Royal Botanic Gardens, Peradeniya',
      description: 'Walk with a botanist through the orchid house, the spice garden and the great avenues of royal and cabbage palms beside the Mahaweli River. The giant Javan fig spreading across the great lawn is a favourite.',
      duration: 'Half day',
      image: sriLankaDetailPhotos.kandy,
    },
    {
      title: 'Tea in the Kandy hills',
      description: "Visit the Ceylon Tea Museum, set in the old Hantana tea factory, then continue to a working estate to walk the rows with a planter. The afternoon ends with a tasting of the morning's pluck, from bright young leaf to deep, malty blends.",
      duration: 'Half day',
      image: sriLankaPhotos.sriLankaTeaPlantation,
    },
  ],
  coordinates: { lat: 7.2936, lng: 80.6413 },
} satisfies DestinationDetails;
