/**
 * The four countries' names by slug, in menu order: what a page that only names a country needs (a
 * place's page, a card, the itinerary groups), without the countries' texts and photos
 * (countries.ts), which only the pages about countries load.
 */
import type { CountrySlug, DestinationSummary, PlaceRef } from './types';

export const countryNames = { india: 'India', nepal: 'Nepal', bhutan: 'Bhutan', 'sri-lanka': 'Sri Lanka' } as const satisfies Record<CountrySlug, string>;

/** The name of the country `slug`; undefined for an unknown slug. */
export function countryName(slug: string): string | undefined {
  return Object.hasOwn(countryNames, slug) ? countryNames[slug as CountrySlug] : undefined;
}

/** A place's reference, 'india/agra': a page that shows one place needs no other's summary for it. */
export function placeRef(d: Pick<DestinationSummary, 'country' | 'slug'>): PlaceRef {
  return `${d.country}/${d.slug}`;
}
