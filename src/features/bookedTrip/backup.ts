/**
 * Booked trips in My Journeys' backup file: each kept trip's envelope as the agency signed it, and,
 * on import, each one opened again as a link would be (signature, then the trip's check) and kept
 * under the revision rule (a newer one replaces, an older never does). A trip that fails is left
 * out and counted; nothing of it is kept or shown.
 */
import { envelopeJson, type Envelope } from './envelope';
import { listKeptTrips, restoreKeptTrips, type KeptTrip } from './store';
import { trustedVerifier } from './trusted';

/** The envelopes of the trips kept here (none where storage is refused). */
export async function backupTrips(): Promise<Envelope[]> {
  try {
    return (await listKeptTrips()).map((t) => t.envelope);
  } catch {
    return [];
  }
}

export interface RestoredTrips {
  /** Trips kept: new here, or newer than the revision kept. */
  readonly kept: number;
  /** Envelopes whose signature or trip did not hold. */
  readonly refused: number;
}

/** Keeps the file's trips that verify (all in one transaction; rejects with a StorageError). */
export async function restoreBackupTrips(envelopes: readonly Envelope[], now: Date = new Date()): Promise<RestoredTrips> {
  // The check (valibot) loads with the import that needs it, not with the export.
  const { openEnvelopeText } = await import('./open');
  const opened = await Promise.all(envelopes.map((e) => openEnvelopeText(envelopeJson(e), trustedVerifier())));
  const trips: KeptTrip[] = opened.flatMap((o) => (o.ok ? [{ id: o.trip.tripId, revision: o.trip.revision, keptAt: now.toISOString(), envelope: o.envelope, trip: o.trip }] : []));
  const kept = trips.length ? await restoreKeptTrips(trips) : 0;
  return { kept, refused: envelopes.length - trips.length };
}
