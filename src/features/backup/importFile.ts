/**
 * "Import": a backup file read, checked (schema.ts, valibot), merged with what the device holds
 * (merge.ts) and kept. Loaded on the tap that picks a file. A file that fails any check changes
 * nothing; nothing of its content is shown, only our own message. Its travel documents are kept
 * first, in one transaction, before the lists: a device that cannot keep them all keeps none, and
 * nothing else of the file either.
 */
import { getItinerary } from '../../content/trips';
import { resolvePlace } from '../../content/places';
import type { PlaceRef } from '../../content/types';
import { listPlans, listSaved, plansReady, restorePlans, restoreSaved, savedReady } from '../journeys/saved';
import { restoreDocuments, allDocuments, type TravelDocument } from '../documents/store';
import { isStorageFull } from '../storage/errors';
import { restoreBackupTrips, type RestoredTrips } from '../bookedTrip/backup';
import { decodeBase64 } from './base64';
import { readTicks, restoreTicks } from './checklist';
import { MAX_BACKUP_BYTES, type BackupDocument } from './format';
import { mergeBackup, mergeSummary, type DocumentKeyFields } from './merge';
import { READ_MESSAGES, readBackup } from './schema';

/** A backup with travel documents this device cannot keep: nothing of it is kept. */
export const DOCUMENTS_NOT_KEPT = {
  full: "Your device's storage is full, so this backup and its travel documents were not imported. Free some space, then import the file again. Nothing was changed.",
  refused: 'This browser does not let the site keep files on this device (a private window, or site data blocked), so this backup with its travel documents was not imported. Nothing was changed.',
} as const;

/** A backup with booked trips this device cannot keep: nothing of it is kept. */
export const BOOKED_TRIPS_NOT_KEPT = {
  full: "Your device's storage is full, so this backup and its booked trips were not imported. Free some space, then import the file again. Nothing was changed.",
  refused: 'This browser does not let the site keep data on this device (a private window, or site data blocked), so this backup with its booked trips was not imported. Nothing was changed.',
} as const;

export type ImportOutcome = { ok: true; message: string } | { ok: false; message: string };

const known = { itinerary: (id: string) => !!getItinerary(id), place: (ref: string) => !!resolvePlace(ref as PlaceRef) };

/** The part of a picked File used here. */
export interface PickedFile {
  readonly size: number;
  text(): Promise<string>;
}

export async function importMyJourneys(file: PickedFile): Promise<ImportOutcome> {
  // Refused unread: a 10 MB file never reaches memory as text.
  if (file.size > MAX_BACKUP_BYTES) return { ok: false, message: READ_MESSAGES['too-large'] };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: READ_MESSAGES['not-json'] };
  }
  const read = readBackup(text);
  if (!read.ok) return { ok: false, message: read.message };
  await Promise.all([savedReady(), plansReady()]);
  let documents: readonly DocumentKeyFields[] = [];
  if (read.backup.documents?.length) {
    try {
      documents = await allDocuments();
    } catch {
      return { ok: false, message: DOCUMENTS_NOT_KEPT.refused };
    }
  }
  // Booked trips first, in one transaction: a device that cannot keep them keeps nothing of the file.
  let bookedTrips: RestoredTrips = { kept: 0, refused: 0 };
  try {
    if (read.backup.bookedTrips?.length) bookedTrips = await restoreBackupTrips(read.backup.bookedTrips);
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? BOOKED_TRIPS_NOT_KEPT.full : BOOKED_TRIPS_NOT_KEPT.refused };
  }
  // The passes of trips kept here (those just restored among them), each read again from its message.
  let passes = 0;
  try {
    if (read.backup.passes?.length) passes = await (await import('./passes')).restoreBackupPasses(read.backup.passes);
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? BOOKED_TRIPS_NOT_KEPT.full : BOOKED_TRIPS_NOT_KEPT.refused };
  }
  const merge = mergeBackup({ saved: listSaved(), plans: listPlans(), ticks: readTicks() ?? [], documents }, read.backup, known);
  try {
    await restoreDocuments(merge.documents.map(documentRecord));
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? DOCUMENTS_NOT_KEPT.full : DOCUMENTS_NOT_KEPT.refused };
  }
  try {
    await restoreSaved(merge.saved);
    await restorePlans(merge.plans);
    restoreTicks(merge.ticks);
  } catch (error) {
    // Storage full or refused: what was read holds for this visit (the lists keep it in memory).
    const why = error instanceof Error && error.message ? error.message : 'This device did not keep the backup.';
    return { ok: false, message: `${why} Free some space, then import the file again.` };
  }
  const summary = mergeSummary(merge, bookedTrips);
  return { ok: true, message: passes ? `${summary} Added ${passes} ${passes === 1 ? 'boarding pass or ticket' : 'boarding passes and tickets'}.` : summary };
}

/** A document of the file as the documents store keeps it (the bytes as they were: a locked one stays locked). */
function documentRecord(doc: BackupDocument): TravelDocument {
  // Checked as base64 by the schema, so it decodes.
  const bytes = decodeBase64(doc.data) ?? new Uint8Array();
  const common = { id: crypto.randomUUID(), plan: doc.plan, name: doc.name, type: doc.type, size: doc.size, addedAt: doc.addedAt };
  if (!doc.encrypted) return { ...common, file: new Blob([bytes as BlobPart], { type: doc.type }) };
  const lock = { salt: decodeBase64(doc.salt) ?? new Uint8Array(), iv: decodeBase64(doc.iv) ?? new Uint8Array(), iterations: doc.iterations };
  return { ...common, file: new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), lock };
}
