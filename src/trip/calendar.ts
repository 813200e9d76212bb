/**
 * A trip as an iCalendar file (RFC 5545), built on the device with the `ics` package: the one
 * writer for planned and booked trips, reading the timeline (timeline.ts).
 * - Each day of the trip: an all-day event, 'Day 3: Agra - Rasa Journeys', at the stop, with the
 *   day's plan and the night's stay (the booked hotel where the booking names one).
 * - A booked trip's flights and pick-ups (the journey there and home included): timed events at
 *   their instants, written in UTC, so every calendar shows them at the right moment wherever the
 *   phone is; the local times stay in the words. Alarms: a pick-up 30 minutes before, a flight 3 hours.
 * - Before you go's reminders, where given: an all-day event on each item's due day, with an alarm at 09:00.
 *
 * UIDs are stable: a day's from the itinerary, start and day; a flight's or pick-up's from the trip
 * and the item's id, which stays the same across revisions; a reminder's from the item. Importing
 * a newer file updates the events rather than adding a second set.
 *
 * `ics` escapes text but folds lines at 75 characters, not 75 octets as RFC 5545 requires, so a line
 * with non-ASCII letters ('Café', '→') could run over: the output is refolded at 75 octets, never
 * inside a UTF-8 sequence. This module carries `ics`: load it when a file is asked for.
 */
import { createEvents, type DateTime, type EventAttributes } from 'ics';
import { groupName } from '../content/groups';
import type { Flight, Transfer } from './booking';
import { addDays, dateArray, type IsoDate } from './dates';
import { clockOf } from './zones';
import type { TimelineDay, TimelineItem, TripByDay } from './timeline';
import type { Trip } from './trip';

export interface CalendarOptions {
  /** The agency's name, in each day's summary and the calendar's name. */
  readonly brand: string;
  /** The domain of the UIDs ('rasajourneys.com'). */
  readonly uidDomain: string;
  /** DTSTAMP, when the file was made; now unless given (tests pass a fixed moment). */
  readonly now?: Date;
  /** A link for every day, e.g. the dated plan's URL. */
  readonly url?: string;
}

/** What a reminder event needs of a checklist item (beforeYouGo/checklist.ts). */
export interface ReminderItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly sources: readonly { readonly title: string; readonly url?: string }[];
}

/** Before you go's items, each with the day it is to be done. */
export interface Reminders {
  readonly items: readonly ReminderItem[];
  readonly dayOf: (item: ReminderItem) => IsoDate;
}

/** When each alarm rings: a pick-up 30 minutes before, a flight 3 hours before. */
export const ALARMS = { transfer: { minutes: 30, before: true }, flight: { hours: 3, before: true } } as const;
/** When on its day a reminder rings: 09:00 (the alarm is counted from the all-day event's start). */
export const REMINDER_HOUR = 9;

/** The file's name: a plan's after its itinerary and start; a booked trip's after its id, so each revision's file replaces the last one's download. */
export function calendarFileName(trip: Pick<Trip, 'itineraryId' | 'start' | 'booking'>): string {
  return trip.booking ? `rasa-journeys-${trip.booking.tripId}.ics` : `${trip.itineraryId}-${trip.start}.ics`;
}

/** The UID of one day of a trip: the same itinerary, start and day always give the same UID. */
export function calendarUid(itineraryId: string, start: IsoDate, day: number, domain: string): string {
  return `${itineraryId}-${start}-day${day}@${domain}`;
}

/** The UID of one checklist reminder. */
export function reminderUid(itineraryId: string, start: IsoDate, itemId: string, domain: string): string {
  return `${itineraryId}-${start}-${itemId}@${domain}`;
}

/** Text as RFC 5545 TEXT may carry it: one kind of line break, no other control characters. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** RFC 5545 TEXT escaping, for the header's calendar name (ics escapes only event text). */
export const escapeText = (text: string) => cleanText(text).replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');

