/**
 * Every map of the site, drawn from the catalogue at build time: a route map per itinerary, a
 * locator per place, a map per country, and an altitude profile per journey sleeping above 2,500 m. The server entry calls drawAllMaps; nothing here
 * reaches a browser.
 */
import { countries, destinationHref } from '../../content/places';
import type { FullCatalogue } from '../../content/details';
import type { Country, CountrySlug, Destination, Itinerary } from '../../content/types';
import { mapId } from '../../config/mapFiles';
import { COUNTRY_MAP_HEIGHT, MAP_WIDTH, ROUTE_MAP_HEIGHT } from '../../features/maps/frames';
import { COUNTRY_IDS, countryOutline, landsAt } from './geography';
import { drawAltitudeProfile, PROFILE_STYLE } from './profile';
import { COUNTRY_MARGINS, ROUTE_MARGINS, fitView, routeView, type View } from './project';
import { drawPlaces, drawRoute, MAP_STYLE, type PlaceMark } from './svg';

/**
 * The maps' styles, for the site stylesheet: a page inlines its map without them (inlineMapMarkup),
 * as some fifty pages would otherwise each carry the same rules, all precached; a map file keeps
 * its own, so it still draws alone.
 */
export const MAPS_STYLESHEET = MAP_STYLE + PROFILE_STYLE;

/** A drawn map as a page inlines it: without its <style>, which MAPS_STYLESHEET carries. */
export function inlineMapMarkup(svg: string): string {
  return svg.replace(/<style>[^<]*<\/style>/, '');
}

export interface DrawnMap {
  readonly id: string;
  readonly svg: string;
  readonly view: View;
}


export function routeLabel(it: Pick<Itinerary, 'stops'>): string {
  return `Route map: ${it.stops.map((s) => s.name).join(', ')}`;
}

export function drawRouteMap(it: Itinerary): DrawnMap & { readonly points: readonly (readonly [number, number])[] } {
  const view = routeView(
    it.stops.map((s) => s.coordinates),
    MAP_WIDTH,
    ROUTE_MAP_HEIGHT,
    ROUTE_MARGINS,
  );
  const home = new Set(it.stops.map((s) => COUNTRY_IDS[s.country]));
  const { svg, points } = drawRoute(view, landsAt(view.kmPerPx), home, it.stops, routeLabel(it));
  return { id: mapId.route(it.id), svg, view, points };
}

export function countryView(country: CountrySlug): View {
  return fitView(countryOutline(country), MAP_WIDTH, COUNTRY_MAP_HEIGHT[country], COUNTRY_MARGINS);
}

function marks(country: Country, destinations: readonly Destination[]): PlaceMark[] {
  return country.destinations.flatMap((slug) => {
    const d = destinations.find((x) => x.country === country.slug && x.slug === slug);
    return d ? [{ name: d.name, href: destinationHref(d), coordinates: d.coordinates }] : [];
  });
}

export function drawCountryMap(country: Country, destinations: readonly Destination[]): DrawnMap {
  const view = countryView(country.slug);
  const home = new Set([COUNTRY_IDS[country.slug]]);
  const svg = drawPlaces(view, landsAt(view.kmPerPx), home, marks(country, destinations), `Map of ${country.name}, every place a link to its page`);
  return { id: mapId.country(country.slug), svg, view };
}

export function drawPlaceMap(place: Destination, country: Country, destinations: readonly Destination[]): DrawnMap {
  const view = countryView(country.slug);
  const home = new Set([COUNTRY_IDS[country.slug]]);
  const label = `${place.name} on the map of ${country.name}, with the country's other places`;
  const svg = drawPlaces(view, landsAt(view.kmPerPx), home, marks(country, destinations), label, destinationHref(place));
  return { id: mapId.place(`${place.country}/${place.slug}`), svg, view };
}

/** Every map by id ('route/golden-triangle', 'place/india/agra', 'country/india', 'profile/everest-luxury'). */
export function drawAllMaps(full: FullCatalogue): Record<string, string> {
  const out: Record<string, string> = {};
  for (const it of full.itineraries) {
    const m = drawRouteMap(it);
    out[m.id] = m.svg;
    const profile = drawAltitudeProfile(it);
    if (profile) out[profile.id] = profile.svg;
  }
  for (const country of countries) {
    const c = drawCountryMap(country, full.destinations);
    out[c.id] = c.svg;
    for (const d of full.destinations.filter((x) => x.country === country.slug)) {
      const m = drawPlaceMap(d, country, full.destinations);
      out[m.id] = m.svg;
    }
  }
  return out;
}
