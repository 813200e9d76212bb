/**
 * URL builders: every internal link is made here, so no URL string is typed twice. The route
 * table (src/app/routes) uses the same patterns.
 */
export const whyUsSlug = 'why-rasa-journeys';

/**
 * How many itineraries the comparison takes (paths.compare): at least two, and three fit side by
 * side. Here, with the URL they go into, rather than in features/journeys/compare.ts: My Journeys'
 * lists need only these two numbers, and importing them from there fetched that module's chunk.
 */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

export interface BookingPrefill {
  destination?: string;
  place?: string;
  name?: string;
  itinerary?: string;
  /** A dated trip's first day, 'YYYY-MM-DD', and its number of travellers. */
  start?: string;
  travellers?: string;
}

export interface ContactPrefill {
  subject?: string;
  inquiryType?: string;
  message?: string;
}

function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  destinations: () => '/destinations',
  country: (country: string) => `/destinations/${country}`,
  destination: (country: string, place: string) => `/destinations/${country}/${place}`,
  /** A country's money, plugs, etiquette and phrasebook. */
  essentials: (country: string) => `/essentials/${country}`,
  itineraries: (group?: string) => (group ? `/itineraries/${group}` : '/itineraries'),
  itinerary: (id: string) => `/itinerary/${id}`,
  /** An itinerary dated from `start` for `travellers` (My Journeys' planned trips, shared links). */
  datedItinerary: (id: string, start: string, travellers: number) => withQuery(`/itinerary/${id}`, { start, travellers: String(travellers) }),
  /** A dated trip's 'Before you go' checklist, on its itinerary page. */
  beforeYouGo: (id: string, start: string, travellers: number) => `${withQuery(`/itinerary/${id}`, { start, travellers: String(travellers) })}#before-you-go`,
  whyUs: () => `/${whyUsSlug}`,
  gallery: () => '/gallery',
  booking: (prefill: BookingPrefill = {}) => withQuery('/booking', prefill),
  payment: () => '/payment',
  contact: (prefill: ContactPrefill = {}) => withQuery('/contact', prefill),
  search: (q?: string) => withQuery('/search', { q }),
  myJourneys: () => '/my-journeys',
  /** Two or three itineraries side by side: '/my-journeys/compare?ids=golden-triangle,tiger-trail'. */
  compare: (ids: readonly string[]) => withQuery('/my-journeys/compare', { ids: ids.join(',') }),
  /** The traveller's day, from the plans on the device. */
  today: () => '/today',
  /** Emergency numbers and what to do: all countries, or one ('/help/nepal'). */
  help: (country?: string) => (country ? `/help/${country}` : '/help'),
  /** A booked trip sent by the agency (the trip itself rides in the fragment: see features/bookedTrip/link.ts), and the trips kept. */
  trip: () => '/trip',
  /** Where Android's share sheet posts a boarding pass shared with the installed app (the manifest's share_target; the service worker answers it). */
  tripShare: () => '/trip/share',
  /** The specialist's desk, where a booked trip is made and signed: an app of its own (desk.html, src/desk/), in no menu. */
  desk: () => '/desk',
} as const;