/** How many UTF-8 octets a character takes (TextEncoder is the DOM's, not the language's). */
const octetsOf = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};
const lineOctets = (line: string) => [...line].reduce((n, c) => n + octetsOf(c), 0);

/** Folds each content line at 75 octets (RFC 5545, 3.1): a line break then a space, never inside a character. */
export function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (lineOctets(line) <= 75) return line;
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      let limit = 75;
      for (const char of line) {
        const size = octetsOf(char);
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

const lines = (...parts: (string | false | undefined)[]) => parts.filter((p) => p !== false && p !== undefined).join('\n');

/** The description of a trip day: its title, text, activities, the night's stay and meals. */
export function dayDescription(day: TimelineDay): string {
  const plan = day.day?.plan;
  const stay = day.items.find((i): i is Extract<TimelineItem, { kind: 'stay' }> => i.kind === 'stay');
  const hotel = stay?.hotel ? [stay.hotel.name, stay.hotel.address].filter(Boolean).join(', ') : stay?.planned?.text;
  const parts: string[] = [];
  if (plan) {
    parts.push(plan.title, '', plan.description);
    if (plan.activities.length) parts.push('', 'Plan:', ...plan.activities.map((a) => `- ${a}`));
    parts.push('');
  }
  parts.push(hotel ? `Hotel: ${hotel}` : 'Hotel: none (departure day)');
  if (plan) parts.push(`Meals: ${plan.meals || 'none included'}`);
  return cleanText(parts.join('\n'));
}

function dayEvent(t: TripByDay, day: TimelineDay, options: CalendarOptions): EventAttributes | undefined {
  const tripDay = day.day;
  if (!tripDay) return undefined;
  const stop = tripDay.stop;
  return {
    uid: calendarUid(t.trip.itineraryId, t.trip.start, tripDay.number, options.uidDomain),
    start: dateArray(day.date),
    end: dateArray(addDays(day.date, 1)),
    title: cleanText(stop ? `Day ${tripDay.number}: ${stop.name} - ${options.brand}` : `Day ${tripDay.number}: ${t.trip.title} - ${options.brand}`),
    ...(stop && { location: cleanText(`${stop.name}, ${groupName(stop.country)}`) }),
    description: dayDescription(day),
    ...(options.url ? { url: options.url } : {}),
  };
}

function flightEvent(t: TripByDay, item: Extract<TimelineItem, { kind: 'flight' }>, uidDomain: string): EventAttributes {
  const flight: Flight = item.flight;
  const name = `${flight.carrier} ${flight.number}`;
  const dutyPhone = t.trip.booking?.dutyPhone;
  return {
    uid: `${t.trip.booking?.tripId ?? t.trip.id}-${flight.id}@${uidDomain}`,
    title: `Flight ${name}: ${flight.from.iata} → ${flight.to.iata}`,
    start: item.at.instant,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: item.arrives.instant,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: `${flight.from.iata} airport${flight.terminal ? `, terminal ${flight.terminal}` : ''}`,
    description: lines(
      `Departs ${clockOf(flight.departs)} at ${flight.from.iata} (local time)${flight.terminal ? `, terminal ${flight.terminal}` : ''}.`,
      `Arrives ${clockOf(flight.arrives)} at ${flight.to.iata} (local time).`,
      flight.bookingRef && `Booking reference: ${flight.bookingRef}`,
      dutyPhone && `Your 24-hour line: ${dutyPhone}`,
    ),
    alarms: [{ action: 'display', description: `Flight ${name} leaves ${flight.from.iata} in 3 hours`, trigger: ALARMS.flight }],
  };
}

function transferEvent(t: TripByDay, item: Extract<TimelineItem, { kind: 'transfer' }>, uidDomain: string): EventAttributes {
  const transfer: Transfer = item.transfer;
  const driver = transfer.driver;
  const dutyPhone = t.trip.booking?.dutyPhone;
  return {
    uid: `${t.trip.booking?.tripId ?? t.trip.id}-${transfer.id}@${uidDomain}`,
    title: `Pick-up: ${transfer.from} → ${transfer.to}`,
    start: item.at.instant,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: item.at.instant,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: transfer.from,
    description: lines(
      `Pick-up ${clockOf(transfer.pickUp)} (local time) at ${transfer.from}, to ${transfer.to}.`,
      driver && `Driver: ${driver.name}${driver.phone ? `, ${driver.phone}` : ''}`,
      transfer.vehicle && `Vehicle: ${transfer.vehicle}`,
      dutyPhone && `Your 24-hour line: ${dutyPhone}`,
    ),
    alarms: [{ action: 'display', description: `Pick-up at ${transfer.from} in 30 minutes`, trigger: ALARMS.transfer }],
  };
}

/** The timed events of a trip's timeline: its flights and pick-ups, soonest first. */
export function movesOf(t: TripByDay, uidDomain: string): EventAttributes[] {
  return t.days
    .flatMap((d) => d.items)
    .flatMap((item) => (item.kind === 'flight' ? [flightEvent(t, item, uidDomain)] : item.kind === 'transfer' ? [transferEvent(t, item, uidDomain)] : []));
}

/**
 * One all-day event per item on the day it is to be done, each with a display alarm at 09:00 that
 * day: 'Before you go: Apply for your India e-Visa'; the rule, its sources and the trip below.
 */
export function reminderEvents(trip: Pick<Trip, 'itineraryId' | 'title' | 'start'>, reminders: Reminders, options: Pick<CalendarOptions, 'brand' | 'uidDomain' | 'url'>): EventAttributes[] {
  return reminders.items.map((item): EventAttributes => {
    const date = reminders.dayOf(item);
    const sources = item.sources.map((s) => `- ${s.title}${s.url ? `: ${s.url}` : ''}`);
    return {
      uid: reminderUid(trip.itineraryId, trip.start, item.id, options.uidDomain),
      start: dateArray(date),
      end: dateArray(addDays(date, 1)),
      title: cleanText(`Before you go: ${item.title}`),
      description: cleanText([item.text, '', ...(sources.length ? ['Sources:', ...sources, ''] : []), `${trip.title} with ${options.brand}, from ${trip.start}.`].join('\n')),
      alarms: [{ action: 'display', description: cleanText(`${item.title} (${trip.title})`), trigger: { hours: REMINDER_HOUR, minutes: 0, before: false } }],
      ...(options.url ? { url: options.url } : {}),
    };
  });
}

function write(events: readonly EventAttributes[], calName: string, options: CalendarOptions, what: string): string {
  const timestamp = (options.now ?? new Date()).getTime();
  const stamped = events.map((event): EventAttributes & { timestamp: DateTime } => ({ ...event, timestamp }));
  const { error, value } = createEvents(stamped, { productId: `-//${escapeText(options.brand)}//My Journeys//EN`, calName: escapeText(calName) });
  if (error || !value) throw new Error(`Could not make the calendar of ${what}: ${error?.message ?? 'no output'}`);
  return foldLines(unfoldLines(value));
}

/**
 * The .ics text of a trip: its days, its flights and pick-ups at their instants (a booked trip's),
 * and Before you go's reminders where given. Throws an Error if the generator refuses the events.
 */
export function tripCalendar(t: TripByDay, options: CalendarOptions, reminders?: Reminders): string {
  const days = t.days.flatMap((day) => dayEvent(t, day, options) ?? []);
  const extra = reminders ? reminderEvents(t.trip, reminders, options) : [];
  return write([...days, ...movesOf(t, options.uidDomain), ...extra], `${options.brand}: ${t.trip.title}`, options, t.trip.itineraryId);
}

/** Before you go alone, as a calendar of its own (a dated plan's 'Add reminders to calendar'). */
export function remindersCalendar(trip: Pick<Trip, 'itineraryId' | 'title' | 'start'>, reminders: Reminders, options: CalendarOptions): string {
  return write(reminderEvents(trip, reminders, options), `${options.brand}: before ${trip.title}`, options, trip.itineraryId);
}
