/**
 * My Journeys: what a traveller keeps on the device (a shortlist of itineraries and places, and
 * dated trips), what a dated trip is made of, and the screens that show them.
 *
 * This index is what other features import, with their first load, so it carries only what is
 * light: the refs, the dates and the save control (an island).
 * The lists (saved.ts, useSaved.ts: storage, IndexedDB), the dated plan (plan.ts: the climate data)
 * and the calendar (calendar.ts: the ics package) are reached only from those parts; a static
 * re-export here would pull them into the first load of every page with a card.
 *
 * - Save control: SaveButton, an island (pre-rendered unpressed, alive after start-up), for
 *   itineraryRef(id) or placeRefOf('india/agra'). The itinerary and place pages, whose first
 *   loads have no room to spare, declare the same island by path (SaveButton.tsx).
 * - Navigation: JourneysNavLink.tsx, 'My Journeys' with the count once something is saved;
 *   the navigation bar shows it as an island once the page is idle.
 * - Screens, which pages load by path after start-up (as they do the other features' islands):
 *   MyJourneysView.tsx (the shortlist and planned trips), CompareView.tsx (two or three journeys
 *   side by side), TripPlan.tsx (an itinerary page's 'Plan my dates', dated days, calendar, share,
 *   print; its props are TripPlanProps), BeforeYouGo.tsx (a dated trip's checklist: checklist.ts
 *   works it out, checklistTicks.ts keeps the ticks, calendar.ts makes its reminders).
 * - Dates (dates.ts): 'YYYY-MM-DD' strings; parseIsoDate, addDays, daysBetween, todayIso,
 *   formatDay ('Tue 16 Mar 2027').
 * - The dated-trip query (tripUrl.ts): parseTripQuery reads `start` and `travellers` for the plan
 *   and for the booking form's prefill, by one set of rules.
 *
 * Inside the feature: the shortlist and plans (saved.ts: listSaved, toggleSaved, savePlan ...;
 * useSaved.ts: the hooks), the dated plan (plan.ts: datedPlan), the calendar file
 * (calendar.ts, which TripPlan loads with the ics package when a file is asked for), the comparison
 * (compare.ts).
 */
import { island } from '../../components/island';
import type { SaveButtonProps } from './SaveButton';
import type { TripPlanProps } from './TripPlan';
import type { BeforeYouGoProps } from '../beforeYouGo/BeforeYouGo';

export type { BeforeYouGoProps, SaveButtonProps, TripPlanProps };
export type { DayQuestion } from './TripPlan';

/**
 * The heart that saves an itinerary or a place: an island, so it is in the pre-rendered page (not
 * pressed) and its code, with the storage behind it, arrives after start-up.
 */
export const SaveButton = /* @__PURE__ */ island<SaveButtonProps>(() => import('./SaveButton'), { what: 'the save button' });

export { itineraryRef, placeRefOf, type SavedRef } from './refs';
export { DEFAULT_TRAVELLERS, isTravellers, MAX_TRAVELLERS, MIN_TRAVELLERS } from './travellers';
export { addDays, compareIsoDates, daysBetween, formatDay, isIsoDate, monthOf, parseIsoDate, todayIso, type IsoDate } from './dates';
export type { PlannedTrip, SavedItem } from './saved';
export type { DatedDay, DatedPlan, PlanFestival, PlanWarning } from './plan';
export { parseTripQuery, type TripQuery } from './tripUrl';
