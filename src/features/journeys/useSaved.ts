/**
 * My Journeys for components: the saved list and the planned trips as React state, current in
 * every tab. The server snapshot is empty, so a pre-rendered page hydrates as it was rendered and
 * the visitor's list appears straight after.
 */
import { useSyncExternalStore } from 'react';
import { isPlanSaved, isSaved, listPlans, listSaved, subscribePlans, subscribeSaved, type PlannedTrip, type SavedItem, type SavedRef } from './saved';

const NONE: readonly never[] = /* @__PURE__ */ Object.freeze([]);
const serverList = () => NONE;
const serverFalse = () => false;

/** Every saved item, most recently saved first; [] on the server and while hydrating. */
export function useSaved(): readonly SavedItem[] {
  return useSyncExternalStore(subscribeSaved, listSaved, serverList);
}

/** Whether `ref` is saved (the state of a save control); false on the server. */
export function useIsSaved(ref: SavedRef): boolean {
  return useSyncExternalStore(subscribeSaved, () => isSaved(ref), serverFalse);
}

/** Every planned trip, soonest first; [] on the server and while hydrating. */
export function usePlans(): readonly PlannedTrip[] {
  return useSyncExternalStore(subscribePlans, listPlans, serverList);
}

/** Whether this itinerary and start are saved as a plan; false on the server. */
export function useIsPlanSaved(itineraryId: string, start: string | undefined): boolean {
  return useSyncExternalStore(subscribePlans, () => (start ? isPlanSaved(itineraryId, start) : false), serverFalse);
}
