/**
 * The route table: every route of SPEC §2 with its page, its head and, for parameterised routes,
 * the values to pre-render. The router, the menus, the prerenderer and the sitemap all read it.
 */
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { config } from '../config/env';
import { paths, whyUsSlug } from '../config/paths';
import {
  countries,
  destinations,
  getCountry,
  getDestination,
  getItinerary,
  groupName,
  heroSlides,
  isItineraryGroup,
  itineraries,
  itineraryGroups,
  photoInfo,
  type PhotoKey,
} from '../content';
import { destinationTitle, pageTitle, type PageHead } from '../lib/head';
import { photoUrl } from '../lib/images';
import { destinationDetailTables, detailsModule, itineraryDetailTables } from '../content/detailsLoader';
import { lazyPage, type LazyPage, type PageProps } from './lazyPage';
import { breadcrumbs, touristDestination, touristTrip, travelAgency } from './structuredData';

type Params = Readonly<Record<string, string | undefined>>;

export interface RouteDef {
  /** Stable name, used by tests and the sitemap. */
  readonly id: string;
  /** wouter path pattern. */
  readonly pattern: string;
  /** Label in the navigation menus, for routes that appear there by name. */
  readonly navLabel?: string;
  readonly page: LazyPage;
  /**
   * Data the page reads besides the catalogue summaries (a group's details): loaded with the page
   * before the first render. Returns the source modules loaded, which the prerenderer lists for
   * the entry to fetch with the app (data-preload).
   */
  readonly data?: (params: Params) => { load: () => Promise<unknown>; modules: readonly string[] } | undefined;
  /** The page's head; undefined when the parameters name nothing (a not-found page). */
  readonly head: (params: Params) => PageHead | undefined;
  /** Structured data for search engines (pre-rendered pages only). */
  readonly jsonLd?: (params: Params) => object[];
  /** For parameterised routes: every parameter set to pre-render. */
  readonly prerender?: () => Params[];
}

function shareImage(key: PhotoKey): string {
  return photoUrl(photoInfo(key).id, { width: 1200, height: 630, quality: 70 });
}

const defaultImage = shareImage(heroSlides[0]!.image);

function head(path: string, title: string, description: string, image = defaultImage): PageHead {
  return { path, title: pageTitle(title), description, image };
}

function crumbs(...trail: { name: string; path: string }[]): object {
  return breadcrumbs(config.siteUrl, [{ name: 'Home', path: '/' }, ...trail]);
}

export const notFoundHead: PageHead = {
  path: '/404',
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for has moved or never existed. Find your way back to our journeys.',
  noindex: true,
};

