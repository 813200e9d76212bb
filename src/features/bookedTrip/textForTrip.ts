/**
 * What "Text my position to the 24-hour line" does on its tap (loaded then, not before): asks the
 * phone for a fresh position, waiting up to 20 s, else takes the last one it knows, with its age;
 * computes its plus code on the phone (pluscodes, loaded with this module); reads the day of the
 * trip and its zone from the trip's timeline; and makes the text and the sms: link (smsPosition.ts).
 * Nothing is kept or sent: the position lives in this tab's memory and the text on the screen.
 */
import { itineraryDetails } from '../../content/itineraryDetails';
import type { BookedTrip } from '../../trip/booking';
import { dayUnderWay, tripTimeline, type TimelineDay } from '../../trip/timeline';
import { bookedTrip } from '../../trip/trip';
import { phoneZone } from '../../trip/zones';
import { plusCode } from './plusCode';
import { isStale, smsBody, smsFormOf, smsHref, surnameOf, type Fix, type NavigatorLike } from './smsPosition';

/** How long the phone may take to find a fresh position. */
export const FRESH_TIMEOUT_MS = 20_000;
/** A fix the phone took this recently counts as fresh. */
export const FRESH_MAX_AGE_MS = 60_000;

export type PositionProblem = 'unsupported' | 'refused' | 'unavailable';

export interface Found {
  readonly fix?: Fix;
  /** Why there is no fresh fix, where there is none. */
  readonly problem?: PositionProblem;
}

/** The last fix seen in this tab (never stored): offered, with its age, when no fresh one comes. */
let lastSeen: Fix | undefined;

const fixOf = (p: GeolocationPosition, at: number): Fix => ({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy, at });

function ask(geolocation: Geolocation, options: PositionOptions): Promise<GeolocationPosition | GeolocationPositionError> {
  return new Promise((resolve) => geolocation.getCurrentPosition(resolve, resolve, options));
}

const isError = (r: GeolocationPosition | GeolocationPositionError): r is GeolocationPositionError => !('coords' in r);

/**
 * A fresh position, else the last known one (the phone's own, or this tab's), else none, with why.
 * A fresh fix is dated when it is taken (the phone's timestamp where it lies within the wait).
 */
export async function findPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation, now: () => number = Date.now): Promise<Found> {
  if (!geolocation) return lastSeen ? { fix: lastSeen, problem: 'unsupported' } : { problem: 'unsupported' };
  const asked = now();
  const fresh = await ask(geolocation, { enableHighAccuracy: true, timeout: FRESH_TIMEOUT_MS, maximumAge: FRESH_MAX_AGE_MS });
  if (!isError(fresh)) {
    const done = now();
    const at = fresh.timestamp >= asked - FRESH_MAX_AGE_MS && fresh.timestamp <= done ? fresh.timestamp : done;
    lastSeen = fixOf(fresh, at);
    return { fix: lastSeen };
  }
  // Code 1 is PERMISSION_DENIED: no position may be read at all.
  if (fresh.code === 1) return { problem: 'refused' };
  // The phone's last fix, however old (it answers at once, or not at all).
  const cached = await ask(geolocation, { enableHighAccuracy: false, timeout: 0, maximumAge: Infinity });
  const known = !isError(cached) ? fixOf(cached, Math.min(cached.timestamp, now())) : undefined;
  const last = [known, lastSeen].filter((f): f is Fix => !!f).sort((a, b) => b.at - a.at)[0];
  return last ? { fix: last, problem: 'unavailable' } : { problem: 'unavailable' };
}

/** Plain sentences: why the text has no fresh position, and what still works. */
export function problemSentence(found: Found, now: number): string | undefined {
  if (found.problem === 'refused')
    return 'Your position was not added: permission to use it was refused. The text still reaches your trip’s 24-hour line; you can allow your position in the browser’s site settings and try again.';
  if (found.fix && isStale(found.fix, now)) return 'Your phone found no fresh position, so the text gives the last one it knew, with its age.';
  if (!found.fix && found.problem === 'unsupported') return 'This browser cannot give your position. The text still reaches your trip’s 24-hour line and says where the trip is today.';
  if (!found.fix) return 'Your phone could not find its position just now. The text still reaches your trip’s 24-hour line; try again in the open for a position.';
  return undefined;
}

/** The plus code, or none: the text goes without it rather than not at all. */
function codeOf(fix: Fix): string | undefined {
  try {
    return plusCode(fix);
  } catch {
    return undefined;
  }
}

/** 'Day 6', or the journey there or home. */
export function dayLabel(day: TimelineDay | undefined): string | undefined {
  if (!day) return undefined;
  if (day.day) return `Day ${day.day.number}`;
  return day.part === 'there' ? 'Travel day there' : 'Travel day home';
}

export interface TextReady {
  readonly href: string;
  readonly body: string;
  /** Why the position is missing or old, where it is. */
  readonly note?: string;
}

/**
 * The text for a trip, made at the tap: the day under way and its zone (the phone's, outside the
 * trip), and, for a waiting message, its words.
 */
export async function textForTrip(trip: BookedTrip, { waiting, navigator: nav = globalThis.navigator as NavigatorLike }: { waiting?: string; navigator?: NavigatorLike } = {}): Promise<TextReady> {
  const [found, itinerary] = await Promise.all([findPosition(), itineraryDetails.load(trip.itineraryId)?.catch(() => undefined)]);
  const now = Date.now();
  const day = dayUnderWay(tripTimeline(bookedTrip(trip, itinerary), now, phoneZone()));
  const fix = found.fix && { ...found.fix, code: codeOf(found.fix) };
  const body = smsBody({ reference: trip.tripId, surname: surnameOf(trip.travellers[0]), day: dayLabel(day), ...(fix && { fix }), now, zone: day?.zone ?? phoneZone(), ...(waiting && { waiting }) });
  const note = problemSentence(found, now);
  return { href: smsHref(trip.dutyPhone, body, smsFormOf(nav)), body, ...(note && { note }) };
}
