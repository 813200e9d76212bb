/**
 * My Journeys on the device: the shortlist (saved itineraries and places) and the planned trips
 * (an itinerary with a start date and a number of travellers).
 *
 * Both are synced lists of the storage feature (its syncedList.ts): kept in IndexedDB (stores
 * 'saved' and 'plans') and mirrored to localStorage ('rasa.saved', 'rasa.plans': JSON arrays of the
 * records below), so they read synchronously at start-up, work offline, survive reloads and show
 * at once in every open tab. Where neither copy can be written, a change still holds for the page
 * and the call rejects with a StorageError whose message a screen can show as it is.
 *
 * Nothing here touches storage until first used, so it is safe to import while pre-rendering;
 * components read it through useSaved.ts, whose server snapshot is empty.
 */
import type { PlaceRef } from '../../content/types';
import { askPersist } from '../storage/persist';
import { createSyncedList, type SyncedList } from '../storage/syncedList';
import { compareIsoDates, isIsoDate, type IsoDate } from '../../trip/dates';
import { itineraryRef, placeRefOf, type SavedRef } from './refs';
import { DEFAULT_TRAVELLERS, isTravellers, MAX_TRAVELLERS, MIN_TRAVELLERS } from './travellers';

export { DEFAULT_TRAVELLERS, isTravellers, itineraryRef, MAX_TRAVELLERS, MIN_TRAVELLERS, placeRefOf, type SavedRef };

// ---------------------------------------------------------------- the shortlist

export interface SavedItem {
  /** The record's key: 'itinerary:golden-triangle', 'place:india/agra' (see savedKey). */
  readonly id: string;
  readonly kind: SavedRef['kind'];
  /** The itinerary id or the PlaceRef. */
  readonly ref: string;
  /** When it was saved, an ISO timestamp ('2026-11-25T11:00:00.000Z'). */
  readonly savedAt: string;
}

export const SAVED_FULL_MESSAGE = "Your device's storage is full, so My Journeys can keep this change only until you close the page.";
export const SAVED_UNAVAILABLE_MESSAGE = 'This browser is not letting us keep My Journeys on your device, so this change lasts only until you close the page.';

