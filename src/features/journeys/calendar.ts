/**
 * A dated trip as an iCalendar file (RFC 5545), built on the device with the `ics` package: one
 * all-day event per day, summary 'Day 3: Agra - Rasa Journeys', the stop and its country as the
 * location, and the day's title, plan, hotel and meals as the description.
 *
 * UIDs are stable ('golden-triangle-2027-03-14-day3@rasajourneys.com'), so importing the file again
 * updates the events rather than adding a second set. `ics` escapes text (backslash, comma,
 * semicolon, newline) but folds lines at 75 characters, not 75 octets as RFC 5545 requires, so a
 * line with non-ASCII letters ('Café', '°C', '→') could run over; the output is refolded here at
 * 75 octets, never inside a UTF-8 sequence. Before you go's reminders (beforeYouGo/reminders.ts) share
 * the text helpers and the refolding.
 *
 * This module carries the `ics` package (with its validator): load it when asked for a file
 * (TripPlan's 'Add to calendar' does), never with a page.
 */
import { createEvents, type DateTime, type EventAttributes } from 'ics';
import { groupName } from '../../content/groups';
import { stopOfEachDay } from '../../content/stops';
import type { Itinerary, ItineraryDay } from '../../content/types';
import { site } from '../../config/site';
import { addDays, dateArray, parseIsoDate, type IsoDate } from './dates';
import { calendarFileName } from './plan';

export { calendarFileName };

export interface CalendarOptions {
  /** DTSTAMP, when the file was made; now unless given (tests pass a fixed moment). */
  readonly now?: Date;
  /** A link for every event, e.g. the dated plan's URL. */
  readonly url?: string;
  /** The domain of the UIDs; the site's e-mail domain unless given. */
  readonly uidDomain?: string;
  /** Timed events beside the days (a booked trip's flights and pick-ups). */
  readonly extra?: readonly EventAttributes[];
}

/** The domain of the site's e-mail addresses: 'rasajourneys.com'. */
export const siteDomain = () => site.emails[0].address.split('@')[1] ?? 'rasajourneys.com';

/** The UID of one day of a dated trip: the same trip, start and day always give the same UID. */
export function calendarUid(itineraryId: string, start: IsoDate, day: number, domain: string = siteDomain()): string {
  return `${itineraryId}-${start}-day${day}@${domain}`;
}

/** Text as RFC 5545 TEXT may carry it: one kind of line break, no other control characters. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** The description of a day: title, text, activities, hotel and meals. */
export function dayDescription(day: ItineraryDay): string {
  const lines = [day.title, '', day.description];
  if (day.activities.length) lines.push('', 'Plan:', ...day.activities.map((a) => `- ${a}`));
  lines.push('');
  lines.push(/^departure$/i.test(day.accommodation.trim()) ? 'Hotel: none (departure day)' : `Hotel: ${day.accommodation}`);
  lines.push(`Meals: ${day.meals || 'none included'}`);
  return cleanText(lines.join('\n'));
}

/** RFC 5545 TEXT escaping, for the header's calendar name (ics escapes only event text). */
export const escapeText = (text: string) => cleanText(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');

const encoder = new TextEncoder();

/**
 * Folds each content line at 75 octets (RFC 5545, 3.1): a line break then a space, never
 * inside a character. Takes unfolded lines.
 */
export function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (encoder.encode(line).length <= 75) return line;
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      let limit = 75;
      for (const char of line) {
        const size = encoder.encode(char).length;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
          limit = 74; // the leading space of a continuation line is its 75th octet
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** Undoes folding (CRLF then a space or tab). */
export function unfoldLines(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/**
 * The .ics text of `itinerary` from `start`: one all-day event per day (DTSTART;VALUE=DATE the
 * day, DTEND the next), summary 'Day 3: Agra - {brand}'. Throws a RangeError for a bad start and an
 * Error if the generator refuses the events.
 */
export function tripCalendar(
  itinerary: Pick<Itinerary, 'id' | 'title' | 'days' | 'stops'>,
  start: IsoDate,
  brand: string = site.brand,
  options: CalendarOptions = {},
): string {
  if (!parseIsoDate(start)) throw new RangeError(`Not a date: ${start}`);
  const stops = stopOfEachDay(itinerary.stops, itinerary.days);
  const domain = options.uidDomain ?? siteDomain();
  const timestamp = (options.now ?? new Date()).getTime();

  const events = itinerary.days.map((day, i): EventAttributes & { timestamp: DateTime } => {
    const date = addDays(start, i);
    const stop = stops[i]!;
    return {
      uid: calendarUid(itinerary.id, start, day.day, domain),
      timestamp,
      start: dateArray(date),
      end: dateArray(addDays(date, 1)),
      title: cleanText(`Day ${day.day}: ${stop.name} - ${brand}`),
      location: cleanText(`${stop.name}, ${groupName(stop.country)}`),
      description: dayDescription(day),
      ...(options.url ? { url: options.url } : {}),
    };
  });

  const extra = (options.extra ?? []).map((event) => ({ ...event, timestamp }));
  const { error, value } = createEvents([...events, ...extra], {
    productId: `-//${escapeText(brand)}//My Journeys//EN`,
    calName: escapeText(`${brand}: ${itinerary.title}`),
  });
  if (error || !value) throw new Error(`Could not make the calendar of ${itinerary.id}: ${error?.message ?? 'no output'}`);
  return foldLines(unfoldLines(value));
}
