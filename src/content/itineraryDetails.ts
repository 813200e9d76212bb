/** Itineraries with their details by id ('golden-triangle'), for an itinerary's page (see detailsLoader). */
import { cached, withSummaries } from './detailsLoader';
import type { ItineraryDetails, ItinerarySummary } from './types';

export const itineraryDetails = cached(
  withSummaries(
    import.meta.glob<ItineraryDetails>('./details/itineraries/*/*.ts', { import: 'default' }),
    import.meta.glob<readonly ItinerarySummary[]>('./itineraries/*.ts', { import: 'itineraries' }),
    (_group, id) => id,
    (it) => it.id,
  ),
);
