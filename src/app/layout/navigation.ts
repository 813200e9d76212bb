/**
 * What the navigation bar, the mobile menu and the footer link to: named routes from the route
 * table, place and itinerary entries from the catalogue.
 */
import { paths } from '../../config/paths';
import { destinationMenu, itineraryMenu, popularDestinations, destinationHref, type MenuLink } from '../../content';
import { routeById } from '../routes';

function linkTo(id: string): MenuLink {
  const route = routeById(id);
  return { label: route.navLabel ?? id, href: route.pattern };
}

export const navigation = {
  destinations: destinationMenu,
  itineraries: itineraryMenu,
  whyUs: linkTo('why-us'),
  /** The 'More' dropdown (SPEC §2). */
  more: ['home', 'gallery', 'booking', 'payment', 'contact'].map(linkTo),
  cta: { label: 'Meet with an Expert', href: paths.contact() },
  /** Footer Quick Links. */
  quickLinks: ['home', 'destinations', 'itineraries', 'why-us', 'gallery', 'booking', 'contact'].map(linkTo),
  popular: popularDestinations.map((d) => ({ label: d.name, href: destinationHref(d) })),
} as const;
