/**
 * The comparison of two or three itineraries (/my-journeys/compare?ids=golden-triangle,tiger-trail):
 * reading the URL's ids, and the facts a row shows that the catalogue does not hold as such (the
 * countries a route crosses, the hotels its days name). Pure.
 */
import { MAX_COMPARED } from '../../config/paths';
import { groupName } from '../../content/groups';
import type { Itinerary } from '../../content/types';

export interface CompareQuery {
  /** Known itinerary ids, in the URL's order, without repeats: at most three. */
  readonly ids: readonly string[];
  /** Why part of the URL was left out, in plain sentences; absent when nothing was. */
  readonly note?: string;
}

const quoted = (value: string) => `“${value.length > 30 ? `${value.slice(0, 29)}…` : value}”`;

/**
 * Reads `ids` (comma-separated) from a query string ('?ids=a,b', with or without '?'), keeping
 * the ids `known` accepts. Unknown ids and any past the third are left out with a note. Never throws.
 */
export function parseCompareQuery(search: string, known: (id: string) => boolean): CompareQuery {
  let raw: string;
  try {
    raw = new URLSearchParams(search).get('ids') ?? '';
  } catch {
    raw = '';
  }
  const ids: string[] = [];
  const unknown: string[] = [];
  const extra: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (!id || ids.includes(id)) continue;
    if (!known(id)) unknown.push(id);
    else if (ids.length >= MAX_COMPARED) extra.push(id);
    else ids.push(id);
  }
  const notes: string[] = [];
  if (unknown.length) notes.push(`${unknown.map(quoted).join(', ')} ${unknown.length === 1 ? 'is not one of our journeys and was' : 'are not among our journeys and were'} left out.`);
  if (extra.length) notes.push(`Three journeys fit side by side, so ${extra.map(quoted).join(', ')} ${extra.length === 1 ? 'was' : 'were'} left out.`);
  return { ids, ...(notes.length ? { note: notes.join(' ') } : {}) };
}

/** The countries a journey's route crosses, in the order it reaches them ('India', 'Nepal'). */
export function countriesOf(it: Pick<Itinerary, 'stops'>): string[] {
  return [...new Set(it.stops.map((s) => s.country))].map(groupName);
}

/** The hotels its days name, in order, once each; a departure day names none. */
export function hotelsOf(it: Pick<Itinerary, 'days'>): string[] {
  const hotels = it.days.map((d) => d.accommodation.trim()).filter((a) => a && !/^departure\b/i.test(a) && !/^none\b/i.test(a));
  return [...new Set(hotels)];
}
