/**
 * The checklist's ticks as a backup reads and restores them, through the key the checklist keeps
 * them under (CHECKLIST_KEY, the mirror of its synced list: records { id, plan, item, tickedAt }).
 * No key, no checklist on this device: the export leaves the section out.
 */
import { readJson, webStorage, writeJson } from '../storage/webStorage';
import { CHECKLIST_KEY } from '../storage/keys';
import type { ChecklistTick } from './format';
import { tickId } from './merge';

const isTick = (v: unknown): v is ChecklistTick =>
  !!v && typeof v === 'object' && typeof (v as ChecklistTick).plan === 'string' && typeof (v as ChecklistTick).item === 'string' && typeof (v as ChecklistTick).tickedAt === 'string';

/** The ticks kept on this device; undefined when there is no checklist key at all. */
export function readTicks(storage = webStorage()): ChecklistTick[] | undefined {
  const stored = readJson(storage, CHECKLIST_KEY);
  if (stored === undefined) return undefined;
  return Array.isArray(stored) ? stored.filter(isTick).map(({ plan, item, tickedAt }) => ({ plan, item, tickedAt })) : [];
}

/** Adds ticks to the key (the checklist's list takes them in on its next read). Throws a StorageError. */
export function restoreTicks(ticks: readonly ChecklistTick[], storage = webStorage()): void {
  if (!ticks.length) return;
  const stored = readJson(storage, CHECKLIST_KEY);
  const kept = Array.isArray(stored) ? stored : [];
  writeJson(storage, CHECKLIST_KEY, [...kept, ...ticks.map((t) => ({ id: tickId(t), ...t }))]);
}
