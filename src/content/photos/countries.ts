/**
 * The vetted photos that stand for the four countries (their pages' heroes and cards): every page
 * naming a country loads these, so they are a module of their own, not part of each country's.
 */
import type { PhotoInfo } from './photo';

export const countryPhotos = {
  tajMahalAgra: { id: 'photo-1564507592333-c60657eea523', subject: 'Taj Mahal, Agra', alt: 'The white marble Taj Mahal in Agra above its long reflecting pool', color: '#d8cdbb' },
  kathmanduBoudhanathStupa: { id: 'photo-1650638987536-6fbcb9bc6085', subject: 'Kathmandu, Boudhanath Stupa', alt: 'The white dome and painted eyes of Boudhanath Stupa in Kathmandu', color: '#c2b8a8' },
  bhutanTigersNestParoTaktsang: { id: 'photo-1772203228933-2d0f06bc36e7', subject: "Bhutan, Tiger's Nest (Paro Taktsang)", alt: "Tiger's Nest monastery clinging to the cliff above the Paro valley", color: '#6f7f62' },
  sigiriyaLionRock: { id: 'photo-1612862862126-865765df2ded', subject: 'Sigiriya, Lion Rock', alt: 'The Lion Rock of Sigiriya rising above the forest', color: '#6f8a5b' },
} as const satisfies Record<string, PhotoInfo>;
