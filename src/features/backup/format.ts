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
 * - A section is a top-level key holding an array. `documents`, too large to carry always, is there
 *   only when the traveller ticks "Include travel documents" on exporting: each document's trip,
 *   name, type, size (of the original file), date added and bytes in base64; a locked one keeps
 *   its ciphertext with its salt, IV and rounds (it is never decrypted to be exported). Still
 *   version 1: a file without it reads as before. This version reads the sections it knows and
 *   leaves any other key alone. `version` goes up only when a known section changes meaning: a
 *   file of a higher version is refused, with the reason, rather than half-read.
 * - `bookedTrips`, when the device keeps trips the agency sent: each one's envelope as signed
 *   (features/bookedTrip), checked again on import as a link is. Still version 1.
 * - `passes`, when the device keeps boarding passes or tickets with its booked trips: each one's
 *   trip, date added, code format and message, and a Wallet pass's fields; on import what the
 *   message says is read again from it (never from the file), and a pass is kept only with its
 *   trip kept here. A ticket's picture stays on the device (its code is drawn from the message).
 *   Still version 1.
 * - Limits: the file less its documents' bytes at most MAX_LISTS_BYTES, as before documents; each
 *   document at most 10 MB (as when adding one), all of them together at most MAX_DOCUMENTS_BYTES;
 *   the whole file's limit, MAX_BACKUP_BYTES, follows from those.
 */
import type { DocumentType } from '../documents/rules';
import type { Envelope } from '../bookedTrip/envelope';
import type { PassDetail, PassFormat } from '../../trip/passes';

export const BACKUP_APP = 'rasa-journeys';
export const BACKUP_VERSION = 1;
/** Far beyond a real backup's lists (a few KB for hundreds of items): the file less its documents' bytes. */
export const MAX_LISTS_BYTES = 512 * 1024;
/** The documents' bytes in one file, as kept (a locked one's ciphertext), decoded: 50 MB. */
export const MAX_DOCUMENTS_BYTES = 50 * 1024 * 1024;
/** At most this many documents in one file. */
export const MAX_DOCUMENTS = 200;
/** AES-GCM's tag: a locked document's ciphertext is its file and these 16 bytes. */
export const LOCK_TAG_BYTES = 16;
/** The length of `bytes` bytes in base64. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/**
 * The largest file read at all (about 67.2 MB): the lists, and the documents' bytes in base64
 * (each with up to 4 characters of padding). A larger file is refused unread.
 */
export const MAX_BACKUP_BYTES = MAX_LISTS_BYTES + base64Length(MAX_DOCUMENTS_BYTES) + MAX_DOCUMENTS * 4;

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

/** A travel document in the file. */
export type BackupDocument = {
  /** The planned trip's id, `${itineraryId}:${start}`. */
  readonly plan: string;
  readonly name: string;
  readonly type: DocumentType;
  /** The original file's size in bytes (a locked one's `data` is LOCK_TAG_BYTES longer). */
  readonly size: number;
  readonly addedAt: string;
  /** The bytes kept (the file, or its ciphertext), in base64. */
  readonly data: string;
} & (
  | { readonly encrypted: false }
  | {
      readonly encrypted: true;
      /** documents/crypto.ts's Lock: the salt (16 bytes) and IV (12 bytes) in base64, and the rounds. */
      readonly salt: string;
      readonly iv: string;
      readonly iterations: number;
    }
);

export interface Backup {
  readonly app: typeof BACKUP_APP;
  readonly version: typeof BACKUP_VERSION;
  readonly exportedAt: string;
  readonly saved: readonly BackupSaved[];
  readonly plans: readonly BackupPlan[];
  /** Absent when the device has no checklist key. */
  readonly checklist?: readonly ChecklistTick[];
  /** Only when the traveller chose to include them. */
  readonly documents?: readonly BackupDocument[];
  /** The booked trips kept on the device, as the agency signed them; absent when none. */
  readonly bookedTrips?: readonly Envelope[];
  /** Boarding passes and tickets kept with those trips; absent when none. */
  readonly passes?: readonly BackupPass[];
}

/** A boarding pass or ticket in the file. */
export interface BackupPass {
  readonly tripId: string;
  readonly addedAt: string;
  readonly format: PassFormat;
  readonly message: string;
  readonly details: readonly PassDetail[];
}

/** The file name: 'rasa-journeys-2026-11-25.json'. */
export function backupFileName(now: Date): string {
  return `${BACKUP_APP}-${now.toISOString().slice(0, 10)}.json`;
}
