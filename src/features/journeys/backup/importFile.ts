/**
 * "Import": a backup file read, checked (schema.ts, valibot), merged with what the device holds
 * (merge.ts) and kept. Loaded on the tap that picks a file. A file that fails any check changes
 * nothing; nothing of its content is shown, only our own message.
 */
import { getItinerary } from '../../../content/trips';
import { resolvePlace } from '../../../content/places';
import type { PlaceRef } from '../../../content/types';
import { listPlans, listSaved, plansReady, restorePlans, restoreSaved, savedReady } from '../saved';
import { readTicks, restoreTicks } from './checklist';
import { MAX_BACKUP_BYTES } from './format';
import { mergeBackup, mergeSummary } from './merge';
import { READ_MESSAGES, readBackup } from './schema';

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
  const merge = mergeBackup({ saved: listSaved(), plans: listPlans(), ticks: readTicks() ?? [] }, read.backup, known);
  try {
    await restoreSaved(merge.saved);
    await restorePlans(merge.plans);
    restoreTicks(merge.ticks);
  } catch (error) {
    // Storage full or refused: what was read holds for this visit (the lists keep it in memory).
    const why = error instanceof Error && error.message ? error.message : 'This device did not keep the backup.';
    return { ok: false, message: `${why} Free some space, then import the file again.` };
  }
  return { ok: true, message: mergeSummary(merge) };
}
