/**
 * My Journeys: what a traveller keeps on the device (a shortlist of itineraries and places, and
 * dated trips) and what a dated trip is made of (dates, season warnings, festivals, a calendar
 * file). No UI here: pages and components build on these.
 *
 * - Shortlist (saved.ts, useSaved.ts): useSaved(), useIsSaved(ref), toggleSaved(ref),
 *   removeSaved(ref), listSaved(), isSaved(ref), subscribeSaved(fn). Refs: itineraryRef(id),
 *   placeRefOf('india/agra'). Writes reject with StorageError (its message is for the visitor)
 *   only when the device could keep nothing; the change then lasts for the page.
 * - Planned trips (saved.ts): usePlans(), savePlan({ itineraryId, start, travellers }),
 *   removePlan(id), listPlans() (soonest first), getPlan(id), planId(itineraryId, start).
 * - Dates (dates.ts): 'YYYY-MM-DD' strings; parseIsoDate, addDays, daysBetween, todayIso,
 *   formatDay ('Tue 16 Mar 2027').
 * - Dated plan (plan.ts): parsePlanQuery(search, today) for /itinerary/{id}?start=&travellers=,
 *   datedPlan(itinerary, start), planQueryString(start, travellers).
 * - Calendar: tripCalendarFile(itinerary, start) loads calendar.ts (and the ics package) on first
 *   use and resolves to { fileName, text }; calendarFileName(id, start) names it.
 */
import type { Itinerary } from '../../content/types';
import type { CalendarOptions } from './calendar';
import type { IsoDate } from './dates';

export {
  DEFAULT_TRAVELLERS,
  getPlan,
  isPlanSaved,
  isSaved,
  isTravellers,
  itineraryRef,
  listPlans,
  listSaved,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  placeRefOf,
  planId,
  plansReady,
  PLANS_KEY,
  refOf,
  removePlan,
  removeSaved,
  SAVED_FULL_MESSAGE,
  SAVED_KEY,
  SAVED_UNAVAILABLE_MESSAGE,
  savedKey,
  savedReady,
  saveItem,
  savePlan,
  subscribePlans,
  subscribeSaved,
  toggleSaved,
  type PlannedTrip,
  type SavedItem,
  type SavedRef,
} from './saved';
export { useIsPlanSaved, useIsSaved, usePlans, useSaved } from './useSaved';
export { addDays, compareIsoDates, daysBetween, formatDay, isIsoDate, monthOf, parseIsoDate, todayIso, type IsoDate } from './dates';
export { calendarFileName, datedPlan, noteAppliesTo, parsePlanQuery, planQueryString, type DatedDay, type DatedPlan, type PlanFestival, type PlanQuery, type PlanWarning } from './plan';
export type { CalendarOptions } from './calendar';

/**
 * The calendar file of a dated trip, made on the device (works offline). Loads the calendar code
 * and the ics package on first call, so no page carries them.
 */
export async function tripCalendarFile(
  itinerary: Pick<Itinerary, 'id' | 'title' | 'days' | 'stops'>,
  start: IsoDate,
  options?: CalendarOptions & { readonly brand?: string },
): Promise<{ fileName: string; text: string }> {
  const { tripCalendar, calendarFileName } = await import('./calendar');
  return { fileName: calendarFileName(itinerary.id, start), text: tripCalendar(itinerary, start, options?.brand, options) };
}
