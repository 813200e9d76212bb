/**
 * Countries and their places: the summaries and their selectors. Pages that list or show places
 * import this module (not the whole catalogue), so each page loads only the data it shows.
 */
import { paths } from '../config/paths';
import { countries } from './countries';
import { bhutanDestinations } from './destinations/bhutan';
import { indiaDestinations } from './destinations/india';
import { nepalDestinations } from './destinations/nepal';
import { sriLankaDestinations } from './destinations/sri-lanka';
import type { Country, CountrySlug, DestinationSummary, PlaceRef } from './types';

export { countries };

export const destinations: readonly DestinationSummary[] = [
  ...indiaDestinations,
  ...nepalDestinations,
  ...bhutanDestinations,
  ...sriLankaDestinations,
];

export function isCountrySlug(value: string | undefined): value is CountrySlug {
  return countries.some((c) => c.slug === value);
}

export function getCountry(slug: string | undefined): Country | undefined {
  return countries.find((c) => c.slug === slug);
}

/** A country's places in the order the country lists them. */
export function destinationsOf(country: CountrySlug): DestinationSummary[] {
  const order = getCountry(country)?.destinations ?? [];
  return order.flatMap((slug) => {
    const found = destinations.find((d) => d.country === country && d.slug === slug);
    return found ? [found] : [];
  });
}

export function getDestination(country: string | undefined, place: string | undefined): DestinationSummary | undefined {
  return destinations.find((d) => d.country === country && d.slug === place);
}

export function placeRef(d: Pick<DestinationSummary, 'country' | 'slug'>): PlaceRef {
  return `${d.country}/${d.slug}`;
}

export function resolvePlace(ref: PlaceRef): DestinationSummary | undefined {
  const [country, place] = ref.split('/');
  return getDestination(country, place);
}

export function destinationHref(d: Pick<DestinationSummary, 'country' | 'slug'>): string {
  return paths.destination(d.country, d.slug);
}

/** How many places the destinations overview shows per country. */
export const OVERVIEW_PLACES_PER_COUNTRY = 6;
