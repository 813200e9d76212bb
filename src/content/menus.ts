/** The navigation menus' catalogue entries: every country with its places, every group with its itineraries. */
import { paths } from '../config/paths';
import { countries, destinationHref, destinationsOf } from './places';
import { itineraryGroups } from './groups';
import { itinerariesIn } from './trips';

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
