/**
 * What a planned trip needs offline, as the files the service worker precaches (config/precache.ts
 * says which, and how each is found): its itinerary's page, its places' pages, its maps (the route,
 * the altitude profile of a journey sleeping high, each place's locator, the GPX route), Help and
 * the essentials for each country it crosses, and its photos at card size, the size precached (the worker answers any other size of
 * a photo with it when offline). Pure: the screen looks each part up in Cache Storage.
 */
import { mapId, mapUrl, routeGpxUrl } from '../../../config/mapFiles';
import { paths } from '../../../config/paths';
import { pageFileUrl } from '../../../config/precache';
import { sleepsHigh } from '../../../content/elevations';
import type { CountrySlug, DestinationSummary, Itinerary, PlaceRef } from '../../../content/types';

export interface OfflinePart {
  /** What a traveller calls it: 'Agra: its page'. */
  readonly label: string;
  /** The file's URL (a page's precached file, a map, a photo on the image origin). */
  readonly url: string;
}

export interface TripPartsCatalogue {
  place(ref: PlaceRef): DestinationSummary | undefined;
  countryName(country: CountrySlug): string;
  /** A photo's card-size URL (the size precached). */
  cardPhoto(id: string): string;
}

export function tripParts(it: Pick<Itinerary, 'id' | 'title' | 'image' | 'places' | 'stops'>, catalogue: TripPartsCatalogue): OfflinePart[] {
  const places = it.places.flatMap((ref) => {
    const place = catalogue.place(ref);
    return place ? [{ ref, place }] : [];
  });
  const countries = [...new Set(it.stops.map((s) => s.country))];
  const parts: OfflinePart[] = [
    { label: `${it.title}: the day-by-day page`, url: pageFileUrl(paths.itinerary(it.id)) },
    ...places.map(({ ref, place }) => ({ label: `${place.name}: its page`, url: pageFileUrl(paths.destination(ref.split('/')[0]!, ref.split('/')[1]!)) })),
    { label: `${it.title}: the route map`, url: mapUrl(mapId.route(it.id)) },
    ...(sleepsHigh(it.stops) ? [{ label: `${it.title}: the altitude profile`, url: mapUrl(mapId.profile(it.id)) }] : []),
    ...places.map(({ ref, place }) => ({ label: `${place.name}: its map`, url: mapUrl(mapId.place(ref)) })),
    ...countries.map((c) => ({ label: `Help in ${catalogue.countryName(c)}: emergency numbers`, url: pageFileUrl(paths.help(c)) })),
    ...countries.map((c) => ({ label: `${catalogue.countryName(c)} essentials: money, plugs, phrases`, url: pageFileUrl(paths.essentials(c)) })),
    { label: `${it.title}: the route for navigation apps (GPX)`, url: routeGpxUrl(it.id) },
    { label: `${it.title}: its photo`, url: catalogue.cardPhoto(it.image.id) },
    ...places.map(({ place }) => ({ label: `${place.name}: its photo`, url: catalogue.cardPhoto(place.image.id) })),
  ];
  // Once each (two places may share a photo).
  return parts.filter((p, i) => parts.findIndex((q) => q.url === p.url) === i);
}
