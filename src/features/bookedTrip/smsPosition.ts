/**
 * The text a traveller with a voice and SMS signal but no data sends to the trip's 24-hour line:
 * who (the surname, the trip's reference), the day of the trip, where (latitude and longitude to 5
 * decimals, the accuracy, the plus code, a maps link where it fits), when (the local time and its
 * offset from UTC), and, for a message waiting in the outbox, its first words. One plain SMS: GSM-7
 * only, at most 160 septets (gsm7.ts), so any phone at the agency reads it and it costs one
 * message. And the sms: link that opens the phone's own messages app with it filled in: the app
 * sends nothing itself. Pure.
 */
import { localAt } from '../../trip/zones';
import { fitWords, septets, SMS_SEPTETS, toGsm7 } from './gsm7';

export interface Fix {
  readonly lat: number;
  readonly lng: number;
  /** Metres, as the phone reports it (the radius of 68% confidence). */
  readonly accuracy: number;
  /** When the phone took it (ms since the epoch). */
  readonly at: number;
  /** The Open Location Code of the position (10 digits, '7JRQWRFG+HM'). */
  readonly code?: string;
}

export interface SmsParts {
  /** The trip's reference ('rj-…'). */
  readonly reference?: string;
  /** The traveller's surname, as the booking writes it. */
  readonly surname?: string;
  /** 'Day 6', 'Travel day home': the day of the trip under way. */
  readonly day?: string;
  /** The position; absent where none could be had. */
  readonly fix?: Fix;
  /** When the text is made (ms since the epoch). */
  readonly now: number;
  /** The zone whose time the text gives: where the day is spent. */
  readonly zone: string;
  /** A message waiting for a connection: its first words follow the position. */
  readonly waiting?: string;
}

/** A fix older than this is said to be the last known one, with its age. */
export const FRESH_MS = 2 * 60_000;

/** A reference longer than this is left out for the surname (a trip's is 'rj-' and 16 characters). */
const REFERENCE_MAX = 24;
const SURNAME_MAX = 24;

const pad = (n: number) => String(n).padStart(2, '0');

/** '14:05 UTC+05:30': the wall-clock time in `zone` at `at`, with the zone's offset then. */
export function clockWithOffset(at: number, zone: string): string {
  const local = localAt(at, zone);
  const minute = Math.floor(at / 60_000) * 60_000;
  const offset = Math.round((Date.parse(`${local}:00Z`) - minute) / 60_000);
  const abs = Math.abs(offset);
  return `${local.slice(11, 16)} UTC${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** '25 min', '3 h', '2 days'. */
export function ageText(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 60) return `${min} min`;
  const h = Math.round(min / 60);
  if (h < 48) return `${h} h`;
  return `${Math.round(h / 24)} days`;
}

/** Whether a fix is older than a fresh one may be at `now`. */
export const isStale = (fix: Fix, now: number): boolean => now - fix.at > FRESH_MS;

/** The surname of a traveller as the booking names them ('Asha Rao' -> 'Rao'), in the alphabet. */
export function surnameOf(name: string | undefined): string | undefined {
  const last = toGsm7(name ?? '').split(/\s+/).filter(Boolean).at(-1);
  return last ? last.slice(0, SURNAME_MAX) : undefined;
}

/** 'Rao, trip rj-…, Day 6': who and when in the trip. */
function heading({ reference, surname, day }: SmsParts): string {
  const ref = reference && reference.length <= REFERENCE_MAX ? toGsm7(reference) : '';
  const who = surname ? toGsm7(surname).slice(0, SURNAME_MAX) : '';
  return [who, ref ? `trip ${ref}` : '', day ? toGsm7(day) : ''].filter(Boolean).join(', ');
}

/** 'at 26.92391,75.82672 +/-12m, 7JRQWRFG+HM, 14:05 UTC+05:30', or that there is no position. */
function where({ fix, now, zone }: SmsParts): string {
  if (!fix) return `position not available at ${clockWithOffset(now, zone)}`;
  const stale = isStale(fix, now) ? ` (last known, ${ageText(now - fix.at)} old)` : '';
  const code = fix.code ? `, ${toGsm7(fix.code)}` : '';
  return `at ${fix.lat.toFixed(5)},${fix.lng.toFixed(5)} +/-${Math.round(fix.accuracy)}m${code}, ${clockWithOffset(Math.min(fix.at, now), zone)}${stale}`;
}

/** A maps link any phone opens, to the position. */
export const mapsLink = (fix: Pick<Fix, 'lat' | 'lng'>): string => `https://maps.google.com/?q=${fix.lat.toFixed(5)},${fix.lng.toFixed(5)}`;

/** The text: one plain SMS of at most 160 septets. */
export function smsBody(parts: SmsParts): string {
  const head = heading(parts);
  let body = `${head ? `${head}: ` : ''}${where(parts)}.`;
  const waiting = toGsm7(parts.waiting ?? '').replace(/\n+/g, ' ');
  if (waiting) {
    const words = fitWords(`Msg: ${waiting}`, SMS_SEPTETS - septets(body) - 1);
    if (words) body = `${body} ${words}`;
  }
  // The link last, and only whole: a cut link leads nowhere.
  if (parts.fix) {
    const link = ` ${mapsLink(parts.fix)}`;
    if (septets(body) + septets(link) <= SMS_SEPTETS) body += link;
  }
  return septets(body) <= SMS_SEPTETS ? body : fitWords(body, SMS_SEPTETS);
}

/** How the phone's messages app reads a link's text: iOS after '&', the others (RFC 5724) after '?'. */
export type SmsForm = 'ios' | 'standard';

export interface NavigatorLike {
  readonly userAgent: string;
  readonly platform?: string;
  readonly maxTouchPoints?: number;
}

/**
 * iPhone, iPod and iPad, including an iPad on iPadOS 13 or later, which gives a Mac's desktop user
 * agent and platform but has touch points.
 */
export function smsFormOf({ userAgent, platform = '', maxTouchPoints = 0 }: NavigatorLike): SmsForm {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent) || /^(iPhone|iPad|iPod)/.test(platform)) return 'ios';
  if ((/\bMacintosh\b/.test(userAgent) || platform === 'MacIntel') && maxTouchPoints > 1) return 'ios';
  return 'standard';
}

/** Every character a URI reserves or leaves unsafe percent-encoded ('&', '+', '?', '#', and !'()* too). */
export const encodeSmsBody = (body: string): string => encodeURIComponent(body).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The link to the phone's messages app, to `phone` (E.164) with `body` filled in. */
export function smsHref(phone: string, body: string, form: SmsForm): string {
  return `sms:${phone}${form === 'ios' ? '&' : '?'}body=${encodeSmsBody(body)}`;
}
