/**
 * A booked trip's times (DESIGN, "The booked trip"): a flight or a pick-up is a local wall-clock
 * time, 'YYYY-MM-DDTHH:mm', with the IANA zone of its place; the instant it names comes from Intl's
 * zone data, never from the phone's zone. Calendar dates are 'YYYY-MM-DD' with arithmetic on UTC
 * day numbers. Pure: the desk, the trip's check and its diff share it (and the next issue's Today
 * and calendar file will).
 */

/** 'YYYY-MM-DD' */
export type IsoDate = string;
/** 'YYYY-MM-DDTHH:mm', a wall-clock time in some zone. */
export type LocalDateTime = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

function dateParts(date: string): [number, number, number] | undefined {
  const m = DATE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(2000, mo - 1, d));
  check.setUTCFullYear(y);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? [y, mo, d] : undefined;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dateParts(value) !== undefined;
}

/** 'HH:mm', 00:00 to 23:59. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

export function isLocalDateTime(value: unknown): value is LocalDateTime {
  return typeof value === 'string' && value.length === 16 && value[10] === 'T' && isIsoDate(value.slice(0, 10)) && isClockTime(value.slice(11));
}

function dayNumber(date: IsoDate): number {
  const [y, m, d] = dateParts(date) ?? [1970, 1, 1];
  const at = new Date(Date.UTC(2000, m - 1, d));
  at.setUTCFullYear(y);
  return Math.round(at.getTime() / DAY_MS);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The trip day (1 is the start) a date falls on. */
export function dayOfTrip(start: IsoDate, date: IsoDate): number {
  return daysBetween(start, date) + 1;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 16 Mar 2027', the same on every device (no locale data, no zone). */
export function formatDay(date: IsoDate): string {
  const [y, m, d] = dateParts(date) ?? [1970, 1, 1];
  return `${WEEKDAYS[new Date(dayNumber(date) * DAY_MS).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

const zoneChecks = new Map<string, boolean>();
const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether Intl knows `zone` as an IANA time zone ('Asia/Kolkata'); 'UTC' and offsets are not places. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 40 || !/^[A-Z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  let known = zoneChecks.get(zone);
  if (known === undefined) {
    try {
      formats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }));
      known = true;
    } catch {
      known = false;
    }
    zoneChecks.set(zone, known);
  }
  return known;
}

/** How far `zone`'s clocks are ahead of UTC at the instant `utcMs`, in ms. */
function offsetAt(zone: string, utcMs: number): number {
  isTimeZone(zone);
  const format = formats.get(zone);
  if (!format) throw new RangeError(`Unknown time zone ${zone}`);
  const parts = Object.fromEntries(format.formatToParts(utcMs).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return wall - (utcMs - (utcMs % 1000));
}

/**
 * The instant (ms since the epoch) at which `zone`'s clocks show `local`. A time a clock change
 * skips is read with the offset before the change; a time it repeats, as the first of the two.
 */
export function instantOf(local: LocalDateTime, zone: string): number {
  const [y, m, d] = dateParts(local.slice(0, 10)) ?? [1970, 1, 1];
  const wall = Date.UTC(y, m - 1, d, Number(local.slice(11, 13)), Number(local.slice(14, 16)));
  // The offsets a day either side: around a change, the wall time is read with one or the other.
  const before = wall - offsetAt(zone, wall - DAY_MS);
  const after = wall - offsetAt(zone, wall + DAY_MS);
  const shows = (instant: number) => instant + offsetAt(zone, instant) === wall;
  const valid = [before, after].filter(shows);
  return valid.length ? Math.min(...valid) : before;
}

/** The wall-clock time `zone`'s clocks show at the instant `utcMs`: 'YYYY-MM-DDTHH:mm'. */
export function localAt(utcMs: number, zone: string): LocalDateTime {
  return new Date(utcMs + offsetAt(zone, utcMs)).toISOString().slice(0, 16);
}

/** Minutes from one local time in its zone to another in its own. */
export function minutesBetween(from: LocalDateTime, fromZone: string, to: LocalDateTime, toZone: string): number {
  return Math.round((instantOf(to, toZone) - instantOf(from, fromZone)) / 60_000);
}

/** '2 h 15 min' */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  return [h ? `${h} h` : '', min || !h ? `${min} min` : ''].filter(Boolean).join(' ');
}

/** Every zone this browser knows, for choosing one by hand (empty where Intl cannot list them). */
export function knownTimeZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}
