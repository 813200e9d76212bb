/**
 * Boarding passes and tickets kept with a booked trip, as travel documents are: IndexedDB only (the
 * 'passes' store; never mirrored to localStorage, never sent), persistence asked when one is
 * kept, in the backup file, removable, removed with their trip. A record is the pass as the trip
 * core reads it (trip/passes.ts: the code's message and format, what its BCBP says, a Wallet
 * pass's fields) and, for a ticket whose code is not a BCBP, the picture it was read from. The
 * name on a pass is personal data: it is kept here and shown, never logged nor put in a URL.
 */
import { announce, listen } from '../storage/crossTab';
import { deviceOnlyStore } from '../storage/db';
import { isStorageFull } from '../storage/errors';
import { askPersist } from '../storage/persist';
import type { TripPass } from '../../trip/passes';
import { PASS_MESSAGES } from './messages';

export interface KeptPass extends TripPass {
  /** A ticket's picture (its code is not a BCBP, so the picture shows what the code does not say). */
  readonly picture?: Blob;
}

const store = /* @__PURE__ */ deviceOnlyStore<KeptPass>('passes');

export function subscribePasses(fn: () => void): () => void {
  return listen('passes', fn);
}

const oldestFirst = (a: KeptPass, b: KeptPass) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id);

/** Every pass on the device, or a trip's, oldest first (rejects with a StorageError where storage is refused). */
export async function listPasses(tripId?: string): Promise<KeptPass[]> {
  return (await store.all()).filter((p) => tripId === undefined || p.tripId === tripId).sort(oldestFirst);
}

export type AddPassOutcome = { ok: true; pass: KeptPass } | { ok: false; message: string };

/** Keeps a pass read from a file, unless the trip has the same code already; never throws. */
export async function keepPass(pass: KeptPass): Promise<AddPassOutcome> {
  try {
    if ((await listPasses(pass.tripId)).some((p) => p.message === pass.message)) return { ok: false, message: PASS_MESSAGES.duplicate };
    await store.put(pass);
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? PASS_MESSAGES.full : PASS_MESSAGES.refused };
  }
  announce('passes');
  void askPersist();
  return { ok: true, pass };
}

export async function removePass(id: string): Promise<void> {
  await store.delete(id);
  announce('passes');
}

/** Removes a trip's passes in one transaction (the trip is being removed). */
export async function removePassesOf(tripId: string): Promise<void> {
  const ids = (await listPasses(tripId)).map((p) => p.id);
  if (!ids.length) return;
  await store.deleteMany(ids);
  announce('passes');
}

/** Keeps passes restored from a backup in one transaction: all, or none (rejects with a StorageError). */
export async function restorePasses(passes: readonly KeptPass[]): Promise<void> {
  if (!passes.length) return;
  await store.putMany(passes);
  announce('passes');
}
