/**
 * "Export My Journeys": the device's lists as one backup file (format.ts), downloaded; with the
 * planned trips' travel documents when the traveller asks for them (their bytes as kept: a locked
 * one stays locked, with its lock).
 */
import { allDocuments, type TravelDocument } from '../documents/store';
import { listPlans, listSaved, plansReady, savedReady } from '../journeys/saved';
import { downloadText } from '../journeys/share';
import { encodeBase64 } from './base64';
import { readTicks } from './checklist';
import { BACKUP_APP, BACKUP_VERSION, MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES, backupFileName, type Backup, type BackupDocument } from './format';

/** The travel documents of the planned trips on this device, oldest first (a document whose trip has gone is not carried). */
async function tripDocuments(): Promise<TravelDocument[]> {
  await plansReady();
  const plans = new Set(listPlans().map((p) => p.id));
  return (await allDocuments()).filter((d) => plans.has(d.plan));
}

export interface DocumentsSummary {
  readonly count: number;
  /** Their bytes as kept (a locked one's ciphertext). */
  readonly bytes: number;
  /** Whether one file can carry them all (MAX_DOCUMENTS_BYTES, MAX_DOCUMENTS). */
  readonly fits: boolean;
}

/** What "Include travel documents" would add; none where the device keeps no documents or refuses storage. */
export async function documentsSummary(): Promise<DocumentsSummary> {
  let docs: TravelDocument[];
  try {
    docs = await tripDocuments();
  } catch {
    docs = [];
  }
  const bytes = docs.reduce((sum, d) => sum + d.file.size, 0);
  return { count: docs.length, bytes, fits: bytes <= MAX_DOCUMENTS_BYTES && docs.length <= MAX_DOCUMENTS };
}

async function backupDocument(doc: TravelDocument): Promise<BackupDocument> {
  const common = { plan: doc.plan, name: doc.name, type: doc.type, size: doc.size, addedAt: doc.addedAt, data: encodeBase64(new Uint8Array(await doc.file.arrayBuffer())) };
  if (!doc.lock) return { ...common, encrypted: false };
  return { ...common, encrypted: true, salt: encodeBase64(doc.lock.salt), iv: encodeBase64(doc.lock.iv), iterations: doc.lock.iterations };
}

export interface BackupChoice {
  /** Include the planned trips' travel documents (off unless asked: they make the file large). */
  readonly documents?: boolean;
}

/** The backup of what this device holds (IndexedDB read in first, so nothing only it holds is missed). */
export async function makeBackup(now: Date = new Date(), choice: BackupChoice = {}): Promise<Backup> {
  await Promise.all([savedReady(), plansReady()]);
  const ticks = readTicks();
  const documents = choice.documents ? await Promise.all((await tripDocuments()).map(backupDocument)) : undefined;
  // Loaded with the export, not with My Journeys: most phones keep no booked trip.
  const { backupTrips } = await import('../bookedTrip/backup');
  const bookedTrips = await backupTrips();
  const { backupPasses } = await import('./passes');
  const passes = await backupPasses();
  return {
    app: BACKUP_APP,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    saved: listSaved().map(({ kind, ref, savedAt }) => ({ kind, ref, savedAt })),
    plans: listPlans().map(({ itineraryId, start, travellers, savedAt }) => ({ itineraryId, start, travellers, savedAt })),
    ...(ticks ? { checklist: ticks } : {}),
    ...(documents ? { documents } : {}),
    ...(bookedTrips.length ? { bookedTrips } : {}),
    ...(passes.length ? { passes } : {}),
  };
}

export async function exportMyJourneys(now: Date = new Date(), choice: BackupChoice = {}): Promise<Backup> {
  const backup = await makeBackup(now, choice);
  downloadText(backupFileName(now), `${JSON.stringify(backup, null, 2)}\n`, 'application/json');
  return backup;
}
