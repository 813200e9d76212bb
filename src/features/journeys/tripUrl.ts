/**
 * The dated-trip query, `start` and `travellers`, read by its one owner: the itinerary page's plan
 * (/itinerary/golden-triangle?start=2027-03-14&travellers=2) and the booking form's prefill
 * ('Request this trip': /booking?destination=india&itinerary=golden-triangle&start=...&travellers=...)
 * take the same values by the same rules. The links are written by paths.datedItinerary and
 * paths.booking (config cannot import a feature); tests/unit/journeys-trip-url.test.ts reads
 * back what they write.
 *
 * A start in the past is a dated plan all the same when the trip is under way (its last day is
 * today or later) or the traveller keeps the plan on the device: Today's 'The whole plan' and My
 * Journeys' 'Open trip' link to it with its first day, long gone by day 3. Only a new plan's start
 * may not be in the past (startStands).
 */
import { addDays, compareIsoDates, parseIsoDate, todayIso, type IsoDate } from '../../trip/dates';
import { isTravellers, MAX_TRAVELLERS, MIN_TRAVELLERS } from './travellers';

/** What a start is judged by beyond the visitor's today: the trip it starts, where the reader knows it. */
export interface KnownTrip {
  /** The journey's length in days: a start whose last day is today or later is a trip under way. */
  readonly days?: number;
  /** The starts of this journey's plans kept on the device: each is a dated plan, past or not. */
  readonly kept?: readonly IsoDate[];
}

/**
 * Whether a trip starting on `start` is a dated plan on `today`: a new plan starts today or later;
 * a trip under way (its last day today or later, given its length) and a plan the traveller keeps
 * stand with a start in the past. Without `trip`, the rule of a new plan.
 */
export function startStands(start: IsoDate, today: IsoDate, trip: KnownTrip = {}): boolean {
  if (compareIsoDates(start, today) >= 0) return true;
  if (trip.kept?.includes(start)) return true;
  return trip.days !== undefined && trip.days >= 1 && compareIsoDates(addDays(start, trip.days - 1), today) >= 0;
}

export interface TripQuery {
  /**
   * A real date: today or later, or the past start of a trip under way or kept (see
   * startStands); absent when none was given or it was ignored.
   */
  readonly start?: IsoDate;
  /** A whole number from 1 to 12; absent when none was given or it was ignored. */
  readonly travellers?: number;
  /**
   * Why part of the query was ignored, in plain sentences for a page to show ('The start date
   * "2027-02-30" was ignored: it is not a real date.'); absent when nothing was.
   */
  readonly note?: string;
}

/** Quotes a value from the URL for a note, shortened if long. */
function quoted(value: string): string {
  const short = value.length > 24 ? `${value.slice(0, 23)}…` : value;
  return `"${short}"`;
}

/**
 * Reads `start` and `travellers` from a URL query ('?start=2027-03-14&travellers=4', with or
 * without '?', or URLSearchParams); each value is trimmed, and the first of a repeated key counts.
 * A start that is not a date of the form YYYY-MM-DD, not a real day, or before `today` (the
 * visitor's) is ignored with a note, unless `trip` makes it a trip under way or a kept plan
 * (startStands); so is a number of travellers other than a whole number from 1 to 12 written in
 * digits. Never throws.
 */
export function parseTripQuery(search: string | URLSearchParams, today: IsoDate = todayIso(), trip: KnownTrip = {}): TripQuery {
  let params: URLSearchParams;
  try {
    params = typeof search === 'string' ? new URLSearchParams(search) : search;
  } catch {
    params = new URLSearchParams();
  }
  const notes: string[] = [];

  let start: IsoDate | undefined;
  const rawStart = params.get('start')?.trim();
  if (rawStart) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rawStart)) notes.push(`The start date ${quoted(rawStart)} was ignored: it is not a date of the form YYYY-MM-DD.`);
    else if (!parseIsoDate(rawStart)) notes.push(`The start date ${quoted(rawStart)} was ignored: it is not a real date.`);
    else if (!startStands(rawStart, today, trip)) notes.push(`The start date ${quoted(rawStart)} was ignored: it is in the past.`);
    else start = rawStart;
  }

  let travellers: number | undefined;
  const rawTravellers = params.get('travellers')?.trim();
  if (rawTravellers) {
    const n = /^\d+$/.test(rawTravellers) ? Number(rawTravellers) : NaN;
    if (isTravellers(n)) travellers = n;
    else notes.push(`The number of travellers ${quoted(rawTravellers)} was ignored: it must be a whole number from ${MIN_TRAVELLERS} to ${MAX_TRAVELLERS}.`);
  }

  return { ...(start ? { start } : {}), ...(travellers ? { travellers } : {}), ...(notes.length ? { note: notes.join(' ') } : {}) };
}
