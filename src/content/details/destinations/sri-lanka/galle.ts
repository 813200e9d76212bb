import type { DestinationDetails } from '../../../types';
import { sriLankaDetailPhotos } from '../../../photos/sri-lanka-details';

export default {
  story: "Inside the walls, the Dutch Reformed Church, the Meeran Mosque and the National Maritime Museum lie a few minutes' walk apart, and the Old Gate still bears the arms of the Dutch East India Company. Beyond the fort lie the stilt fishermen of Koggala, the Japanese Peace Pagoda above Jungle Beach and, in season, blue whales off Mirissa. We stay at Amangalla, the former New Oriental Hotel, whose wide verandahs and high-ceilinged rooms set an unhurried pace, or at Cape Weligama on its clifftop further along the coast. The south-west coast is at its best from December to April.",
  highlights: [
    'A sunset walk on the ramparts of Galle Fort',
    'The lighthouse and Flag Rock bastion',
    'The Dutch Reformed Church and the Old Gate',
    'Boutiques and cafes of Pedlar Street and Church Street',
    'Stilt fishermen at Koggala',
    'Blue whale watching from Mirissa',
    'The Japanese Peace Pagoda above Jungle Beach',
  ],
  bestTime: 'December to April',
  duration: '3-4 days',
  experiences: [
    {
      title: 'Walking the ramparts',
      description: 'Follow the walls with a local historian from the Sun, Moon and Star bastions on the landward side round to the lighthouse and Flag Rock. As the light softens, cricket games start on the grass below the clock tower and half the town comes out to watch the sunset.',
      duration: '2 hours',
      image: sriLankaDetailPhotos.galleFort3,
    },
    {
      title: 'The lanes of the fort',
      description: 'Wander Church Street, Pedlar Street and Leyn Baan Street, calling at the Dutch Reformed Church with its floor of old gravestones and the National Maritime Museum in a former Dutch warehouse. Pause for lunch in a courtyard cafe and browse jewellers, lace-makers and design shops along the way.',
      duration: 'Half day',
      image: sriLankaDetailPhotos.galleFort2,
    },
    {
      title: 'Whale watching from Mirissa',
      description: 'Head out at dawn from Mirissa harbour in search of blue whales, sperm whales and spinner dolphins, which pass close to this southern coast between December and April. A private boat keeps the morning calm and unhurried.',
      duration: 'Half day',
      image: sriLankaDetailPhotos.sriLankaBeachMirissa,
    },
    {
      title: 'Stilt fishermen and Koggala Lake',
      description: 'Watch fishermen perched on poles in the surf near Koggala, then take a boat among the mangrove islands of Koggala Lake. On Cinnamon Island a grower shows how the fragrant bark is peeled and rolled by hand.',
      duration: '3 hours',
      image: sriLankaDetailPhotos.sriLankaTropicalBeach,
    },
  ],
  coordinates: { lat: 6.0268, lng: 80.217 },
} satisfies DestinationDetails;
