/**
 * The vetted stock photos of Nepal that lists and cards show (see photo.ts); those only a
 * place's own page shows are in nepal-details.ts.
 */
import type { PhotoInfo } from './photo';

export const nepalPhotos = {
  kathmanduBoudhanathStupa2: { id: 'photo-1617469170169-55626c028519', subject: 'Kathmandu, Boudhanath Stupa', alt: 'Prayer flags strung from Boudhanath Stupa, Kathmandu', color: '#bdb3a2' },
  kathmanduValleyTemples: { id: 'photo-1708407298307-7f598cde2532', subject: 'Kathmandu Valley temples', alt: 'Tiered pagoda temples in the Kathmandu Valley', color: '#9b7458' },
  pokharaPhewaLakeAndMountains: { id: 'photo-1609947016891-f86e68963800', subject: 'Pokhara, Phewa Lake and mountains', alt: 'Phewa Lake in Pokhara with Himalayan peaks beyond', color: '#7896a6' },
  chitwanNationalPark: { id: 'photo-1549888668-19281758dfbe', subject: 'Chitwan National Park', alt: 'Grassland and forest of Chitwan National Park', color: '#6b8457' },
  everestBaseCampTrek: { id: 'photo-1697746149225-63a33bcb2ea4', subject: 'Everest Base Camp trek', alt: 'Trekkers on the trail to Everest Base Camp', color: '#8c9bab' },
  mountEverest: { id: 'photo-1662958891242-707d445dc34a', subject: 'Mount Everest', alt: 'The summit pyramid of Mount Everest', color: '#9eaabb' },
  everestSouthFaceAtDawn: { id: 'photo-1716746022735-d8ed8d6ca81a', subject: "Everest south face at dawn", alt: "Everest's south face lit at dawn", color: '#a89a9a' },
  annapurnaRange: { id: 'photo-1718179634911-8551f8b0cccf', subject: 'Annapurna range', alt: 'Snow peaks of the Annapurna range', color: '#9fb0c0' },
  annapurnaBaseCamp: { id: 'photo-1642156456271-458c1d19af24', subject: 'Annapurna Base Camp', alt: 'Annapurna Base Camp in its ring of peaks', color: '#a1afbf' },
} as const satisfies Record<string, PhotoInfo>;
