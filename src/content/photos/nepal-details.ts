/**
 * The vetted stock photos of Nepal that only a place's own page shows (its experiences), so that a
 * list or an itinerary does not load them (see photo.ts).
 */
import type { PhotoInfo } from './photo';

export const nepalDetailPhotos = {
  patanDurbarSquare: { id: 'photo-1699204121879-f7d805d3bc41', subject: 'Patan Durbar Square', alt: 'Pagoda temples of Patan Durbar Square', color: '#9a6f53' },
  bhaktapurDurbarSquare: { id: 'photo-1663060010422-a4b846aa1037', subject: 'Bhaktapur Durbar Square', alt: 'Bhaktapur Durbar Square and its carved temples', color: '#9c735a' },
  pokhara: { id: 'photo-1610997686651-98492fd08108', subject: 'Pokhara', alt: 'Pokhara beside Phewa Lake below the Annapurna foothills', color: '#7f9aa4' },
  pokharaPhewaLake: { id: 'photo-1647679208171-85d25dcc22c2', subject: 'Pokhara, Phewa Lake', alt: 'Wooden boats on Phewa Lake, Pokhara', color: '#7a97a2' },
  chitwanWildlife: { id: 'photo-1748343217307-0955e2250dc7', subject: 'Chitwan wildlife', alt: 'Wildlife in Chitwan National Park', color: '#6e8658' },
  chitwanJungle: { id: 'photo-1751931817996-368c9ee352ee', subject: 'Chitwan jungle', alt: 'Sal forest in the Chitwan jungle', color: '#5f7a4f' },
  everestBaseCamp: { id: 'photo-1544735716-ea9ef790f501', subject: 'Everest Base Camp', alt: 'Tents at Everest Base Camp below the Khumbu peaks', color: '#a3adb8' },
} as const satisfies Record<string, PhotoInfo>;
