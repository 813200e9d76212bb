import type { DestinationDetails } from '../../../types';
import { sriLankaPhotos } from '../../../photos/sri-lanka';
import { sriLankaDetailPhotos } from '../../../photos/sri-lanka-details';

export default {
  story: "In the old Fort district, the restored Dutch Hospital now holds restaurants and shops, Ministry of Crab among them, while the leafy avenues of Cinnamon Gardens lead to Independence Memorial Hall and the National Museum, keeper of the throne of the Kandyan kings. Geoffrey Bawa's townhouse, Number 11, reveals the architect who shaped modern Sri Lankan building. We favour Shangri-La Colombo or the Galle Face Hotel, both on the seafront, for a night or two at the start or end of a journey. The west coast is at its driest and sunniest from December to March.",
  highlights: [
    'Sunset on Galle Face Green',
    'Gangaramaya Temple and the Seema Malakaya on Beira Lake',
    'The red-and-white Jami Ul-Alfar Mosque in Pettah',
    'The bazaar lanes of Pettah',
    "Geoffrey Bawa's townhouse, Number 11",
    'The National Museum of Colombo',
    'Dinner at the Dutch Hospital in the Fort',
  ],
  bestTime: 'December to March',
  duration: '1-2 days',
  experiences: [
    {
      title: 'Old Colombo by tuk-tuk',
      description: 'Weave through the Fort and the crowded lanes of Pettah by tuk-tuk, stopping at the Jami Ul-Alfar Mosque, the spice and textile stalls and the old Dutch Hospital. A guide who grew up in the city brings each street and its many communities to life.',
      duration: 'Half day',
      image: sriLankaDetailPhotos.colombo2,
    },
    {
      title: "Geoffrey Bawa's Colombo",
      description: "Tour Number 11, the townhouse Bawa fashioned from a row of small bungalows, then take coffee at the Gallery Cafe in his former office. Finish at the Seema Malakaya, his serene temple pavilion floating on Beira Lake.",
      duration: 'Half day',
      image: sriLankaPhotos.colombo,
    },
    {
      title: 'Sunset on Galle Face Green',
      description: 'Stroll the seafront promenade as the sun drops into the Indian Ocean and the food stalls fire up their griddles for isso vadai and kottu. End with a drink on the verandah of the Galle Face Hotel, which has looked over the green since 1864.',
      duration: '2 hours',
      image: sriLankaPhotos.colombo,
    },
  ],
  coordinates: { lat: 6.9271, lng: 79.8612 },
} satisfies DestinationDetails;
