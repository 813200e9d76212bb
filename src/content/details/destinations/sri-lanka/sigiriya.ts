import type { DestinationDetails } from '../../../types';
import { countryPhotos } from '../../../photos/countries';
import { sriLankaDetailPhotos } from '../../../photos/sri-lanka-details';

export default {
  story: "Nearby Pidurangala Rock gives the finest view of Sigiriya itself at sunrise, while the painted cave temple of Dambulla, the ancient city of Polonnaruwa with its Gal Vihara Buddhas and the elephant gathering at Minneriya National Park all lie within an easy drive. We stay at Water Garden Sigiriya, whose villas with private pools look across paddy fields towards the rock, or at Jetwing Vil Uyana among its own man-made wetlands. The dry season runs from January to September, and from around July elephants gather in great numbers on the shores of the Minneriya reservoir.",
  highlights: [
    'Climbing the Lion Rock at first light',
    'The frescoed maidens and the Mirror Wall',
    "The lion's paws and the summit palace ruins",
    'Sunrise from Pidurangala Rock',
    'The Dambulla cave temple',
    'Gal Vihara in ancient Polonnaruwa',
    'The elephant gathering at Minneriya',
  ],
  bestTime: 'January to September',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Climb the Lion Rock',
      description: "Set off as the gates open, before the heat, and climb by steps and iron stairways to the sheltered frescoes and the polished Mirror Wall, scratched with verses by visitors more than a thousand years ago. From the great lion's paws the final ascent reaches the summit, where the outlines of palace, pools and terraces command the plain.",
      duration: 'Half day',
      image: countryPhotos.sigiriyaLionRock,
    },
    {
      title: 'The gardens with an archaeologist',
      description: "Walk the moats, boulder gardens and symmetrical water gardens with an archaeologist, learning how Kashyapa's engineers fed fountains that still play after heavy rain. The Sigiriya Museum near the entrance sets the frescoes and the story of the site in context.",
      duration: '3 hours',
      image: sriLankaDetailPhotos.sigiriyaRockFortress,
    },
    {
      title: 'Sunrise on Pidurangala',
      description: 'Climb in the dark past an ancient brick reclining Buddha to the bare summit of Pidurangala, facing Sigiriya across the forest. Watching first light spread over the rock and the plains beyond is one of the great moments of the island.',
      duration: '3 hours',
      image: sriLankaDetailPhotos.sigiriya,
    },
  ],
  coordinates: { lat: 7.957, lng: 80.7603 },
} satisfies DestinationDetails;
