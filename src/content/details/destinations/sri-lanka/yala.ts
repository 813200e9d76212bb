import type { DestinationDetails } from '../../../types';
import { sriLankaPhotos } from '../../../photos/sri-lanka';
import { sriLankaDetailPhotos } from '../../../photos/sri-lanka-details';

export default {
  story: "Game drives in Block 1 set out at first light and again in the afternoon, past waterholes where painted storks and water buffalo share the shallows. The ancient rock monastery of Sithulpawwa lies beside the park, the pilgrim town of Kataragama a short drive north, and the lagoons of Bundala, Sri Lanka's first Ramsar wetland, a little to the west. We stay at Wild Coast Tented Lodge, whose cocoon-shaped suites stand between the jungle and the beach, or at Chena Huts nearby. February to July is the prime season; Block 1 usually closes for several weeks from September.",
  highlights: [
    'Leopard tracking on morning and afternoon game drives',
    'Sloth bears feasting on palu fruit in June',
    'Elephants at the waterholes',
    'Painted storks, peafowl and bee-eaters',
    'The ancient rock monastery of Sithulpawwa',
    'Evening puja at Kataragama',
    'Flamingos on the lagoons of Bundala in winter',
  ],
  bestTime: 'February to July',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Dawn game drive in Block 1',
      description: 'Enter the park as the gates open at six, with a naturalist scanning the rocks and roadside scrub for leopard and sloth bear. Return to the lodge for a late breakfast and a slow afternoon by the pool.',
      duration: 'Half day',
      image: sriLankaPhotos.leopardOnSafari,
    },
    {
      title: 'Full-day safari to the coast',
      description: 'Range deeper into Block 1 to the lagoons and the shore at Patanangala, where lunch is taken looking out to sea. The long hours give the best chance of finding a leopard resting through the heat of the day.',
      duration: 'Full day',
      image: sriLankaDetailPhotos.yalaNationalPark,
    },
    {
      title: 'Birding at Bundala',
      description: 'Drive the lagoon edges of Bundala National Park with a birder, watching for spot-billed pelicans, spoonbills, waders and, in winter, greater flamingos. Mugger crocodiles bask on the banks, and elephants sometimes wander down to drink.',
      duration: 'Half day',
      image: sriLankaDetailPhotos.yalaNationalPark,
    },
  ],
  coordinates: { lat: 6.3725, lng: 81.5169 },
} satisfies DestinationDetails;
