import type { DestinationSummary } from '../types';
import { countryPhotos } from '../photos/countries';
import { sriLankaPhotos } from '../photos/sri-lanka';

export const destinations: readonly DestinationSummary[] = [
  {
    country: 'sri-lanka',
    slug: 'colombo',
    region: 'sri-lanka-south-west',
    name: 'Colombo',
    tagline: 'A breezy seafront capital of temples, bazaars and Bawa',
    image: sriLankaPhotos.colombo,
    description: "Sri Lanka's commercial capital opens onto the Indian Ocean at Galle Face Green, where families fly kites and snack on prawn vadai at sunset. Explore the bazaar lanes of Pettah and the striped Red Mosque, then the gilded treasures of Gangaramaya Temple beside Beira Lake.",
  },
  {
    country: 'sri-lanka',
    slug: 'kandy',
    region: 'sri-lanka-hill-country',
    name: 'Kandy',
    tagline: 'The last royal capital, guardian of the Sacred Tooth',
    image: sriLankaPhotos.kandyTempleOfTheTooth,
    description: "The hill capital of Sri Lanka's last kings curls around a tranquil lake, watched over by the Temple of the Sacred Tooth Relic, the island's most revered Buddhist shrine. Hear the drums of the evening puja, then wander the orchid house and palm avenues of the Royal Botanic Gardens at Peradeniya.",
  },
  {
    country: 'sri-lanka',
    slug: 'sigiriya',
    region: 'sri-lanka-cultural-triangle',
    name: 'Sigiriya',
    tagline: "A king's fortress on a rock above the forest",
    image: countryPhotos.sigiriyaLionRock,
    description: "Rising sheer from the dry-zone forest, the Lion Rock was King Kashyapa's fifth-century citadel. Climb past the painted maidens of the western face and the great lion's paws to the palace ruins on the summit, then look out over the water gardens and reservoirs of the Cultural Triangle.",
  },
  {
    country: 'sri-lanka',
    slug: 'galle',
    region: 'sri-lanka-south-west',
    name: 'Galle',
    tagline: 'A Dutch fort town on the edge of the Indian Ocean',
    image: sriLankaPhotos.galleFort,
    description: "Within the seventeenth-century ramparts of Galle Fort, Dutch churches, merchants' villas and a whitewashed lighthouse crowd a headland above the Indian Ocean. Walk the bastions at sunset, browse the boutiques of Pedlar Street and Church Street, and sense centuries of maritime trade in every lane.",
  },
  {
    country: 'sri-lanka',
    slug: 'yala',
    region: 'sri-lanka-east-coast',
    name: 'Yala National Park',
    tagline: 'Leopard country where the forest meets the sea',
    image: sriLankaPhotos.leopardOnSafari,
    description: "In Sri Lanka's dry south-east, Yala's scrub jungle, rocky outcrops and lagoons run down to a wild Indian Ocean shore. It is renowned for its leopards, often seen draped over sun-warmed rocks, and shares its plains with elephants, sloth bears, mugger crocodiles and a dazzling cast of birds.",
  },
];
