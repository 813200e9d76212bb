/**
 * What an imported backup adds to what the device holds (pure): the union, never a replacement,
 * so importing on a phone that already has a shortlist loses nothing and importing twice changes
 * nothing the second time.
 *
 * - A saved item already here stays as it is (its own savedAt).
 * - A plan of the same itinerary and start: the one changed last wins (its travellers).
 * - A tick already here stays.
 * - A travel document already here stays: the same document is the same trip, file name, size and
 *   date added (documentKey; the date is set when it is first added and travels with it, so two
 *   different files never share all four, and no hash of megabytes is needed). A document whose
 *   trip is neither here nor in the file is left out and counted (it would be listed nowhere).
 * - What the catalogue no longer has (an itinerary or place removed since) is left out and counted.
 */
import type { IsoDate } from '../../trip/dates';
import { planId, type PlannedTrip, type SavedItem } from '../journeys/saved';
import type { Backup, BackupDocument, BackupSaved, ChecklistTick } from './format';

/** What names a travel document for the merge: kept here or in the file. */
export type DocumentKeyFields = Pick<BackupDocument, 'plan' | 'name' | 'size' | 'addedAt'>;

export interface Held {
  readonly saved: readonly SavedItem[];
  readonly plans: readonly PlannedTrip[];
  readonly ticks: readonly ChecklistTick[];
  /** The documents kept here (only their names are needed); none when the file has none. */
  readonly documents?: readonly DocumentKeyFields[];
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
  /** Documents to keep, as in the file. */
  readonly documents: readonly BackupDocument[];
  /** Entries of the file already here, unchanged. */
  readonly unchanged: number;
  /** Entries naming what the catalogue does not have. */
  readonly unknown: number;
  /** Documents of a trip neither here nor in the file. */
  readonly withoutTrip: number;
}

export const tickId = (t: Pick<ChecklistTick, 'plan' | 'item'>) => `${t.plan}|${t.item}`;
/** A travel document's identity across devices (JSON, so no field can run into the next). */
export const documentKey = (d: DocumentKeyFields) => JSON.stringify([d.plan, d.name, d.size, d.addedAt]);
const itineraryOfPlan = (plan: string) => plan.slice(0, plan.lastIndexOf(':'));

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
    if (!known.itinerary(itineraryOfPlan(entry.plan))) unknown++;
    else if (tickIds.has(tickId(entry)) || ticks.has(tickId(entry))) unchanged++;
    else ticks.set(tickId(entry), { plan: entry.plan, item: entry.item, tickedAt: entry.tickedAt });
  }

  const tripIds = new Set([...heldPlans.keys(), ...plans.keys()]);
  const documentKeys = new Set((held.documents ?? []).map(documentKey));
  const documents = new Map<string, BackupDocument>();
  let withoutTrip = 0;
  for (const entry of backup.documents ?? []) {
    const key = documentKey(entry);
    if (!known.itinerary(itineraryOfPlan(entry.plan))) unknown++;
    else if (!tripIds.has(entry.plan)) withoutTrip++;
    else if (documentKeys.has(key) || documents.has(key)) unchanged++;
    else documents.set(key, entry);
  }

  return { saved: [...saved.values()], plans: [...plans.values()], ticks: [...ticks.values()], documents: [...documents.values()], unchanged, unknown, withoutTrip };
}

/** What the traveller is told after an import (with the booked trips kept and refused, counted apart). */
export function mergeSummary(merge: Merge, bookedTrips: { readonly kept: number; readonly refused: number } = { kept: 0, refused: 0 }): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const added = [
    merge.saved.length && n(merge.saved.length, 'saved journey or place', 'saved journeys and places'),
    merge.plans.length && n(merge.plans.length, 'planned trip', 'planned trips'),
    merge.ticks.length && n(merge.ticks.length, 'checklist tick', 'checklist ticks'),
    merge.documents.length && n(merge.documents.length, 'travel document', 'travel documents'),
    bookedTrips.kept && n(bookedTrips.kept, 'booked trip', 'booked trips'),
  ].filter(Boolean);
  const parts = [added.length ? `Added ${added.join(', ')}.` : 'Everything in this backup is already here.'];
  if (merge.unchanged && added.length) parts.push(`${n(merge.unchanged, 'entry was', 'entries were')} already here.`);
  if (merge.withoutTrip) parts.push(`${n(merge.withoutTrip, 'travel document belongs', 'travel documents belong')} to a trip neither here nor in the file, left out.`);
  if (bookedTrips.refused) parts.push(`${n(bookedTrips.refused, 'booked trip could', 'booked trips could')} not be checked as ours, left out.`);
  if (merge.unknown) parts.push(`${n(merge.unknown, 'entry names a journey or place', 'entries name journeys or places')} we no longer offer, left out.`);
  return parts.join(' ');
}
