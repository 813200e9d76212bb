/**
 * The one date and time library of a trip (DESIGN, "One trip, one timeline"), in two modules:
 * - here, calendar dates: 'YYYY-MM-DD' (IsoDate), with arithmetic on UTC day numbers, so a clock
 *   change in the phone's zone never moves a day, adds one or drops one;
 * - zones.ts, times and instants: a local time 'YYYY-MM-DDTHH:mm' in an IANA zone ('Asia/Kolkata',
 *   an airport's) names an instant through Intl's zone data, never through the phone's zone.
 * A module apart because forms and the payment page show dates and need nothing of zones. The only
 * reading of the phone's own calendar is todayIso (lib/today.ts). Pure, no DOM: the trip core's
 * tsconfig holds it to that.
 */
import type { MonthNumber } from '../content/types';

/** A real calendar date written 'YYYY-MM-DD' (e.g. '2027-03-14'); check one with parseIsoDate. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface DateParts {
  readonly year: number;
  /** 1 is January. */
  readonly month: MonthNumber;
  readonly day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days since 1970-01-01 of a valid date. */
function dayNumber({ year, month, day }: DateParts): number {
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return Math.round(date.getTime() / DAY_MS);
}

function fromDayNumber(n: number): IsoDate {
  const date = new Date(n * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The parts of a 'YYYY-MM-DD' that names a real day (2027-02-30 does not); undefined otherwise. */
export function parseDateParts(text: unknown): DateParts | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return undefined;
  const parts = { year, month: month as MonthNumber, day };
  // A day past the month's end rolls over into the next month: that is how it shows.
  return fromDayNumber(dayNumber(parts)) === text ? parts : undefined;
}

/** The date itself when `text` is a real date written 'YYYY-MM-DD', else undefined. Never throws. */
export function parseIsoDate(text: unknown): IsoDate | undefined {
  return parseDateParts(text) ? (text as IsoDate) : undefined;
}

export function isIsoDate(text: unknown): text is IsoDate {
  return parseDateParts(text) !== undefined;
}

function partsOf(date: IsoDate): DateParts {
  const parts = parseDateParts(date);
  if (!parts) throw new RangeError(`Not a date of the form YYYY-MM-DD: ${String(date)}`);
  return parts;
}

/** `date` moved by `days` (negative goes back), across month and year ends and 29 February. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only: ${days}`);
  return fromDayNumber(dayNumber(partsOf(date)) + days);
}

/** Whole days from `from` to `to`: 1 from a date to the next, negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(partsOf(to)) - dayNumber(partsOf(from));
}

/** The trip day (1 is the start) a date falls on: 0 the day before, and so on. */
export function dayOfTrip(start: IsoDate, date: IsoDate): number {
  return daysBetween(start, date) + 1;
}

/** Negative, zero or positive as `a` is before, the same as or after `b` (for sort). */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The month of a date, 1 to 12. */
export function monthOf(date: IsoDate): MonthNumber {
  return partsOf(date).month;
}


/** Today's date on the phone's wall calendar (lib/today.ts, shared with the forms). */
export { todayIso } from '../lib/today';

/**
 * A date as a trip shows it, 'Tue 16 Mar 2027' (British order, short weekday and month). Written
 * out rather than left to Intl, whose en-GB data varies ('Tue, 16 Mar', 'Sept') between the
 * pre-renderer's Node and the visitor's browser.
 */
export function formatDay(date: IsoDate): string {
  const parts = partsOf(date);
  const weekday = new Date(dayNumber(parts) * DAY_MS).getUTCDay();
  return `${WEEKDAYS[weekday]} ${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** [year, month, day], the form the ics package takes for an all-day date. */
export function dateArray(date: IsoDate): [number, number, number] {
  const { year, month, day } = partsOf(date);
  return [year, month, day];
}

