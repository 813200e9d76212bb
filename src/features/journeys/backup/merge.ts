/**
 * What an imported backup adds to what the device holds (pure): the union, never a replacement,
 * so importing on a phone that already has a shortlist loses nothing and importing twice changes
 * nothing the second time.
 *
 * - A saved item already here stays as it is (its own savedAt).
 * - A plan of the same itinerary and start: the one changed last wins (its travellers).
 * - A tick already here stays.
 * - What the catalogue no longer has (an itinerary or place removed since) is left out and counted.
 */
import type { IsoDate } from '../dates';
import { planId, type PlannedTrip, type SavedItem } from '../saved';
import type { Backup, BackupSaved, ChecklistTick } from './format';

export interface Held {
  readonly saved: readonly SavedItem[];
  readonly plans: readonly PlannedTrip[];
  readonly ticks: readonly ChecklistTick[];
}

/** Whether the catalogue knows an itinerary id or a place ref. */
export interface Known {
  itinerary(id: string): boolean;
  place(ref: string): boolean;
}

export interface Merge {
  /** Records to put, as they are to be kept. */
  readonly saved: readonly SavedItem[];
  readonly plans: readonly PlannedTrip[];
  readonly ticks: readonly ChecklistTick[];
  /** Entries of the file already here, unchanged. */
  readonly unchanged: number;
  /** Entries naming what the catalogue does not have. */
  readonly unknown: number;
}

export const tickId = (t: Pick<ChecklistTick, 'plan' | 'item'>) => `${t.plan}|${t.item}`;

const savedRecord = (s: BackupSaved): SavedItem => ({ id: `${s.kind}:${s.ref}`, kind: s.kind, ref: s.ref, savedAt: s.savedAt });

export function mergeBackup(held: Held, backup: Backup, known: Known): Merge {
  let unchanged = 0;
  let unknown = 0;
  const knows = (s: BackupSaved) => (s.kind === 'itinerary' ? known.itinerary(s.ref) : known.place(s.ref));

  const savedIds = new Set(held.saved.map((s) => s.id));
  const saved = new Map<string, SavedItem>();
  for (const entry of backup.saved) {
    if (!knows(entry)) unknown++;
    else if (savedIds.has(`${entry.kind}:${entry.ref}`) || saved.has(`${entry.kind}:${entry.ref}`)) unchanged++;
    else saved.set(`${entry.kind}:${entry.ref}`, savedRecord(entry));
  }

  const heldPlans = new Map(held.plans.map((p) => [p.id, p]));
  const plans = new Map<string, PlannedTrip>();
  for (const entry of backup.plans) {
    if (!known.itinerary(entry.itineraryId)) {
      unknown++;
      continue;
    }
    const record: PlannedTrip = { id: planId(entry.itineraryId, entry.start as IsoDate), itineraryId: entry.itineraryId, start: entry.start as IsoDate, travellers: entry.travellers, savedAt: entry.savedAt };
    const mine = plans.get(record.id) ?? heldPlans.get(record.id);
    if (mine && (mine.savedAt >= record.savedAt || mine.travellers === record.travellers)) unchanged++;
    else plans.set(record.id, record);
  }

  const tickIds = new Set(held.ticks.map(tickId));
  const ticks = new Map<string, ChecklistTick>();
  for (const entry of backup.checklist ?? []) {
    const itineraryId = entry.plan.slice(0, entry.plan.lastIndexOf(':'));
    if (!known.itinerary(itineraryId)) unknown++;
    else if (tickIds.has(tickId(entry)) || ticks.has(tickId(entry))) unchanged++;
    else ticks.set(tickId(entry), { plan: entry.plan, item: entry.item, tickedAt: entry.tickedAt });
  }

  return { saved: [...saved.values()], plans: [...plans.values()], ticks: [...ticks.values()], unchanged, unknown };
}

/** What the traveller is told after an import. */
export function mergeSummary(merge: Merge): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const added = [
    merge.saved.length && n(merge.saved.length, 'saved journey or place', 'saved journeys and places'),
    merge.plans.length && n(merge.plans.length, 'planned trip', 'planned trips'),
    merge.ticks.length && n(merge.ticks.length, 'checklist tick', 'checklist ticks'),
  ].filter(Boolean);
  const parts = [added.length ? `Added ${added.join(', ')}.` : 'Everything in this backup is already here.'];
  if (merge.unchanged && added.length) parts.push(`${n(merge.unchanged, 'entry was', 'entries were')} already here.`);
  if (merge.unknown) parts.push(`${n(merge.unknown, 'entry names a journey or place', 'entries name journeys or places')} we no longer offer, left out.`);
  return parts.join(' ');
}
