/**
 * What each route of the table tells search engines and the pre-renderer: its head, its structured
 * data and, for parameterised routes, the values to pre-render. It reads the catalogue, so the
 * browser loads it with the first client-side navigation, not with the app (a pre-rendered page
 * carries its own head).
 */
import { config } from '../config/env';
import { paths } from '../config/paths';
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
  type PhotoInfo,
} from '../content';
import { destinationTitle, pageTitle, type PageHead } from '../lib/head';
import { photoUrl } from '../lib/images';
import { fillPattern, notFoundHead, routes, type Params, type RouteDef, type RouteId } from './routes';
import { breadcrumbs, touristDestination, touristTrip, travelAgency } from './structuredData';

interface RouteMeta {
  /** The page's head; undefined when the parameters name nothing (a not-found page). */
  readonly head: (params: Params) => PageHead | undefined;
  /** Structured data for search engines (pre-rendered pages only). */
  readonly jsonLd?: (params: Params) => object[];
  /** For parameterised routes: every parameter set to pre-render. */
  readonly prerender?: () => Params[];
}

function shareImage(photo: PhotoInfo): string {
  return photoUrl(photo.id, { width: 1200, height: 630, quality: 70 });
}

const defaultImage = shareImage(heroSlides[0]!.image);

function head(path: string, title: string, description: string, image = defaultImage): PageHead {
  return { path, title: pageTitle(title), description, image };
}

function crumbs(...trail: { name: string; path: string }[]): object {
  return breadcrumbs(config.siteUrl, [{ name: 'Home', path: '/' }, ...trail]);
}

