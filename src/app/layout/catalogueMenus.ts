/**
 * The menus' catalogue entries: every country with its places, every itinerary group with its
 * itineraries, and the footer's popular places. Only the parts that show them import this module
 * (the desktop dropdowns, the mobile menu panel, the footer's list), and they load after the page
 * is interactive, so the catalogue is not part of every page's start-up.
 */
import { destinationMenu, itineraryMenu, type MenuLink } from '../../content/menus';
import { destinationHref } from '../../content/places';
import { popularDestinations } from '../../content/popular';

export const catalogueMenus = {
  destinations: destinationMenu,
  itineraries: itineraryMenu,
  popular: popularDestinations.map((d): MenuLink => ({ label: d.name, href: destinationHref(d) })),
} as const;
