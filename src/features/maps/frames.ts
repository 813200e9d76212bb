/**
 * Map ids, sizes and file URLs: shared by the build-time drawing (draw/) and the page component,
 * which reserves each map's box before its markup is there. Nothing else: this ships to browsers.
 */
import type { CountrySlug, PlaceRef } from '../../content/types';

/** Every map is drawn this many units wide (its viewBox), so text has one size on every map. */
export const MAP_WIDTH = 480;
export const ROUTE_MAP_HEIGHT = 400;

/** Country and locator maps: each country's frame fits its shape. */
export const COUNTRY_MAP_HEIGHT: Readonly<Record<CountrySlug, number>> = {
  india: 520,
  nepal: 300,
  bhutan: 300,
  'sri-lanka': 560,
};

export const mapId = {
  route: (itinerary: string) => `route/${itinerary}`,
  place: (ref: PlaceRef) => `place/${ref}`,
  country: (country: CountrySlug) => `country/${country}`,
};

export function mapSize(id: string): { width: number; height: number } {
  const [kind, country] = id.split('/');
  if (kind === 'route') return { width: MAP_WIDTH, height: ROUTE_MAP_HEIGHT };
  return { width: MAP_WIDTH, height: COUNTRY_MAP_HEIGHT[country as CountrySlug] ?? ROUTE_MAP_HEIGHT };
}

/** Where the build writes a map (dist/maps/{id}.svg), precached by the service worker. */
export function mapUrl(id: string): string {
  return `/maps/${id}.svg`;
}
