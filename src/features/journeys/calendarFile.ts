/**
 * A dated plan as a calendar file, made on the tap of "Add to calendar": the trip core's writer
 * (trip/calendar.ts) over the plan's timeline, one all-day event per day. Carries `ics`: loaded on
 * the tap, never with a page.
 */
import { calendarSite } from '../../config/site';
import type { Itinerary } from '../../content/types';
import { calendarFileName, tripCalendar } from '../../trip/calendar';
import type { IsoDate } from '../../trip/dates';
import { tripByDay } from '../../trip/timeline';
import { plannedTrip } from '../../trip/trip';
import { planId } from './saved';

export function planCalendarFile(itinerary: Itinerary, start: IsoDate, travellers: number, url: string, now: Date = new Date()): { readonly name: string; readonly text: string } {
  const t = tripByDay(plannedTrip({ id: planId(itinerary.id, start), itineraryId: itinerary.id, start, travellers }, itinerary));
  return { name: calendarFileName(t.trip), text: tripCalendar(t, { ...calendarSite, now, url }) };
}
