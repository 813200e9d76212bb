/**
 * Itineraries: the summaries and their selectors, and the booking form's itinerary choices. The
 * groups they are filed under are in groups.ts.
 */
import { isItineraryGroup, type Choice } from './groups';
import { itineraries as bhutan } from './itineraries/bhutan';
import { itineraries as india } from './itineraries/india';
import { itineraries as multiCountry } from './itineraries/multi-country';
import { itineraries as nepal } from './itineraries/nepal';
import { itineraries as sriLanka } from './itineraries/sri-lanka';
import type { ItineraryGroup, ItinerarySummary } from './types';

export const itineraries: readonly ItinerarySummary[] = [...india, ...nepal, ...bhutan, ...sriLanka, ...multiCountry];

export function getItinerary(id: string | undefined): ItinerarySummary | undefined {
  return itineraries.find((it) => it.id === id);
}

export function itinerariesIn(group?: ItineraryGroup): ItinerarySummary[] {
  return group ? itineraries.filter((it) => it.group === group) : [...itineraries];
}

/** Number of days an itinerary's duration text promises ('10 Days / 9 Nights' -> 10). */
export function durationDays(duration: string): number {
  const match = /^(\d+)\s+Days?\b/i.exec(duration);
  return match ? Number(match[1]) : NaN;
}

export { routeText } from './routeText';

/** Number of highlights an itinerary card shows. */
export const CARD_HIGHLIGHTS = 3;

// ---------------------------------------------------------------- booking choices

/** Itinerary choices for a booking destination; empty until one is chosen. */
export function bookingItineraryChoices(destination: string | undefined): Choice[] {
  if (!isItineraryGroup(destination)) return [];
  return itinerariesIn(destination).map((it) => ({ value: it.id, label: it.title }));
}