export const routes: readonly RouteDef[] = [
  {
    id: 'home',
    navLabel: 'Home',
    pattern: '/',
    page: lazyPage(() => import('../pages/home/HomePage')),
    head: () =>
      head(
        paths.home(),
        'Luxury Journeys in India, Nepal, Bhutan & Sri Lanka',
        'Private, tailor-made luxury journeys across India, Nepal, Bhutan and Sri Lanka: palace stays, Himalayan lodges and wildlife safaris, planned by local experts with 24/7 support.',
      ),
    jsonLd: () => [travelAgency(config.siteUrl, defaultImage)],
  },
  {
    id: 'destinations',
    navLabel: 'Destinations',
    pattern: '/destinations',
    page: lazyPage(() => import('../pages/destinations/DestinationsPage')),
    head: () =>
      head(
        paths.destinations(),
        'Destinations',
        'Explore our destinations across India, Nepal, Bhutan and Sri Lanka: Mughal cities, desert palaces, Himalayan valleys, tea country and wild national parks.',
      ),
  },
  {
    id: 'country',
    pattern: '/destinations/:country',
    page: lazyPage(() => import('../pages/country/CountryPage')),
    head: ({ country }) => {
      const c = getCountry(country);
      return c && head(paths.country(c.slug), `Luxury Travel in ${c.name}`, c.description, shareImage(c.image));
    },
    jsonLd: ({ country }) => {
      const c = getCountry(country);
      return c ? [crumbs({ name: 'Destinations', path: paths.destinations() }, { name: c.name, path: paths.country(c.slug) })] : [];
    },
    prerender: () => countries.map((c) => ({ country: c.slug })),
  },
  {
    id: 'destination',
    pattern: '/destinations/:country/:place',
    page: lazyPage(() => import('../pages/destination/DestinationPage')),
    data: ({ country, place }) => {
      const d = getDestination(country, place);
      return d && { load: () => destinationDetailTables.load(d.country), modules: [detailsModule.destinations(d.country)] };
    },
    head: ({ country, place }) => {
      const d = getDestination(country, place);
      if (!d) return undefined;
      const title = destinationTitle(d.name, d.tagline);
      return { path: paths.destination(d.country, d.slug), title, description: d.description, image: shareImage(d.image), type: 'article' };
    },
    jsonLd: ({ country, place }) => {
      const d = getDestination(country, place);
      const c = getCountry(country);
      if (!d || !c) return [];
      const path = paths.destination(d.country, d.slug);
      return [
        touristDestination(config.siteUrl, d, c.name, path, shareImage(d.image)),
        crumbs({ name: 'Destinations', path: paths.destinations() }, { name: c.name, path: paths.country(c.slug) }, { name: d.name, path }),
      ];
    },
    prerender: () => destinations.map((d) => ({ country: d.country, place: d.slug })),
  },
  {
    id: 'itineraries',
    navLabel: 'Itineraries',
    pattern: '/itineraries',
    page: lazyPage(() => import('../pages/itineraries/ItinerariesPage')),
    head: () =>
      head(
        paths.itineraries(),
        'All Itineraries',
        'Tailor-made luxury itineraries across India, Nepal, Bhutan, Sri Lanka and multi-country journeys, each with a full day-by-day plan you can make your own.',
      ),
  },
  {
    id: 'itinerary-group',
    pattern: '/itineraries/:group',
    page: lazyPage(() => import('../pages/itineraries/ItinerariesPage')),
    head: ({ group }) => {
      if (!isItineraryGroup(group)) return undefined;
      const name = groupName(group);
      return head(
        paths.itineraries(group),
        `${name} Itineraries`,
        `Luxury ${name === 'Multi-Country' ? 'multi-country' : name} itineraries from Rasa Journeys, each with a full day-by-day plan, hand-picked stays and private guides.`,
      );
    },
    jsonLd: ({ group }) =>
      isItineraryGroup(group) ? [crumbs({ name: 'Itineraries', path: paths.itineraries() }, { name: `${groupName(group)} Itineraries`, path: paths.itineraries(group) })] : [],
    prerender: () => itineraryGroups.map((g) => ({ group: g.slug })),
  },
  {
    id: 'itinerary',
    pattern: '/itinerary/:id',
    page: lazyPage(() => import('../pages/itinerary/ItineraryPage')),
    data: ({ id }) => {
      const it = getItinerary(id);
      return it && { load: () => itineraryDetailTables.load(it.group), modules: [detailsModule.itineraries(it.group)] };
    },
    head: ({ id }) => {
      const it = getItinerary(id);
      return it && { ...head(paths.itinerary(it.id), it.title, it.description, shareImage(it.image)), type: 'article' };
    },
    jsonLd: ({ id }) => {
      const it = getItinerary(id);
      if (!it) return [];
      const path = paths.itinerary(it.id);
      return [
        touristTrip(config.siteUrl, it, path, shareImage(it.image)),
        crumbs({ name: 'Itineraries', path: paths.itineraries() }, { name: groupName(it.group), path: paths.itineraries(it.group) }, { name: it.title, path }),
      ];
    },
    prerender: () => itineraries.map((it) => ({ id: it.id })),
  },
  {
    id: 'why-us',
    navLabel: 'Why Rasa Journeys',
    pattern: `/${whyUsSlug}`,
    page: lazyPage(() => import('../pages/why-us/WhyUsPage')),
    head: () =>
      head(
        paths.whyUs(),
        'Why Rasa Journeys',
        'Why travellers choose Rasa Journeys: local experts, handpicked luxury stays, tailor-made itineraries, responsible travel and personal support around the clock.',
      ),
  },
  {
    id: 'gallery',
    navLabel: 'Gallery',
    pattern: '/gallery',
    page: lazyPage(() => import('../pages/gallery/GalleryPage')),
    head: () =>
      head(
        paths.gallery(),
        'Gallery',
        'A gallery of India, Nepal, Bhutan and Sri Lanka: palaces and temples, Himalayan peaks, tea hills, wildlife and festivals from our journeys.',
      ),
  },
  {
    id: 'booking',
    navLabel: 'Booking',
    pattern: '/booking',
    page: lazyPage(() => import('../pages/booking/BookingPage')),
    head: () =>
      head(
        paths.booking(),
        'Book Your Journey',
        'Request your tailor-made luxury journey to India, Nepal, Bhutan or Sri Lanka. Tell us your dates and interests; a travel expert replies within 24 hours.',
      ),
  },
  {
    id: 'payment',
    navLabel: 'Payment',
    pattern: '/payment',
    page: lazyPage(() => import('../pages/payment/PaymentPage')),
    head: () =>
      head(
        paths.payment(),
        'Payment',
        'Review your booking summary and complete your payment securely. This demonstration page takes no real payment.',
      ),
  },
  {
    id: 'contact',
    navLabel: 'Contact',
    pattern: '/contact',
    page: lazyPage(() => import('../pages/contact/ContactPage')),
    head: () =>
      head(
        paths.contact(),
        'Contact Us',
        'Speak to a Rasa Journeys travel expert in New Delhi by phone, e-mail or message. We reply to every enquiry within 24 hours.',
      ),
    jsonLd: () => [travelAgency(config.siteUrl, defaultImage), crumbs({ name: 'Contact', path: paths.contact() })],
  },
];

/** Fill a pattern with parameter values: '/itinerary/:id' + {id: 'x'} -> '/itinerary/x'. */
export function fillPattern(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every URL path the site serves, in route-table order: what is pre-rendered and in the sitemap. */
export function allPaths(): { route: RouteDef; path: string }[] {
  return routes.flatMap((route) =>
    route.prerender
      ? route.prerender().map((params) => ({ route, path: fillPattern(route.pattern, params) }))
      : [{ route, path: route.pattern }],
  );
}

/** The site's canonical origin, for heads and the sitemap. */
export const siteUrl = config.siteUrl;

/**
 * Loads what the page at a path needs before its first render: its chunk and its data. Returns the
 * match with the page component and the data's source modules.
 */
export async function preloadPath(
  pathname: string,
): Promise<{ route: RouteDef; params: Params; Page: ComponentType<PageProps>; modules: readonly string[] } | undefined> {
  const match = matchPath(pathname);
  if (!match) return undefined;
  const data = match.route.data?.(match.params);
  const [Page] = await Promise.all([match.route.page.preload(), data?.load()]);
  return { ...match, Page, modules: data?.modules ?? [] };
}

/** The route a path belongs to, with its parameters; undefined for an unknown URL. */
export function matchPath(pathname: string): { route: RouteDef; params: Params } | undefined {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.pattern, pathname);
    if (matched) return { route, params: params ?? {} };
  }
  return undefined;
}

export function routeById(id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}
