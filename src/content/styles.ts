/** The travel styles the trip finder offers, in the order it lists them. */
import type { TravelStyle } from './types';

export const TRAVEL_STYLES: readonly { readonly id: TravelStyle; readonly label: string }[] = [
  { id: 'culture', label: 'Culture' },
  { id: 'wildlife', label: 'Wildlife' },
  { id: 'trekking', label: 'Trekking' },
  { id: 'wellness', label: 'Wellness' },
  { id: 'festivals', label: 'Festivals' },
  { id: 'beaches', label: 'Beaches' },
  { id: 'rail', label: 'Rail' },
  { id: 'family', label: 'Family' },
  { id: 'honeymoon', label: 'Honeymoon' },
];

export function isTravelStyle(value: string): value is TravelStyle {
  return TRAVEL_STYLES.some((s) => s.id === value);
}
