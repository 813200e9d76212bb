/**
 * 'Before you go' reminders as an iCalendar file, built on the device with the `ics` package as the
 * dated trip's calendar is (journeys/calendar.ts, whose text helpers and refolding it shares): one
 * all-day event per checklist item with an alarm. Load it on the tap ('Add reminders to calendar'),
 * never with a page.
 */
import { createEvents, type DateTime, type EventAttributes } from 'ics';
import type { Itinerary } from '../../content/types';
import { site } from '../../config/site';
import { cleanText, escapeText, foldLines, siteDomain, unfoldLines, type CalendarOptions } from '../journeys/calendar';
import { addDays, dateArray, parseIsoDate, type IsoDate } from '../journeys/dates';

/** What a reminder event needs of a checklist item (checklist.ts). */
export interface ReminderItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly sources: readonly { readonly title: string; readonly url?: string }[];
}

/** The UID of one checklist reminder: the same trip, start and item always give the same UID. */
export function reminderUid(itineraryId: string, start: IsoDate, itemId: string, domain: string = siteDomain()): string {
  return `${itineraryId}-${start}-${itemId}@${domain}`;
}

/** When on its day a reminder rings: 09:00 (the alarm is counted from the all-day event's start). */
export const REMINDER_HOUR = 9;

/**
 * One all-day event per item on the day it is to be done (`dayOf`, which moves a passed due date to
 * today), each with a display alarm at 09:00 that day, so the phone's calendar reminds the traveller
 * offline. Summary 'Before you go: Apply for your India e-Visa'; description the rule, its sources
 * and the trip. UIDs are stable, so importing again updates the events. A booked trip's calendar
 * file carries these beside its days, flights and pick-ups.
 */
export function reminderEvents(
  itinerary: Pick<Itinerary, 'id' | 'title'>,
  start: IsoDate,
  items: readonly ReminderItem[],
  dayOf: (item: ReminderItem) => IsoDate,
  brand: string = site.brand,
  options: Pick<CalendarOptions, 'url' | 'uidDomain'> = {},
): EventAttributes[] {
  const domain = options.uidDomain ?? siteDomain();
  return items.map((item): EventAttributes => {
    const date = dayOf(item);
    const sources = item.sources.map((s) => `- ${s.title}${s.url ? `: ${s.url}` : ''}`);
    return {
      uid: reminderUid(itinerary.id, start, item.id, domain),
      start: dateArray(date),
      end: dateArray(addDays(date, 1)),
      title: cleanText(`Before you go: ${item.title}`),
      description: cleanText([item.text, '', ...(sources.length ? ['Sources:', ...sources, ''] : []), `${itinerary.title} with ${brand}, from ${start}.`].join('\n')),
      alarms: [{ action: 'display', description: cleanText(`${item.title} (${itinerary.title})`), trigger: { hours: REMINDER_HOUR, minutes: 0, before: false } }],
      ...(options.url ? { url: options.url } : {}),
    };
  });
}

/**
 * 'Before you go' as an .ics: the reminder events above, in a calendar of their own. Throws a
 * RangeError for a bad start and an Error if the generator refuses.
 */
export function remindersCalendar(
  itinerary: Pick<Itinerary, 'id' | 'title'>,
  start: IsoDate,
  items: readonly ReminderItem[],
  dayOf: (item: ReminderItem) => IsoDate,
  brand: string = site.brand,
  options: CalendarOptions = {},
): string {
  if (!parseIsoDate(start)) throw new RangeError(`Not a date: ${start}`);
  const timestamp = (options.now ?? new Date()).getTime();
  const events = reminderEvents(itinerary, start, items, dayOf, brand, options).map((event): EventAttributes & { timestamp: DateTime } => ({ ...event, timestamp }));
  const { error, value } = createEvents(events, {
    productId: `-//${escapeText(brand)}//My Journeys//EN`,
    calName: escapeText(`${brand}: before ${itinerary.title}`),
  });
  if (error || !value) throw new Error(`Could not make the reminders of ${itinerary.id}: ${error?.message ?? 'no output'}`);
  return foldLines(unfoldLines(value));
}
