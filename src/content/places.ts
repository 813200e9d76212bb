/**
 * Countries and their places: the summaries and their selectors. Pages that list or show places
 * import this module (not the whole catalogue), so each page loads only the data it shows.
 */
import { paths } from '../config/paths';
import { countries, getCountry, inCountryOrder, isCountrySlug } from './countries';
import { placeRef } from './countryNames';
import { destinations as bhutan } from './destinations/bhutan';
import { destinations as india } from './destinations/india';
import { destinations as nepal } from './destinations/nepal';
import { destinations as sriLanka } from './destinations/sri-lanka';
import type { CountrySlug, DestinationSummary, PlaceRef } from './types';

export { countries, getCountry, isCountrySlug, placeRef };

export const destinations: readonly DestinationSummary[] = [...india, ...nepal, ...bhutan, ...sriLanka];

/** A country's places in the order the country lists them. */
export function destinationsOf(country: CountrySlug): DestinationSummary[] {
  const found = getCountry(country);
  return found ? inCountryOrder(found, destinations) : [];
}

export function getDestination(country: string | undefined, place: string | undefined): DestinationSummary | undefined {
  return destinations.find((d) => d.country === country && d.slug === place);
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
