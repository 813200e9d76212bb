/** How many travellers a planned trip is for: 1 to 12, two unless chosen. */
export const MIN_TRAVELLERS = 1;
export const MAX_TRAVELLERS = 12;
export const DEFAULT_TRAVELLERS = 2;

export function isTravellers(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_TRAVELLERS && n <= MAX_TRAVELLERS;
}
