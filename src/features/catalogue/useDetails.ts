/**
 * A destination or itinerary with its details. Suspends (inside the route's Suspense boundary)
 * only when the group's details are not loaded yet, i.e. on a client-side navigation.
 */
import { use } from 'react';
import { getDestination, getItinerary } from '../../content';
import { destinationDetailTables, itineraryDetailTables } from '../../content/detailsLoader';
import type { Destination, Itinerary } from '../../content/types';

export function useFullDestination(country: string | undefined, place: string | undefined): Destination | undefined {
  const summary = getDestination(country, place);
  if (!summary) return undefined;
  const table = destinationDetailTables.peek(summary.country) ?? use(destinationDetailTables.load(summary.country));
  const details = table[summary.slug];
  return details && { ...summary, ...details };
}

export function useFullItinerary(id: string | undefined): Itinerary | undefined {
  const summary = getItinerary(id);
  if (!summary) return undefined;
  const table = itineraryDetailTables.peek(summary.group) ?? use(itineraryDetailTables.load(summary.group));
  const details = table[summary.id];
  return details && { ...summary, ...details };
}
