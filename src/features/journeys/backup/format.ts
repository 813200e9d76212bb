/**
 * The backup file of My Journeys, as data (no schema library here: the export and the merge use
 * these types, and only the import, on the tap, loads valibot with schema.ts).
 *
 *   { "app": "rasa-journeys", "version": 1, "exportedAt": "...",
 *     "saved": [...], "plans": [...], "checklist": [...] }
 *
 * - `saved` and `plans` always; `checklist` when the device has ticks (the checklist's key exists).
 * - Records are written without their `id`: it is derived from the fields on import, so a file
 *   cannot hold an id that disagrees with what it names.
 * - A section is a top-level key holding an array. A section too large to carry always (travel
 *   documents) is added the same way, as an optional key the traveller opts into when exporting
 *   (`documents`); this version reads the sections it knows and leaves any other key alone.
 *   `version` goes up only when a known section changes meaning: a file of a higher version is
 *   refused, with the reason, rather than half-read.
 */

export const BACKUP_APP = 'rasa-journeys';
export const BACKUP_VERSION = 1;
/** Far beyond a real backup (a few KB for hundreds of items); a larger file is refused unread. */
export const MAX_BACKUP_BYTES = 512 * 1024;

export interface BackupSaved {
  readonly kind: 'itinerary' | 'place';
  /** An itinerary id ('golden-triangle') or a place ref ('india/agra'). */
  readonly ref: string;
  readonly savedAt: string;
}

export interface BackupPlan {
  readonly itineraryId: string;
  readonly start: string;
  readonly travellers: number;
  readonly savedAt: string;
}

/**
 * A ticked checklist item (DESIGN: ticks keyed by plan and item). The checklist is another part of
 * the app; this is the slot its ticks travel in.
 */
export interface ChecklistTick {
  /** The plan's id, `${itineraryId}:${start}`. */
  readonly plan: string;
  /** The checklist item's id ('passport', 'visa'). */
  readonly item: string;
  readonly tickedAt: string;
}

export interface Backup {
  readonly app: typeof BACKUP_APP;
  readonly version: typeof BACKUP_VERSION;
  readonly exportedAt: string;
  readonly saved: readonly BackupSaved[];
  readonly plans: readonly BackupPlan[];
  /** Absent when the device has no checklist key. */
  readonly checklist?: readonly ChecklistTick[];
}

/** The file name: 'rasa-journeys-2026-11-25.json'. */
export function backupFileName(now: Date): string {
  return `${BACKUP_APP}-${now.toISOString().slice(0, 10)}.json`;
}
