/**
 * A kept booked trip as one calendar file, made on the tap of "Add to my calendar": the trip core's
 * writer (trip/calendar.ts) over the trip's timeline (its days, and its flights and pick-ups at
 * their instants, the journey there and home included), with Before you go's reminders: the
 * itinerary's checklist for the trip's dates (with the visited countries' essentials, precached)
 * and what its flights add, each on the day it is due (today where that has passed). Carries
 * `ics`: loaded on the tap, never with a page.
 */
import { calendarSite } from '../../config/site';
import { CARRIERS } from '../../content/carriers';
import { countryEssentials } from '../../content/essentials';
import type { Itinerary } from '../../content/types';
import type { BookedTrip } from '../../trip/booking';
import { calendarFileName, tripCalendar, type ReminderItem } from '../../trip/calendar';
import { todayIso } from '../../trip/dates';
import { phoneZone } from '../../trip/zones';
import { tripByDay } from '../../trip/timeline';
import { bookedTrip } from '../../trip/trip';
import { beforeYouGo, reminderDate, sortChecklist, tripCountries, type ChecklistItem } from '../beforeYouGo/checklist';
import { bookingChecklist } from './bookingChecklist';

export async function bookedCalendarFile(trip: BookedTrip, itinerary: Itinerary, now: Date = new Date()): Promise<{ readonly name: string; readonly text: string }> {
  const t = tripByDay(bookedTrip(trip, itinerary), phoneZone());
  const countries = tripCountries(itinerary);
  // Offline before the essentials were cached: the rest of the list still goes in.
  const essentials = await Promise.all(countries.map((c) => countryEssentials.load(c)?.catch(() => undefined)));
  const items = sortChecklist([...beforeYouGo(itinerary, trip.start, Object.fromEntries(countries.map((c, i) => [c, essentials[i]]))), ...bookingChecklist(t, CARRIERS)]);
  const today = todayIso(now);
  const dayOf = (item: ReminderItem) => reminderDate(item as ChecklistItem, today, trip.start);
  return { name: calendarFileName(t.trip), text: tripCalendar(t, { ...calendarSite, now }, { items, dayOf }) };
}
