/**
 * "Open in maps" links for a stop (by its coordinates) or a hotel (by its name and town):
 * - a geo: URI (RFC 5870), which Android hands to the phone's map app (Google Maps, OsmAnd,
 *   Organic Maps); `q=lat,lng(label)` pins it with a name, `geo:0,0?q=...` searches by name, as
 *   Android's list of the intents its apps handle gives them;
 * - a Google Maps URL (Maps URLs' search action, no key), which opens the app or the website.
 * Sources: https://developer.android.com/guide/appendix/app-intents and
 * https://developers.google.com/maps/documentation/urls/get-started (checked November 2026).
 */

export interface MapLinks {
  readonly geo: string;
  readonly google: string;
}

const GOOGLE_SEARCH = 'https://www.google.com/maps/search/';

function google(query: string): string {
  return `${GOOGLE_SEARCH}?${new URLSearchParams({ api: '1', query }).toString()}`;
}

/** A stop or place by its coordinates, named on the pin. */
export function pointLinks(name: string, at: { lat: number; lng: number }): MapLinks {
  const ll = `${at.lat},${at.lng}`;
  return { geo: `geo:${ll}?q=${encodeURIComponent(`${ll}(${name.replace(/[()]/g, '')})`)}`, google: google(ll) };
}

/** A hotel by its name and town ('The Oberoi Amarvilas, Agra'), for the map app to find. */
export function searchLinks(query: string): MapLinks {
  return { geo: `geo:0,0?q=${encodeURIComponent(query)}`, google: google(query) };
}
