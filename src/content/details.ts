/**
 * The catalogue with its whole detail layer (long prose, experiences, map points, day-by-day
 * plans), for the pre-renderer's precache list and the catalogue tests. Pages load one place's or
 * one itinerary's details through detailsLoader instead.
 */
import { itineraryDetails } from './itineraryDetails';
import { destinationDetails } from './placeDetails';
import { countries, destinations, galleryPhotos, heroSlides, itineraries, placeRef } from './index';
import type { PhotoInfo } from './photos/photo';
import type { Destination, DestinationDetails, Itinerary, ItineraryDetails } from './types';

export interface FullCatalogue {
  /** Details of every place, by PlaceRef ('india/agra'). */
  readonly destinationDetails: Readonly<Record<string, DestinationDetails>>;
  /** Details of every itinerary, by id. */
  readonly itineraryDetails: Readonly<Record<string, ItineraryDetails>>;
  readonly destinations: readonly Destination[];
  readonly itineraries: readonly Itinerary[];
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Catalogue: no details for ${what}`);
  return value;
}

/** Every summary joined with its details; throws if a summary has none. */
export async function loadFullCatalogue(): Promise<FullCatalogue> {
  const [places, trips] = await Promise.all([destinationDetails.loadAll(), itineraryDetails.loadAll()]);
  return {
    destinationDetails: places,
    itineraryDetails: trips,
    destinations: destinations.map((d) => ({ ...d, ...required(places[placeRef(d)], placeRef(d)) })),
    itineraries: itineraries.map((it) => ({ ...it, ...required(trips[it.id], it.id) })),
  };
}

/** Every photo the catalogue shows, for the offline precache (card size). */
export function cataloguePhotos(full: FullCatalogue): PhotoInfo[] {
  const shown = new Set<PhotoInfo>();
  for (const s of heroSlides) shown.add(s.image);
  for (const c of countries) shown.add(c.image);
  for (const d of full.destinations) {
    shown.add(d.image);
    for (const e of d.experiences) shown.add(e.image);
  }
  for (const it of full.itineraries) shown.add(it.image);
  for (const p of galleryPhotos) shown.add(p.image);
  return [...shown];
}