const routeMeta: { readonly [id in RouteId]: RouteMeta } = {
  home: {
    head: () =>
      head(
        paths.home(),
        'Luxury Journeys in India, Nepal, Bhutan & Sri Lanka',
        'Private, tailor-made luxury journeys across India, Nepal, Bhutan and Sri Lanka: palace stays, Himalayan lodges and wildlife safaris, planned by local experts with 24/7 support.',
      ),
    jsonLd: () => [travelAgency(config.siteUrl, defaultImage)],
  },
  destinations: {
    head: () =>
      head(
        paths.destinations(),
        'Destinations',
        'Explore our destinations across India, Nepal, Bhutan and Sri Lanka: Mughal cities, desert palaces, Himalayan valleys, tea country and wild national parks.',
      ),
  },
  country: {
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
  destination: {
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
  essentials: {
    head: ({ country }) => {
      const c = getCountry(country);
      return (
        c &&
        head(
          paths.essentials(c.slug),
          `${c.name} Travel Essentials`,
          `Before you go to ${c.name}: currency, cash and tipping, plugs and voltage, dress and etiquette, and a phrasebook, each fact with its source. Works offline.`,
          shareImage(c.image),
        )
      );
    },
    jsonLd: ({ country }) => {
      const c = getCountry(country);
      return c ? [crumbs({ name: 'Destinations', path: paths.destinations() }, { name: c.name, path: paths.country(c.slug) }, { name: 'Travel Essentials', path: paths.essentials(c.slug) })] : [];
    },
    prerender: () => countries.map((c) => ({ country: c.slug })),
  },
  itineraries: {
    head: () =>
      head(
        paths.itineraries(),
        'All Itineraries',
        'Tailor-made luxury itineraries across India, Nepal, Bhutan, Sri Lanka and multi-country journeys, each with a full day-by-day plan you can make your own.',
      ),
  },
  'itinerary-group': {
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
  itinerary: {
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
  'why-us': {
    head: () =>
      head(
        paths.whyUs(),
        'Why Rasa Journeys',
        'Why travellers choose Rasa Journeys: local experts, handpicked luxury stays, tailor-made itineraries, responsible travel and personal support around the clock.',
      ),
  },
  gallery: {
    head: () =>
      head(
        paths.gallery(),
        'Gallery',
        'A gallery of India, Nepal, Bhutan and Sri Lanka: palaces and temples, Himalayan peaks, tea hills, wildlife and festivals from our journeys.',
      ),
  },
  booking: {
    head: () =>
      head(
        paths.booking(),
        'Book Your Journey',
        'Request your tailor-made luxury journey to India, Nepal, Bhutan or Sri Lanka. Tell us your dates and interests; a travel expert replies within 24 hours.',
      ),
  },
  payment: {
    head: () =>
      head(
        paths.payment(),
        'Payment',
        'Review your booking summary and complete your payment securely. This demonstration page takes no real payment.',
      ),
  },
  contact: {
    head: () =>
      head(
        paths.contact(),
        'Contact Us',
        'Speak to a Rasa Journeys travel expert in New Delhi by phone, e-mail or message. We reply to every enquiry within 24 hours.',
      ),
    jsonLd: () => [travelAgency(config.siteUrl, defaultImage), crumbs({ name: 'Contact', path: paths.contact() })],
  },
  search: {
    // A page of results for whatever was typed: nothing for a search engine to index, and not in
    // the sitemap; pre-rendered as an empty shell the browser fills from the query.
    head: () => ({
      ...head(paths.search(), 'Search', 'Search every destination, itinerary, experience and question of the Rasa Journeys guide, online or offline.'),
      noindex: true,
    }),
  },
  // Both show what is kept on the visitor's device: pre-rendered as empty shells the app fills,
  // nothing for a search engine, and not in the sitemap.
  'my-journeys': {
    head: () => ({
      ...head(paths.myJourneys(), 'My Journeys', 'Your shortlist of journeys and places and your dated trips, kept on this device and ready offline.'),
      noindex: true,
    }),
  },
  compare: {
    head: () => ({
      ...head(paths.compare([]), 'Compare Journeys', 'Two or three journeys side by side: length, price, grade, places, best months, highlights and hotels.'),
      noindex: true,
    }),
  },
  // The traveller's day, read from the device: a shell like My Journeys.
  today: {
    head: () => ({
      ...head(paths.today(), 'Today', "Your trip's day where you are: the place, the hotel, the plan and tomorrow, offline."),
      noindex: true,
    }),
  },
  help: {
    head: () =>
      head(paths.help(), 'Help on the Road', 'Emergency numbers for India, Nepal, Bhutan and Sri Lanka, our 24-hour line, and what to do when a passport is lost.'),
    jsonLd: () => [crumbs({ name: 'Help', path: paths.help() })],
  },
  'help-country': {
    head: ({ country }) => {
      const c = getCountry(country);
      return c && head(paths.help(c.slug), `Help in ${c.name}`, `Emergency numbers in ${c.name} (police, ambulance, fire), our 24-hour line, and what to do when a passport is lost.`);
    },
    jsonLd: ({ country }) => [crumbs({ name: 'Help', path: paths.help() }, { name: getCountry(country)?.name ?? '', path: paths.help(country) })],
    prerender: () => countries.map((c) => ({ country: c.slug })),
  },
  // A trip the agency sent, read from the link's fragment and the device: a shell, nothing to index.
  trip: {
    head: () => ({
      ...head(paths.trip(), 'Your Booked Trip', 'The trip Rasa Journeys booked for you, checked as ours and kept on your phone: hotels, flights, transfers and your 24-hour line, offline.'),
      noindex: true,
    }),
  },
  // Every fact with its sources, for whoever keeps them: nothing for a search engine, and not in
  // the sitemap.
  facts: {
    head: () => ({
      ...head('/facts', 'Facts and Their Sources', 'Every fact the guide gives a traveller to act on, with its sources, their own words and the day they were read.'),
      noindex: true,
    }),
  },
};

function metaOf(route: RouteDef): RouteMeta {
  return routeMeta[route.id as RouteId];
}

/** A route's head for its parameters; the not-found head when they name nothing. */
export function routeHead(route: RouteDef, params: Params): PageHead {
  return metaOf(route).head(params) ?? notFoundHead;
}

/** A route's head with its structured data, for the pre-rendered page. */
export function prerenderedHead(route: RouteDef, params: Params): PageHead {
  const found = metaOf(route).head(params);
  return found ? { ...found, jsonLd: metaOf(route).jsonLd?.(params) } : notFoundHead;
}

/** Every URL path the site serves, in route-table order: what is pre-rendered and in the sitemap. */
export function allPaths(): { route: RouteDef; path: string }[] {
  return routes.flatMap((route) => {
    const prerender = metaOf(route).prerender;
    return prerender ? prerender().map((params) => ({ route, path: fillPattern(route.pattern, params) })) : [{ route, path: route.pattern }];
  });
}
