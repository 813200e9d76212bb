/**
 * Three journeys My Journeys suggests while nothing is saved: one from each of the best-known
 * countries, by itinerary id. A module of its own, so the pages that list itineraries do not carry it.
 */
import { getItinerary } from './trips';
import type { ItinerarySummary } from './types';

const POPULAR_JOURNEYS = ['golden-triangle', 'nepal-explorer', 'bhutan-essentials'] as const;

export function popularJourneys(): ItinerarySummary[] {
  return POPULAR_JOURNEYS.map((id) => {
    const it = getItinerary(id);
    if (!it) throw new Error(`Popular journey ${id} is not in the catalogue`);
    return it;
  });
}
