/**
 * Booked trips kept on the phone, as travel documents are (DESIGN, "The booked trip"): IndexedDB
 * only (the 'bookedTrips' store, never mirrored to localStorage, never sent), persistence asked
 * when one is kept, in the backup file, removable. One record per trip: the envelope as it came
 * (so a backup carries what the agency signed, checked again on import) and the checked trip.
 *
 * A trip's revision only grows: keeping a newer one replaces the one kept, an older one never does
 * (keepTrip and restoreKeptTrips hold to it; every tab hears of a change).
 *
 * Keeping a trip also keeps the faces its hotels' local script is drawn in ("Show the driver"
 * offline: localScriptFonts.ts) and the boarding passes' code reader (passes/readerFile.ts), loaded
 * with the keep, not with the page that offers it.
 */
import { announce, listen } from '../storage/crossTab';
import { deviceOnlyStore } from '../storage/db';
import { isStorageFull } from '../storage/errors';
import { askPersist } from '../storage/persist';
import type { Envelope } from './envelope';
import type { BookedTrip } from '../../trip/booking';

export interface KeptTrip {
  /** The trip's tripId. */
  readonly id: string;
  readonly revision: number;
  readonly keptAt: string;
  readonly envelope: Envelope;
  readonly trip: BookedTrip;
}

const store = /* @__PURE__ */ deviceOnlyStore<KeptTrip>('bookedTrips');

/** Calls `fn` after each change, in this tab or another. */
export function subscribeKeptTrips(fn: () => void): () => void {
  return listen('bookedTrips', fn);
}

const byStart = (a: KeptTrip, b: KeptTrip) => a.trip.start.localeCompare(b.trip.start) || a.id.localeCompare(b.id);

/** Every kept trip, the soonest first (rejects with a StorageError where storage is refused). */
export async function listKeptTrips(): Promise<KeptTrip[]> {
  return (await store.all()).sort(byStart);
}

export function keptTrip(tripId: string): Promise<KeptTrip | undefined> {
  return store.get(tripId);
}

/** How a trip opened from a link or file stands against the one kept of the same tripId. */
export type Standing = 'new' | 'newer' | 'same' | 'older';

export function standing(opened: Pick<BookedTrip, 'revision'>, kept: Pick<KeptTrip, 'revision'> | undefined): Standing {
  if (!kept) return 'new';
  if (opened.revision > kept.revision) return 'newer';
  return opened.revision === kept.revision ? 'same' : 'older';
}

export type KeepOutcome = { ok: true; standing: Standing } | { ok: false; message: string };

export const KEEP_MESSAGES = {
  older: 'This phone already keeps a newer revision of this trip, so this older one was not kept.',
  refused: 'This browser does not let the site keep data on this device (a private window, or site data blocked), so the trip was not kept. It stays open on this page; keep the link or the file to open it again.',
  full: "Your device's storage is full, so the trip was not kept. Free some space, then try again.",
} as const;

/**
 * Keeps an opened trip unless this phone keeps the same or a newer revision; asks the browser to
 * keep the site's storage. Never throws.
 */
export async function keepTrip(opened: { trip: BookedTrip; envelope: Envelope }, now: Date = new Date()): Promise<KeepOutcome> {
  try {
    const held = standing(opened.trip, await store.get(opened.trip.tripId));
    if (held === 'older') return { ok: false, message: KEEP_MESSAGES.older };
    if (held !== 'same') {
      await store.put({ id: opened.trip.tripId, revision: opened.trip.revision, keptAt: now.toISOString(), envelope: opened.envelope, trip: opened.trip });
      announce('bookedTrips');
    }
    void askPersist();
    // Kept means kept for the road: "Kept on this phone" waits for the trip's faces too (never
    // rejects; offline, the card uses the device's fonts until a visit online keeps them).
    await Promise.all([keepFonts([opened.trip]), keepReader()]);
    return { ok: true, standing: held };
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? KEEP_MESSAGES.full : KEEP_MESSAGES.refused };
  }
}

export async function removeKeptTrip(tripId: string): Promise<void> {
  await store.delete(tripId);
  announce('bookedTrips');
  // Its boarding passes go with it (kept nowhere else, and of no use without it).
  await (await import('../passes/store')).removePassesOf(tripId);
}

/**
 * Keeps trips restored from a backup, each only where it is newer than what is kept, in one
 * transaction (all or none; rejects with a StorageError). Resolves to how many were kept.
 */
export async function restoreKeptTrips(trips: readonly KeptTrip[]): Promise<number> {
  const held = new Map((await store.all()).map((t) => [t.id, t]));
  const newest = new Map<string, KeptTrip>();
  for (const t of trips) {
    const best = newest.get(t.id) ?? held.get(t.id);
    if (standing(t, best) === 'new' || standing(t, best) === 'newer') newest.set(t.id, t);
  }
  const fresh = [...newest.values()];
  if (fresh.length) {
    await store.putMany(fresh);
    announce('bookedTrips');
    void keepFonts(fresh.map((t) => t.trip));
    void keepReader();
  }
  return fresh.length;
}

/** The boarding passes' code reader, kept for offline with a trip (passes/readerFile.ts); never rejects. */
async function keepReader(): Promise<void> {
  try {
    await (await import('../passes/readerFile')).keepPassReader();
  } catch {
    // Offline: the next keep, or /trip shown online, keeps it.
  }
}

/** The faces of the trips' local scripts, kept for offline; never rejects. */
async function keepFonts(trips: readonly BookedTrip[]): Promise<void> {
  try {
    await (await import('./localScriptFonts')).keepTripFonts(trips);
  } catch {
    // The module could not be fetched (offline): the card is shown in the device's fonts until then.
  }
}
