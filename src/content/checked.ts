/**
 * Facts a traveller acts on (emergency numbers, elevations) are read from a source and dated: the
 * source as the page names its publisher, and the day it was read. Shown with the fact.
 */
import { MONTH_NAMES } from './months';

export interface FactSource {
  /** Who published it, as the page names it, or what it is when it is not an authority: 'Encyclopaedia Britannica'. */
  readonly publisher: string;
  readonly url: string;
}

/** 'November 2026' for a 'YYYY-MM-DD' checked date, as the page shows it. */
export function checkedMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}
