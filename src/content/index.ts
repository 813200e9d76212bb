/**
 * The catalogue's selectors: the one module every screen, menu, booking choice, the gallery, the
 * sitemap and the precache list read. Data lives in the sibling modules; nothing outside
 * src/content lists a country, place, itinerary or photo by hand.
 */
import { paths } from '../config/paths';
import { countries } from './countries';
import { bhutanDestinations } from './destinations/bhutan';
import { indiaDestinations } from './destinations/india';
import { nepalDestinations } from './destinations/nepal';
import { sriLankaDestinations } from './destinations/sri-lanka';
import { galleryPhotos } from './gallery';
import { heroSlides, popularDestinations as popularRefs } from './home';
import { bhutanItineraries } from './itineraries/bhutan';
import { indiaItineraries } from './itineraries/india';
import { multiCountryItineraries } from './itineraries/multi-country';
import { nepalItineraries } from './itineraries/nepal';
import { sriLankaItineraries } from './itineraries/sri-lanka';
import type {
  Country,
  CountrySlug,
  DestinationSummary,
  GalleryPhoto,
  ItineraryGroup,
  ItinerarySummary,
  PlaceRef,
} from './types';

export type * from './types';
export { photos, photoInfo, type PhotoKey, type PhotoInfo } from './photos';
export { whyChoose, homeTestimonials } from './home';
export { stats, features, whyUsTestimonials, processSteps } from './why-us';
export { countries, galleryPhotos, heroSlides };

// ---------------------------------------------------------------- countries and destinations

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

/** A country's places in the order the country lists them (SPEC §2). */
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

/** How many places the destinations overview shows per country (SPEC §9). */
export const OVERVIEW_PLACES_PER_COUNTRY = 6;

/** The Popular Destinations of the home page, resolved. */
export const popularDestinations: readonly DestinationSummary[] = popularRefs.map((ref) => {
  const d = resolvePlace(ref);
  if (!d) throw new Error(`Popular destination ${ref} is not in the catalogue`);
  return d;
});

// ---------------------------------------------------------------- itineraries

export interface GroupInfo {
  readonly slug: ItineraryGroup;
  /** Display name: 'Sri Lanka', 'Multi-Country'. */
  readonly name: string;
}

/** Itinerary groups in menu and filter order: the four countries, then multi-country. */
export const itineraryGroups: readonly GroupInfo[] = [
  ...countries.map((c) => ({ slug: c.slug, name: c.name })),
  { slug: 'multi-country', name: 'Multi-Country' },
];

export function isItineraryGroup(value: string | undefined): value is ItineraryGroup {
  return itineraryGroups.some((g) => g.slug === value);
}

export function groupName(group: ItineraryGroup): string {
  return itineraryGroups.find((g) => g.slug === group)?.name ?? group;
}

export const itineraries: readonly ItinerarySummary[] = [
  ...indiaItineraries,
  ...nepalItineraries,
  ...bhutanItineraries,
  ...sriLankaItineraries,
  ...multiCountryItineraries,
];

export function getItinerary(id: string | undefined): ItinerarySummary | undefined {
  return itineraries.find((it) => it.id === id);
}

export function itinerariesIn(group?: ItineraryGroup): ItinerarySummary[] {
  return group ? itineraries.filter((it) => it.group === group) : [...itineraries];
}

/** Number of days an itinerary's duration text promises ('10 Days / 9 Nights' -> 10). */
export function durationDays(duration: string): number {
  const match = /^(\d+)\s+Days?\b/i.exec(duration);
  return match ? Number(match[1]) : NaN;
}

/** Number of highlights an itinerary card shows (SPEC §9). */
export const CARD_HIGHLIGHTS = 3;

// ---------------------------------------------------------------- menus

export interface MenuLink {
  readonly label: string;
  readonly href: string;
}

export interface MenuGroup {
  readonly label: string;
  readonly href: string;
  readonly links: readonly MenuLink[];
}

/** Destinations menu: every country with all of its places. */
export const destinationMenu: readonly MenuGroup[] = countries.map((c) => ({
  label: c.name,
  href: paths.country(c.slug),
  links: destinationsOf(c.slug).map((d) => ({ label: d.name, href: destinationHref(d) })),
}));

/** Itineraries menu: every group with all of its itineraries. */
export const itineraryMenu: readonly MenuGroup[] = itineraryGroups.map((g) => ({
  label: g.name,
  href: paths.itineraries(g.slug),
  links: itinerariesIn(g.slug).map((it) => ({ label: it.title, href: paths.itinerary(it.id) })),
}));

// ---------------------------------------------------------------- booking choices (SPEC §9)

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Booking destination values: the itinerary groups, shown with display names. */
export const bookingDestinationChoices: readonly Choice[] = itineraryGroups.map((g) => ({
  value: g.slug,
  label: g.name,
}));

/** Itinerary choices for a booking destination; empty until one is chosen. */
export function bookingItineraryChoices(destination: string | undefined): Choice[] {
  if (!isItineraryGroup(destination)) return [];
  return itinerariesIn(destination).map((it) => ({ value: it.id, label: it.title }));
}

// ---------------------------------------------------------------- gallery

export type GalleryFilter = 'all' | CountrySlug | 'culture' | 'nature' | 'architecture';

export const galleryFilters: readonly { value: GalleryFilter; label: string }[] = [
  { value: 'all', label: 'All Photos' },
  ...countries.map((c) => ({ value: c.slug, label: c.name })),
  { value: 'culture', label: 'Culture' },
  { value: 'nature', label: 'Nature' },
  { value: 'architecture', label: 'Architecture' },
];

/** A filter matches a photo's category or any of its tags (SPEC §2). */
export function filterGallery(filter: GalleryFilter, photos: readonly GalleryPhoto[] = galleryPhotos): GalleryPhoto[] {
  if (filter === 'all') return [...photos];
  return photos.filter((p) => p.category === filter || p.tags.includes(filter));
}
