/**
 * The ticks of 'Before you go', kept on the device: a synced list of the storage feature (IndexedDB
 * store 'checklist', mirrored to localStorage 'rasa.checklist'), so they read at start-up, survive
 * reloads, work offline and show at once in every open tab. A tick is a record keyed by plan and
 * item ('golden-triangle:2027-03-14|entry-india-evisa'); unticking removes it.
 *
 * Nothing here touches storage until first used; components read it through useChecklistTicks.
 */
import { useSyncExternalStore } from 'react';
import { createSyncedList, type SyncedList } from '../storage/syncedList';
import { planId } from '../journeys/saved';
import type { IsoDate } from '../../trip/dates';

export interface Tick {
  /** `${plan}|${item}` (tickId). */
  readonly id: string;
  /** The plan's id, `${itineraryId}:${start}` (saved.ts planId). */
  readonly plan: string;
  /** The checklist item's id. */
  readonly item: string;
  /** When it was ticked, an ISO timestamp. */
  readonly tickedAt: string;
}

export const CHECKLIST_FULL_MESSAGE = "Your device's storage is full, so this tick lasts only until you close the page.";
export const CHECKLIST_UNAVAILABLE_MESSAGE = 'This browser is not letting us keep your checklist on your device, so this tick lasts only until you close the page.';

export const tickId = (plan: string, item: string): string => `${plan}|${item}`;

function isTick(value: unknown): value is Tick {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.plan === 'string' && typeof v.item === 'string' && typeof v.tickedAt === 'string' && v.id === tickId(v.plan, v.item);
}

const byId = (a: Tick, b: Tick) => a.id.localeCompare(b.id);

/** Builds the ticks over the given list engine (the app uses the one below; tests make their own). */
export function createTicks(list: SyncedList<Tick>) {
  return {
    /** The ids of the items ticked in `plan`. */
    tickedIn: (plan: string): ReadonlySet<string> => new Set(list.snapshot().filter((t) => t.plan === plan).map((t) => t.item)),
    /** Ticks or unticks an item. Rejects with StorageError if nothing could keep it (memory holds it). */
    async setTicked(plan: string, item: string, ticked: boolean, now: Date = new Date()): Promise<void> {
      if (ticked) await list.put({ id: tickId(plan, item), plan, item, tickedAt: now.toISOString() });
      else await list.remove(tickId(plan, item));
    },
    subscribe: list.subscribe,
    snapshot: list.snapshot,
  };
}

const ticks = /* @__PURE__ */ createTicks(
  /* @__PURE__ */ createSyncedList({ store: 'checklist', isItem: isTick, compare: byId, messages: { full: CHECKLIST_FULL_MESSAGE, unavailable: CHECKLIST_UNAVAILABLE_MESSAGE } }),
);

export function setTicked(itineraryId: string, start: IsoDate, item: string, ticked: boolean): Promise<void> {
  return ticks.setTicked(planId(itineraryId, start), item, ticked);
}

const NONE: readonly Tick[] = Object.freeze([]);

/** The ticked item ids of a dated trip, current in every tab; none on the server and while hydrating. */
export function useTicked(itineraryId: string, start: IsoDate): ReadonlySet<string> {
  const all = useSyncExternalStore(ticks.subscribe, ticks.snapshot, () => NONE);
  const plan = planId(itineraryId, start);
  return new Set(all.filter((t) => t.plan === plan).map((t) => t.item));
}
