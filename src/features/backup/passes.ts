/**
 * Passes in My Journeys' backup file (backup/format.ts): each kept pass's trip, date added, code
 * format and message and a Wallet pass's fields. On import, what a message says is read again from
 * it (bcbp.ts), never taken from the file; a pass is kept only where its trip is kept on this
 * device, and not twice (the same trip and message). Loaded with the export or import only.
 */
import type { BackupPass } from './format';
import { listKeptTrips } from '../bookedTrip/store';
import { parseBoardingPass } from '../passes/bcbp';
import { listPasses, restorePasses, type KeptPass } from '../passes/store';

/** The passes kept here (none where storage is refused). */
export async function backupPasses(): Promise<BackupPass[]> {
  try {
    return (await listPasses()).map(({ tripId, addedAt, format, message, details }) => ({ tripId, addedAt, format, message, details }));
  } catch {
    return [];
  }
}

/** Keeps the file's passes whose trip is kept here (one transaction; rejects with a StorageError); resolves to how many. */
export async function restoreBackupPasses(passes: readonly BackupPass[]): Promise<number> {
  const trips = new Set((await listKeptTrips()).map((t) => t.id));
  const held = new Set((await listPasses()).map((p) => JSON.stringify([p.tripId, p.message])));
  const fresh: KeptPass[] = [];
  for (const p of passes) {
    const key = JSON.stringify([p.tripId, p.message]);
    if (!trips.has(p.tripId) || held.has(key)) continue;
    held.add(key);
    const boarding = parseBoardingPass(p.message);
    fresh.push({ id: crypto.randomUUID(), tripId: p.tripId, addedAt: p.addedAt, format: p.format, message: p.message, details: p.details, ...(boarding && { boarding }) });
  }
  await restorePasses(fresh);
  return fresh.length;
}
