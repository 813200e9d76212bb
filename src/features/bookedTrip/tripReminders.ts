/**
 * Before you go's reminders for a booked trip's calendar file: the itinerary's checklist for the
 * trip's dates (with the visited countries' essentials, precached) and what its flights add, each
 * on the day it is due (today where that has passed), as beforeYouGo/reminders' events. Loaded on
 * the tap of "Add to my calendar".
 */
import type { EventAttributes } from 'ics';
import { CARRIERS } from '../../content/carriers';
import { countryEssentials } from '../../content/essentials';
import type { Itinerary } from '../../content/types';
import { todayIso } from '../../lib/today';
import { beforeYouGo, reminderDate, sortChecklist, tripCountries } from '../beforeYouGo/checklist';
import { reminderEvents } from '../beforeYouGo/reminders';
import { bookingChecklist } from './bookingChecklist';
import type { BookedTrip } from './trip';

export async function tripReminders(trip: BookedTrip, itinerary: Itinerary): Promise<EventAttributes[]> {
  const countries = tripCountries(itinerary);
  // Offline before the essentials were cached: the rest of the list still goes in.
  const essentials = await Promise.all(countries.map((c) => countryEssentials.load(c)?.catch(() => undefined)));
  const items = sortChecklist([...beforeYouGo(itinerary, trip.start, Object.fromEntries(countries.map((c, i) => [c, essentials[i]]))), ...bookingChecklist(trip, CARRIERS)]);
  const today = todayIso();
  return reminderEvents({ id: itinerary.id, title: trip.title }, trip.start, items, (item) => reminderDate(item as (typeof items)[number], today, trip.start));
}
