/**
 * Instants and zones, the other half of the trip core's date library (dates.ts has calendar
 * dates): a wall-clock time 'YYYY-MM-DDTHH:mm' in an IANA zone ('Asia/Kolkata', an airport's from
 * content/airports.ts) names an instant (ms since the epoch) through Intl's zone data, never
 * through the phone's zone. The phone's own zone is read only to show a time on its clock.
 */
import { COUNTRY_TIME_ZONES, COUNTRY_UTC_OFFSETS } from '../content/timeZones';
import type { CountrySlug } from '../content/types';
import { isIsoDate, parseDateParts, type IsoDate } from './dates';

/** 'YYYY-MM-DDTHH:mm', a wall-clock time in some zone. */
export type LocalDateTime = string;
/** Milliseconds since the epoch. */
export type Instant = number;

const DAY_MS = 86_400_000;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm', 00:00 to 23:59. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK.test(value);
}

export function isLocalDateTime(value: unknown): value is LocalDateTime {
  return typeof value === 'string' && value.length === 16 && value[10] === 'T' && isIsoDate(value.slice(0, 10)) && isClockTime(value.slice(11));
}

/** The date part of a local time. */
export const dateOf = (local: LocalDateTime): IsoDate => local.slice(0, 10);
/** The clock part of a local time, 'HH:mm'. */
export const clockOf = (local: LocalDateTime): string => local.slice(11, 16);



/**
 * The catalogue's countries' zones, with their fixed offsets (content/timeZones.ts: none keeps
 * summer time). The first Intl.DateTimeFormat made with a timeZone loads the browser's zone data,
 * a long piece of main-thread work when Today opens, for zones that never change their offset.
 */
const FIXED_OFFSETS = new Map<string, number>((Object.keys(COUNTRY_TIME_ZONES) as CountrySlug[]).map((c) => [COUNTRY_TIME_ZONES[c], COUNTRY_UTC_OFFSETS[c] * 60_000]));
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

/** How far `zone`'s clocks are ahead of UTC at the instant `at`, in ms. */
function offsetAt(zone: string, at: Instant): number {
  const fixed = FIXED_OFFSETS.get(zone);
  if (fixed !== undefined) return fixed;
  if (!isTimeZone(zone)) throw new RangeError(`Unknown time zone ${zone}`);
  const format = formats.get(zone)!;
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant at which `zone`'s clocks show `local`. A time a clock change skips is read with the
 * offset before the change; a time it repeats, as the first of the two.
 */
export function instantOf(local: LocalDateTime, zone: string): Instant {
  const parts = parseDateParts(dateOf(local));
  if (!parts) throw new RangeError(`Not a local time of the form YYYY-MM-DDTHH:mm: ${local}`);
  const { year, month, day } = parts;
  const wall = Date.UTC(2000, month - 1, day, Number(local.slice(11, 13)), Number(local.slice(14, 16)));
  const at = new Date(wall);
  at.setUTCFullYear(year);
  const wallMs = at.getTime();
  // The offsets a day either side: around a change, the wall time is read with one or the other.
  const before = wallMs - offsetAt(zone, wallMs - DAY_MS);
  const after = wallMs - offsetAt(zone, wallMs + DAY_MS);
  const shows = (instant: number) => instant + offsetAt(zone, instant) === wallMs;
  const valid = [before, after].filter(shows);
  return valid.length ? Math.min(...valid) : before;
}

/** The wall-clock time `zone`'s clocks show at the instant `at`: 'YYYY-MM-DDTHH:mm'. */
export function localAt(at: Instant, zone: string): LocalDateTime {
  return new Date(at + offsetAt(zone, at)).toISOString().slice(0, 16);
}

/** The calendar date at `at` in `zone`. */
export function dateInZone(zone: string, at: Instant | Date): IsoDate {
  return dateOf(localAt(Number(at), zone));
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

/** 'HH:mm' on the phone's own clock at an instant. */
export function phoneClock(at: Instant): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** The phone's own zone, as Intl reports it ('Europe/London'). */
export function phoneZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
