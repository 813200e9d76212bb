/**
 * The catalogue's detail layer: long prose, experiences, map points and day-by-day plans. Only the
 * pages that show them import this module, so they load with those pages, not with the app.
 */
import { bhutanDestinationDetails } from './destinations/bhutan.details';
import { indiaDestinationDetails } from './destinations/india.details';
import { nepalDestinationDetails } from './destinations/nepal.details';
import { sriLankaDestinationDetails } from './destinations/sri-lanka.details';
import { bhutanItineraryDetails } from './itineraries/bhutan.details';
import { indiaItineraryDetails } from './itineraries/india.details';
import { multiCountryItineraryDetails } from './itineraries/multi-country.details';
import { nepalItineraryDetails } from './itineraries/nepal.details';
import { sriLankaItineraryDetails } from './itineraries/sri-lanka.details';
import { countries, destinations, galleryPhotos, heroSlides, itineraries, placeRef } from './index';
import type { PhotoKey } from './photos';
import type { Destination, DestinationDetails, Itinerary, ItineraryDetails, PlaceRef } from './types';

/** Details of every place, by '{country}/{place}'. */
export const destinationDetails: Readonly<Record<string, DestinationDetails>> = Object.fromEntries(
  (
    [
      ['india', indiaDestinationDetails],
      ['nepal', nepalDestinationDetails],
      ['bhutan', bhutanDestinationDetails],
      ['sri-lanka', sriLankaDestinationDetails],
    ] as const
  ).flatMap(([country, details]) => Object.entries(details).map(([slug, d]) => [`${country}/${slug}`, d])),
);

/** Details of every itinerary, by id. */
export const itineraryDetails: Readonly<Record<string, ItineraryDetails>> = {
  ...indiaItineraryDetails,
  ...nepalItineraryDetails,
  ...bhutanItineraryDetails,
  ...sriLankaItineraryDetails,
  ...multiCountryItineraryDetails,
};

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Catalogue: no details for ${what}`);
  return value;
}

export const fullDestinations: readonly Destination[] = destinations.map((d) => ({
  ...d,
  ...required(destinationDetails[placeRef(d)], placeRef(d)),
}));

export const fullItineraries: readonly Itinerary[] = itineraries.map((it) => ({
  ...it,
  ...required(itineraryDetails[it.id], it.id),
}));

export function getFullDestination(country: string | undefined, place: string | undefined): Destination | undefined {
  return fullDestinations.find((d) => d.country === country && d.slug === place);
}

export function getFullItinerary(id: string | undefined): Itinerary | undefined {
  return fullItineraries.find((it) => it.id === id);
}

/** Itineraries that visit a place, for its country page and related links. */
export function itinerariesVisiting(ref: PlaceRef): Itinerary[] {
  return fullItineraries.filter((it) => it.places.includes(ref));
}

/** Every photo the catalogue shows, for the offline precache (card size). */
export function cataloguePhotoKeys(): PhotoKey[] {
  const keys = new Set<PhotoKey>();
  for (const s of heroSlides) keys.add(s.image);
  for (const c of countries) keys.add(c.image);
  for (const d of fullDestinations) {
    keys.add(d.image);
    for (const e of d.experiences) keys.add(e.image);
  }
  for (const it of itineraries) keys.add(it.image);
  for (const p of galleryPhotos) keys.add(p.image);
  return [...keys];
}
