/**
 * Map sizes: shared by the build-time drawing (src/build-time/maps/) and the page component, which
 * reserves each map's box before its markup is there. Nothing else: this ships to browsers. A
 * map's id and file URL are in src/config/precache.ts.
 */
import type { CountrySlug } from '../../content/types';

/** Every map is drawn this many units wide (its viewBox), so text has one size on every map. */
export const MAP_WIDTH = 480;
export const ROUTE_MAP_HEIGHT = 400;
/** A high journey's altitude profile (src/build-time/maps/profile.ts). */
export const PROFILE_HEIGHT = 240;

/** Country and locator maps: each country's frame fits its shape. */
export const COUNTRY_MAP_HEIGHT: Readonly<Record<CountrySlug, number>> = {
  india: 520,
  nepal: 300,
  bhutan: 300,
  'sri-lanka': 560,
};

export function mapSize(id: string): { width: number; height: number } {
  const [kind, country] = id.split('/');
  if (kind === 'route') return { width: MAP_WIDTH, height: ROUTE_MAP_HEIGHT };
  if (kind === 'profile') return { width: MAP_WIDTH, height: PROFILE_HEIGHT };
  return { width: MAP_WIDTH, height: COUNTRY_MAP_HEIGHT[country as CountrySlug] ?? ROUTE_MAP_HEIGHT };
}
