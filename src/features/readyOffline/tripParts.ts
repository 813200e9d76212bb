/**
 * What a planned trip needs offline, as the files the service worker precaches (config/precache.ts
 * says which, and how each is found): its itinerary's page and its places' pages (which carry their
 * maps: the route, the altitude profile of a journey sleeping high, each place's locator), the GPX
 * route, Help and
 * the essentials for each country it crosses, and the photos those pages show, at the sizes they
 * ask for as far as those are precached (pagePhotos.ts). The pages' photos: the itinerary page's
 * hero (pages/itinerary/ItineraryPage.tsx); each place page's hero and its experiences' cards
 * (pages/destination/DestinationPage.tsx, Experiences.tsx); Help and the essentials show none.
 * Pure: the screen looks each part up in Cache Storage.
 */
import { routeGpxUrl } from '../../config/mapFiles';
import { paths } from '../../config/paths';
import { pageFileUrl } from '../../config/precache';
import type { CountrySlug, DestinationSummary, Experience, Itinerary, PlaceRef } from '../../content/types';
import type { PhotoShown } from './pagePhotos';

export interface OfflinePart {
  /** What a traveller calls it: 'Agra: its page'. */
  readonly label: string;
  /** The file's URL (a page's precached file, the GPX route, a photo on the image origin). */
  readonly url: string;
}

/** A place as its page shows it: with its experiences once its details are loaded. */
export type TripPlace = Pick<DestinationSummary, 'name' | 'image'> & { readonly experiences?: readonly Pick<Experience, 'title' | 'image'>[] };

export interface TripPartsCatalogue {
  place(ref: PlaceRef): TripPlace | undefined;
  countryName(country: CountrySlug): string;
  /** The precached URLs of a photo shown as `shown` (pagePhotos.ts's precachedPhotoUrls). */
  photo(id: string, shown: PhotoShown): readonly string[];
}

export function tripParts(it: Pick<Itinerary, 'id' | 'title' | 'image' | 'places' | 'stops'>, catalogue: TripPartsCatalogue): OfflinePart[] {
  const places = it.places.flatMap((ref) => {
    const place = catalogue.place(ref);
    return place ? [{ ref, place }] : [];
  });
  const countries = [...new Set(it.stops.map((s) => s.country))];
  const photo = (label: string, id: string, shown: PhotoShown): OfflinePart[] => catalogue.photo(id, shown).map((url) => ({ label, url }));
  const parts: OfflinePart[] = [
    { label: `${it.title}: the day-by-day page`, url: pageFileUrl(paths.itinerary(it.id)) },
    ...places.map(({ ref, place }) => ({ label: `${place.name}: its page`, url: pageFileUrl(paths.destination(ref.split('/')[0]!, ref.split('/')[1]!)) })),
    ...countries.map((c) => ({ label: `Help in ${catalogue.countryName(c)}: emergency numbers`, url: pageFileUrl(paths.help(c)) })),
    ...countries.map((c) => ({ label: `${catalogue.countryName(c)} essentials: money, plugs, phrases`, url: pageFileUrl(paths.essentials(c)) })),
    { label: `${it.title}: the route for navigation apps (GPX)`, url: routeGpxUrl(it.id) },
    ...photo(`${it.title}: its photo`, it.image.id, 'hero'),
    ...places.flatMap(({ place }) => [
      ...photo(`${place.name}: its photo`, place.image.id, 'hero'),
      ...(place.experiences ?? []).flatMap((e) => photo(`${place.name}: the photo of ${e.title}`, e.image.id, 'card')),
    ]),
  ];
  // Once each (two places may share a photo; a photo is the same file as a hero and on a card).
  return parts.filter((p, i) => parts.findIndex((q) => q.url === p.url) === i);
}
