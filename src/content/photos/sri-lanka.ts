/**
 * The vetted stock photos of Sri Lanka that lists and cards show (see photo.ts); those only a
 * place's own page shows are in sri-lanka-details.ts.
 */
import type { PhotoInfo } from './photo';

export const sriLankaPhotos = {
  kandyTempleOfTheTooth: { id: 'photo-1665849050332-8d5d7e59afb6', subject: 'Kandy, Temple of the Tooth', alt: 'The Temple of the Sacred Tooth Relic in Kandy', color: '#b7a58a' },
  galleFort: { id: 'photo-1704797390682-76479a29dc9a', subject: 'Galle Fort', alt: 'The ramparts and lighthouse of Galle Fort', color: '#8ea3ad' },
  colombo: { id: 'photo-1561426802-392f5b6290cf', subject: 'Colombo', alt: 'The Colombo skyline on the coast', color: '#8497a6' },
  leopardOnSafari: { id: 'photo-1666963341825-c93a87892e55', subject: 'Leopard on safari', alt: 'A leopard resting during a safari', color: '#9f8458' },
  ellaNineArchBridgeWithTrain: { id: 'photo-1559372122-1a97b2d22c22', subject: 'Ella, Nine Arch Bridge with train', alt: 'A blue train crossing the Nine Arch Bridge at Ella', color: '#5f8459' },
  sriLankaTeaPlantation: { id: 'photo-1585171328560-947fbd92d6f0', subject: 'Sri Lanka tea plantation', alt: 'A Sri Lankan tea plantation on a hillside', color: '#679459' },
} as const satisfies Record<string, PhotoInfo>;
