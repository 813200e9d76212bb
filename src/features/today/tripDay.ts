/**
 * Where a dated trip stands at a moment: before it (how many days to go), on one of its days, or
 * over. A trip day is a calendar date in the zone of the country where it is spent
 * (content/timeZones.ts), never the device's zone: a traveller whose phone still says London is
 * on India's date. Pure: the caller passes the moment.
 *
 * Also here: which stored plan records can be read (damaged ones and those of an older version of
 * the app are counted, for a note, never an error) and the order Today shows trips in.
 */
import { COUNTRY_TIME_ZONES, COUNTRY_UTC_OFFSETS } from '../../content/timeZones';
import type { CountrySlug } from '../../content/types';
import { compareIsoDates, daysBetween, type IsoDate } from '../journeys/dates';
import type { PlannedTrip } from '../journeys/saved';
import { validators } from '../journeys/saved';

/** A trip day as this module needs it: its date and the zone it is spent in. */
export interface ZonedDay {
  readonly date: IsoDate;
  readonly timeZone: string;
}

export type TripMoment =
  /** The first day has not begun where it is spent; `daysToGo` is 1 on the eve of it. */
  | { readonly kind: 'before'; readonly daysToGo: number }
  /** `index` is the day under way (0 for day 1). */
  | { readonly kind: 'during'; readonly index: number }
  /** The last day is over where it was spent. */
  | { readonly kind: 'after'; readonly daysSince: number };

/**
 * The catalogue's zones by name, with their fixed offsets: the first Intl.DateTimeFormat made with
 * a timeZone loads the browser's zone data, a long piece of main-thread work when Today opens, for
 * zones that never change their offset.
 */
const FIXED_OFFSETS = new Map<string, number>(
  (Object.keys(COUNTRY_TIME_ZONES) as CountrySlug[]).map((country) => [COUNTRY_TIME_ZONES[country], COUNTRY_UTC_OFFSETS[country]]),
);
const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `now` in `timeZone` ('Asia/Kathmandu'), 'YYYY-MM-DD'. */
export function dateInZone(timeZone: string, now: Date | number): IsoDate {
  const offset = FIXED_OFFSETS.get(timeZone);
  if (offset !== undefined) return new Date(Number(now) + offset * 60_000).toISOString().slice(0, 10);
  // Any other zone (none in the catalogue today) from Intl's zone data.
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The zone of the country a day is spent in. */
export function zoneOf(country: CountrySlug): string {
  return COUNTRY_TIME_ZONES[country];
}

/**
 * Where the trip stands at `now`. The day under way is the last whose date has come where it is
 * spent, so it turns at midnight there; crossing to a zone behind (Nepal to India, 15 minutes),
 * the day before stays under way until the next has begun in its own zone.
 */
export function tripMoment(days: readonly ZonedDay[], now: Date | number): TripMoment {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new RangeError('A trip has at least one day');
  let current = -1;
  days.forEach((day, i) => {
    if (compareIsoDates(dateInZone(day.timeZone, now), day.date) >= 0) current = i;
  });
  if (current < 0) return { kind: 'before', daysToGo: daysBetween(dateInZone(first.timeZone, now), first.date) };
  const lastToday = dateInZone(last.timeZone, now);
  if (current === days.length - 1 && compareIsoDates(lastToday, last.date) > 0) return { kind: 'after', daysSince: daysBetween(last.date, lastToday) };
  return { kind: 'during', index: current };
}

/**
 * The plan records of a stored list ('rasa.plans', a JSON array) that can be read, and how many
 * could not: damaged, or written by an older version of the app in another shape. Anything that
 * is not an array reads as none, with the whole of it counted as one if it is there at all.
 */
export function readPlanRecords(stored: unknown): { readonly plans: readonly PlannedTrip[]; readonly skipped: number } {
  if (stored === undefined || stored === null) return { plans: [], skipped: 0 };
  if (!Array.isArray(stored)) return { plans: [], skipped: 1 };
  const plans = stored.filter(validators.isPlannedTrip);
  return { plans, skipped: stored.length - plans.length };
}

/** A trip with where it stands. */
export interface TripAtMoment<T> {
  readonly trip: T;
  readonly moment: TripMoment;
  /** Its first day, for the order. */
  readonly start: IsoDate;
}

const rank = (m: TripMoment) => (m.kind === 'during' ? 0 : m.kind === 'before' ? 1 : 2);

/**
 * The order Today shows trips in: the one under way first, then those to come, soonest first, then
 * past trips, the most recent first.
 */
export function orderTrips<T>(trips: readonly TripAtMoment<T>[]): TripAtMoment<T>[] {
  return [...trips].sort((a, b) => {
    const byKind = rank(a.moment) - rank(b.moment);
    if (byKind) return byKind;
    const byStart = compareIsoDates(a.start, b.start);
    return a.moment.kind === 'after' ? -byStart : byStart;
  });
}

/** Whether home's banner shows for a trip: under way, or starting within `withinDays` days. */
export function isSoonOrRunning(moment: TripMoment, withinDays = 30): boolean {
  return moment.kind === 'during' || (moment.kind === 'before' && moment.daysToGo <= withinDays);
}

/** A dated plan's days with the zone of the country each is spent in. */
export function zonedDays(days: readonly { readonly date: IsoDate; readonly stop: { readonly country: CountrySlug } }[]): ZonedDay[] {
  return days.map((d) => ({ date: d.date, timeZone: zoneOf(d.stop.country) }));
}