/** The record key of a ref: 'itinerary:golden-triangle', 'place:india/agra'. */
export function savedKey(ref: SavedRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** The ref a saved item stands for. */
export function refOf(item: SavedItem): SavedRef {
  return item.kind === 'place' ? { kind: 'place', id: item.ref as PlaceRef } : { kind: 'itinerary', id: item.ref };
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function isSavedItem(value: unknown): value is SavedItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (v.kind === 'itinerary' || v.kind === 'place') && isString(v.ref) && isString(v.savedAt) && v.id === `${v.kind}:${v.ref}`;
}

const messages = { full: SAVED_FULL_MESSAGE, unavailable: SAVED_UNAVAILABLE_MESSAGE };

/** Most recently saved first. */
const bySavedAtDesc = (a: { savedAt: string; id: string }, b: { savedAt: string; id: string }) =>
  a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.id.localeCompare(b.id);

/** Builds a shortlist over the given list engine (the app uses the one below; tests make their own). */
export function createShortlist(list: SyncedList<SavedItem>) {
  const has = (ref: SavedRef) => list.snapshot().some((i) => i.id === savedKey(ref));
  return {
    /** Every saved item, most recently saved first (a stable array until the list changes). */
    listSaved: (): readonly SavedItem[] => list.snapshot(),
    isSaved: has,
    /** Saves `ref` (again: its savedAt is kept). Rejects with StorageError if nothing could keep it. */
    async save(ref: SavedRef, now: Date = new Date()): Promise<void> {
      if (has(ref)) return;
      void askPersist();
      await list.put({ id: savedKey(ref), kind: ref.kind, ref: ref.id, savedAt: now.toISOString() });
    },
    /** Removes `ref` from the list. Rejects with StorageError if nothing could keep the change. */
    remove: (ref: SavedRef): Promise<void> => list.remove(savedKey(ref)),
    /** Saves or removes; resolves to whether it is saved now (even when it rejects, memory holds it). */
    async toggle(ref: SavedRef, now: Date = new Date()): Promise<boolean> {
      const saving = !has(ref);
      // Something kept is worth keeping: ask the browser not to evict the site's storage.
      if (saving) void askPersist();
      if (saving) await list.put({ id: savedKey(ref), kind: ref.kind, ref: ref.id, savedAt: now.toISOString() });
      else await list.remove(savedKey(ref));
      return saving;
    },
    /** Puts records as they are (a restored backup), one by one; rejects with the first StorageError. */
    async restore(items: readonly SavedItem[]): Promise<void> {
      for (const item of items) await list.put(item);
    },
    subscribe: list.subscribe,
    /** Resolves once IndexedDB has been read in (the mirror already gave the list synchronously). */
    ready: list.ready,
  };
}

// ---------------------------------------------------------------- planned trips

export interface PlannedTrip {
  /** `${itineraryId}:${start}` (see planId): one plan per itinerary and start date. */
  readonly id: string;
  readonly itineraryId: string;
  /** The first day, 'YYYY-MM-DD'. */
  readonly start: IsoDate;
  /** 1 to 12. */
  readonly travellers: number;
  /** When it was saved (or last changed), an ISO timestamp. */
  readonly savedAt: string;
}

export function planId(itineraryId: string, start: IsoDate): string {
  return `${itineraryId}:${start}`;
}

function isPlannedTrip(value: unknown): value is PlannedTrip {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return isString(v.itineraryId) && isIsoDate(v.start) && isTravellers(v.travellers) && isString(v.savedAt) && v.id === `${v.itineraryId}:${v.start}`;
}

/** Soonest first; the same day by itinerary id. */
const bySoonest = (a: PlannedTrip, b: PlannedTrip) => compareIsoDates(a.start, b.start) || a.itineraryId.localeCompare(b.itineraryId);

export function createPlans(list: SyncedList<PlannedTrip>) {
  return {
    /** Every planned trip, soonest first (past ones too: a screen may set them apart). */
    listPlans: (): readonly PlannedTrip[] => list.snapshot(),
    getPlan: (id: string): PlannedTrip | undefined => list.snapshot().find((p) => p.id === id),
    isPlanSaved: (itineraryId: string, start: IsoDate): boolean => list.snapshot().some((p) => p.id === planId(itineraryId, start)),
    /**
     * Saves a plan, or updates the number of travellers of the same itinerary and start. Resolves
     * to the record; rejects with a RangeError for a bad date or number of travellers, with a
     * StorageError if nothing could keep it.
     */
    async savePlan(plan: { itineraryId: string; start: IsoDate; travellers?: number }, now: Date = new Date()): Promise<PlannedTrip> {
      const travellers = plan.travellers ?? DEFAULT_TRAVELLERS;
      if (!isIsoDate(plan.start)) throw new RangeError(`Not a date: ${plan.start}`);
      if (!isTravellers(travellers)) throw new RangeError(`Travellers must be ${MIN_TRAVELLERS} to ${MAX_TRAVELLERS}: ${travellers}`);
      const record: PlannedTrip = { id: planId(plan.itineraryId, plan.start), itineraryId: plan.itineraryId, start: plan.start, travellers, savedAt: now.toISOString() };
      void askPersist();
      await list.put(record);
      return record;
    },
    /** Removes the plan of that id. Rejects with StorageError if nothing could keep the change. */
    removePlan: (id: string): Promise<void> => list.remove(id),
    /** Puts plans as they are (a restored backup), one by one; rejects with the first StorageError. */
    async restore(items: readonly PlannedTrip[]): Promise<void> {
      for (const item of items) await list.put(item);
    },
    subscribe: list.subscribe,
    ready: list.ready,
  };
}

// ---------------------------------------------------------------- the app's instances

// Marked pure so a chunk importing this module without using the lists leaves them out.
const shortlist = /* @__PURE__ */ createShortlist(/* @__PURE__ */ createSyncedList({ store: 'saved', isItem: isSavedItem, compare: bySavedAtDesc, messages }));
const plans = /* @__PURE__ */ createPlans(/* @__PURE__ */ createSyncedList({ store: 'plans', isItem: isPlannedTrip, compare: bySoonest, messages }));

// Plain functions (not destructured members), which bundlers drop when unused.

/** Every saved item, most recently saved first; the same array until the list changes. */
export function listSaved(): readonly SavedItem[] {
  return shortlist.listSaved();
}
/** Whether `ref` is saved. */
export function isSaved(ref: SavedRef): boolean {
  return shortlist.isSaved(ref);
}
/** Saves or removes `ref`; resolves to whether it is saved now. Rejects with StorageError when the device kept nothing (the change holds for the page). */
export function toggleSaved(ref: SavedRef, now?: Date): Promise<boolean> {
  return shortlist.toggle(ref, now);
}
/** Saves `ref` (a second save keeps the first savedAt). Rejects with StorageError as toggleSaved. */
export function saveItem(ref: SavedRef, now?: Date): Promise<void> {
  return shortlist.save(ref, now);
}
/** Removes `ref`. Rejects with StorageError as toggleSaved. */
export function removeSaved(ref: SavedRef): Promise<void> {
  return shortlist.remove(ref);
}
/** Calls `listener` after every change to the shortlist, in this tab or another; returns the unsubscribe. */
export function subscribeSaved(listener: () => void): () => void {
  return shortlist.subscribe(listener);
}
/** Resolves to the shortlist once IndexedDB has been read in and merged (once per page). */
export function savedReady(): Promise<readonly SavedItem[]> {
  return shortlist.ready();
}

/** Every planned trip, soonest first (past ones too); the same array until the list changes. */
export function listPlans(): readonly PlannedTrip[] {
  return plans.listPlans();
}
export function getPlan(id: string): PlannedTrip | undefined {
  return plans.getPlan(id);
}
export function isPlanSaved(itineraryId: string, start: IsoDate): boolean {
  return plans.isPlanSaved(itineraryId, start);
}
/** Saves a plan or updates its travellers; rejects with RangeError for bad input, StorageError when the device kept nothing. */
export function savePlan(plan: { itineraryId: string; start: IsoDate; travellers?: number }, now?: Date): Promise<PlannedTrip> {
  return plans.savePlan(plan, now);
}
export function removePlan(id: string): Promise<void> {
  return plans.removePlan(id);
}
export function subscribePlans(listener: () => void): () => void {
  return plans.subscribe(listener);
}
export function plansReady(): Promise<readonly PlannedTrip[]> {
  return plans.ready();
}

/** Puts a backup's saved items as they are; rejects with a StorageError when the device kept nothing. */
export function restoreSaved(items: readonly SavedItem[]): Promise<void> {
  return shortlist.restore(items);
}
/** Puts a backup's plans as they are; rejects with a StorageError when the device kept nothing. */
export function restorePlans(items: readonly PlannedTrip[]): Promise<void> {
  return plans.restore(items);
}

/** For tests: the record checks. */
export const validators = { isSavedItem, isPlannedTrip };

/**
 * The plan records of a stored list ('rasa.plans', a JSON array) that can be read, and how many
 * could not: damaged, or written by an older version of the app in another shape. Anything that
 * is not an array reads as none, with the whole of it counted as one if it is there at all.
 */
export function readPlanRecords(stored: unknown): { readonly plans: readonly PlannedTrip[]; readonly skipped: number } {
  if (stored === undefined || stored === null) return { plans: [], skipped: 0 };
  if (!Array.isArray(stored)) return { plans: [], skipped: 1 };
  const plans = stored.filter(isPlannedTrip);
  return { plans, skipped: stored.length - plans.length };
}
