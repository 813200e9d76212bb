/** "Export My Journeys": the device's lists as one backup file (format.ts), downloaded. */
import { listPlans, listSaved, plansReady, savedReady } from '../saved';
import { downloadText } from '../share';
import { readTicks } from './checklist';
import { BACKUP_APP, BACKUP_VERSION, backupFileName, type Backup } from './format';

/** The backup of what this device holds (IndexedDB read in first, so nothing only it holds is missed). */
export async function makeBackup(now: Date = new Date()): Promise<Backup> {
  await Promise.all([savedReady(), plansReady()]);
  const ticks = readTicks();
  return {
    app: BACKUP_APP,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    saved: listSaved().map(({ kind, ref, savedAt }) => ({ kind, ref, savedAt })),
    plans: listPlans().map(({ itineraryId, start, travellers, savedAt }) => ({ itineraryId, start, travellers, savedAt })),
    ...(ticks ? { checklist: ticks } : {}),
  };
}

export async function exportMyJourneys(now: Date = new Date()): Promise<Backup> {
  const backup = await makeBackup(now);
  downloadText(backupFileName(now), `${JSON.stringify(backup, null, 2)}\n`, 'application/json');
  return backup;
}
