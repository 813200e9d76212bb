/**
 * The route table: every route of the site with its page and the data the page loads before it
 * renders. The router, the menus, the prerenderer and the sitemap all read it. Each route's head,
 * structured data and pre-rendered parameter values are in routeMeta.ts: they read the catalogue,
 * so they load apart from the app (at build time, and in the browser with the first navigation).
 */
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { config } from '../config/env';
import { whyUsSlug } from '../config/paths';
import { pageTitle, type PageHead } from '../lib/head';
import { lazyComponent, type LazyComponent } from '../lib/load';
import type { PageProps } from '../lib/pageProps';

/** Every screen's module (src/pages/{folder}/{Name}Page.tsx), each a chunk loaded with its route. */
const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>('../pages/*/*Page.tsx');

interface Page {
  readonly component: LazyComponent<PageProps>;
  /** Its source file, which the prerenderer lists for the browser to fetch with the app. */
  readonly module: string;
}

/** The page in src/pages/{name}.tsx ('home/HomePage'). */
function page(name: string): Page {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`routes: no page module src/pages/${name}.tsx`);
  return { component: lazyComponent(load), module: `src/pages/${name}.tsx` };
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteDef {
  /** Stable name, used by tests, the sitemap and routeMeta. */
  readonly id: string;
  /** wouter path pattern. */
  readonly pattern: string;
  /** Label in the navigation menus, for routes that appear there by name. */
  readonly navLabel?: string;
  readonly page: Page;
  /**
   * Data the page reads besides what its chunk imports (a place or an itinerary with its details
   * and its own country's or group's summaries, a country's places), loaded with the page before
   * the first render; `modules` are its source files, which the prerenderer lists for the browser
   * to fetch with the app (data-preload). Its loader is imported when asked for: it comes with the
   * pages that read the data (their chunks import it), not with the route table, so no other
   * page's first load carries it.
   */
  readonly data?: (params: Params) => Promise<{ load: () => Promise<unknown>; modules: readonly string[] } | undefined>;
}

const routeTable = [
  { id: 'home', navLabel: 'Home', pattern: '/', page: page('home/HomePage') },
  { id: 'destinations', navLabel: 'Destinations', pattern: '/destinations', page: page('destinations/DestinationsPage') },
  {
    id: 'country',
    pattern: '/destinations/:country',
    page: page('country/CountryPage'),
    data: async ({ country }: Params) => (country ? (await import('../content/countryPlaces')).countryPlaces.ref(country) : undefined),
  },
  {
    id: 'destination',
    pattern: '/destinations/:country/:place',
    page: page('destination/DestinationPage'),
    data: async ({ country, place }: Params) => (await import('../content/placeDetails')).destinationDetails.ref(`${country}/${place}`),
  },
  {
    id: 'essentials',
    pattern: '/essentials/:country',
    page: page('essentials/EssentialsPage'),
    data: async ({ country }: Params) => (country ? (await import('../content/essentials')).countryEssentials.ref(country) : undefined),
  },
  { id: 'itineraries', navLabel: 'Itineraries', pattern: '/itineraries', page: page('itineraries/ItinerariesPage') },
  { id: 'itinerary-group', pattern: '/itineraries/:group', page: page('itineraries/ItinerariesPage') },
  {
    id: 'itinerary',
    pattern: '/itinerary/:id',
    page: page('itinerary/ItineraryPage'),
    data: async ({ id }: Params) => (id ? (await import('../content/itineraryDetails')).itineraryDetails.ref(id) : undefined),
  },
  { id: 'why-us', navLabel: 'Why Rasa Journeys', pattern: `/${whyUsSlug}`, page: page('why-us/WhyUsPage') },
  { id: 'gallery', navLabel: 'Gallery', pattern: '/gallery', page: page('gallery/GalleryPage') },
  { id: 'booking', navLabel: 'Booking', pattern: '/booking', page: page('booking/BookingPage') },
  { id: 'payment', navLabel: 'Payment', pattern: '/payment', page: page('payment/PaymentPage') },
  { id: 'contact', navLabel: 'Contact', pattern: '/contact', page: page('contact/ContactPage') },
  { id: 'search', pattern: '/search', page: page('search/SearchPage') },
  { id: 'my-journeys', navLabel: 'My Journeys', pattern: '/my-journeys', page: page('my-journeys/MyJourneysPage') },
  { id: 'compare', pattern: '/my-journeys/compare', page: page('my-journeys/ComparePage') },
  { id: 'today', navLabel: 'Today', pattern: '/today', page: page('today/TodayPage') },
  { id: 'help', navLabel: 'Help', pattern: '/help', page: page('help/HelpPage') },
  { id: 'help-country', pattern: '/help/:country', page: page('help/HelpPage') },
  { id: 'trip', pattern: '/trip', page: page('trip/TripPage') },
  // For whoever keeps the facts: in no menu, and kept out of search engines (routeMeta).
  { id: 'facts', pattern: '/facts', page: page('facts/FactsPage') },
] as const satisfies readonly RouteDef[];

export const routes: readonly RouteDef[] = routeTable;

export type RouteId = (typeof routeTable)[number]['id'];

export const notFoundHead: PageHead = {
  path: '/404',
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for has moved or never existed. Find your way back to our journeys.',
  noindex: true,
};

/** The site's canonical origin, for heads and the sitemap. */
export const siteUrl = config.siteUrl;

/** Fill a pattern with parameter values: '/itinerary/:id' + {id: 'x'} -> '/itinerary/x'. */
export function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Loads what the page at a path needs before its first render: its chunk and its data. Returns the
 * match with the page component and the source modules of both (the page's first, for
 * data-preload).
 */
export async function preloadPath(
  pathname: string,
): Promise<{ route: RouteDef; params: Params; Page: ComponentType<PageProps>; modules: readonly string[] } | undefined> {
  const match = matchPath(pathname);
  if (!match) return undefined;
  const [Page, data] = await Promise.all([
    match.route.page.component.preload(),
    match.route.data?.(match.params).then(async (data) => data && (await data.load(), data)),
  ]);
  return { ...match, Page, modules: [match.route.page.module, ...(data?.modules ?? [])] };
}

/** The route a path belongs to, with its parameters; undefined for an unknown URL. */
export function matchPath(pathname: string): { route: RouteDef; params: Params } | undefined {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.pattern, pathname);
    if (matched) return { route, params: params ?? {} };
  }
  return undefined;
}

export function routeById(id: RouteId): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
