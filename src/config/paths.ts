/**
 * URL builders: every internal link is made here, so no URL string is typed twice. The route
 * table (src/app/routes) uses the same patterns.
 */
export const whyUsSlug = 'why-rasa-journeys';

export interface BookingPrefill {
  destination?: string;
  place?: string;
  name?: string;
  itinerary?: string;
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
  itineraries: (group?: string) => (group ? `/itineraries/${group}` : '/itineraries'),
  itinerary: (id: string) => `/itinerary/${id}`,
  whyUs: () => `/${whyUsSlug}`,
  gallery: () => '/gallery',
  booking: (prefill: BookingPrefill = {}) => withQuery('/booking', prefill),
  payment: () => '/payment',
  contact: (prefill: ContactPrefill = {}) => withQuery('/contact', prefill),
  search: (q?: string) => withQuery('/search', { q }),
} as const;
