/**
 * What the navigation bar, the mobile menu and the footer link to by name: routes from the route
 * table. The catalogue's entries (places, itineraries) are in catalogueMenus.ts, which loads with
 * the parts that show them, not with the app.
 */
import { paths } from '../../config/paths';
import type { MenuLink } from '../../content';
import { routeById, type RouteId } from '../routes';

function linkTo(id: RouteId): MenuLink {
  const route = routeById(id);
  return { label: route.navLabel ?? id, href: route.pattern };
}

export const navigation = {
  whyUs: linkTo('why-us'),
  /** The traveller's shortlist and dated trips, kept on the device. */
  myJourneys: linkTo('my-journeys'),
  /** The 'More' dropdown. */
  more: (['home', 'gallery', 'booking', 'payment', 'contact', 'today', 'help'] as const).map(linkTo),
  cta: { label: 'Meet with an Expert', href: paths.contact() },
  /** Footer Quick Links. */
  quickLinks: (['home', 'destinations', 'itineraries', 'why-us', 'gallery', 'booking', 'contact', 'my-journeys', 'today', 'help'] as const).map(linkTo),
} as const;
