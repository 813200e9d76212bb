/**
 * What can be saved to My Journeys, apart from the lists themselves: cards import these with the
 * page, and the storage behind the lists must not come along.
 */
import type { PlaceRef } from '../../content/types';

/** What can be saved: an itinerary by its id, or a place by its PlaceRef. */
export type SavedRef = { readonly kind: 'itinerary'; readonly id: string } | { readonly kind: 'place'; readonly id: PlaceRef };

/** Shorthands for a SavedRef. */
export const itineraryRef = (id: string): SavedRef => ({ kind: 'itinerary', id });
export const placeRefOf = (id: PlaceRef): SavedRef => ({ kind: 'place', id });
