/**
 * The import's check of a backup file (format.ts), with valibot. Loaded on the tap that imports a
 * file, never with a page. Every string is bounded and patterned (ids, dates, timestamps), every
 * array capped, so a hostile file (markup, a megabyte string, a million entries) fails here and
 * nothing of it reaches the screen or the device.
 *
 * Documents: each one's bytes must be base64 of exactly its size (a locked one's, its size and
 * GCM's tag), at most 10 MB as when adding one; an open one must start as its type does (the bytes
 * decide, as when adding one); a lock's salt and IV have crypto.ts's lengths and its rounds a sane
 * range; all of them at most MAX_DOCUMENTS_BYTES. The bytes are not decoded here (the import
 * decodes what it keeps). A name is any text without control characters, shown as text only.
 */
import * as v from 'valibot';
import { BACKUP_APP, BACKUP_VERSION, LOCK_TAG_BYTES, MAX_BACKUP_BYTES, MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES, MAX_LISTS_BYTES, base64Length, type Backup, type BackupDocument } from './format';
import { decodeBase64, decodedLength, isBase64 } from './base64';
import { isIsoDate } from '../../trip/dates';
import { isTravellers } from '../journeys/travellers';
import { IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES } from '../documents/crypto';
import { MAX_DOCUMENT_BYTES, sniffDocumentType, type DocumentType } from '../documents/rules';
import { PASS_FORMATS } from '../../trip/passes';
import { MAX_MESSAGE_CHARS } from '../passes/messages';
import { ENVELOPE_APP, ENVELOPE_FORMAT, ENVELOPE_KIND, MAX_ENVELOPE_CHARS, SIGNATURE_BYTES } from '../bookedTrip/envelope';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = v.pipe(v.string(), v.maxLength(80), v.regex(SLUG));
const placeRef = v.pipe(v.string(), v.maxLength(161), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/));
const timestamp = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp());
const isoDate = v.pipe(v.string(), v.maxLength(10), v.check<string>((s) => isIsoDate(s)));

const savedItem = v.variant('kind', [
  v.object({ kind: v.literal('itinerary'), ref: slug, savedAt: timestamp }),
  v.object({ kind: v.literal('place'), ref: placeRef, savedAt: timestamp }),
]);
const plan = v.object({ itineraryId: slug, start: isoDate, travellers: v.pipe(v.number(), v.check<number>((n) => isTravellers(n))), savedAt: timestamp });
const planId = v.pipe(v.string(), v.maxLength(91), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*:\d{4}-\d{2}-\d{2}$/));
const tick = v.object({ plan: planId, item: slug, tickedAt: timestamp });

const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const satisfies readonly DocumentType[];
/** A file name as a phone keeps it (255 at most), without control characters (line breaks, NUL). */
const fileName = v.pipe(v.string(), v.minLength(1), v.maxLength(255), v.check<string>((s) => ![...s].some((c) => c < ' ' || c === '\u007f')));
const base64Of = (maxBytes: number) => v.pipe(v.string(), v.maxLength(base64Length(maxBytes)), v.check<string>(isBase64));
const bytesOf = (bytes: number) => v.pipe(v.string(), v.length(base64Length(bytes)), v.check<string>((s) => isBase64(s) && decodedLength(s) === bytes));
const documentFields = {
  plan: planId,
  name: fileName,
  type: v.picklist(DOCUMENT_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_DOCUMENT_BYTES)),
  addedAt: timestamp,
  data: base64Of(MAX_DOCUMENT_BYTES + LOCK_TAG_BYTES),
};
/** Rounds a lock may ask for: never fewer than the floor; not so many that opening it would hang a phone. */
export const LOCK_ROUNDS = { min: 200_000, max: 10 * PBKDF2_ITERATIONS } as const;
const travelDocument = v.pipe(
  v.variant('encrypted', [
    v.object({ ...documentFields, encrypted: v.literal(false) }),
    v.object({ ...documentFields, encrypted: v.literal(true), salt: bytesOf(SALT_BYTES), iv: bytesOf(IV_BYTES), iterations: v.pipe(v.number(), v.integer(), v.minValue(LOCK_ROUNDS.min), v.maxValue(LOCK_ROUNDS.max)) }),
  ]),
  v.check((d) => decodedLength(d.data) === d.size + (d.encrypted ? LOCK_TAG_BYTES : 0)),
  // An open document's first bytes say its type, as when it was added (a locked one's are ciphertext).
  v.check((d) => d.encrypted || sniffDocumentType(decodeBase64(d.data.slice(0, 16)) ?? new Uint8Array()) === d.type),
);
const documentsBytes = (docs: readonly Pick<BackupDocument, 'data'>[]) => docs.reduce((sum, d) => sum + decodedLength(d.data), 0);

/** A booked trip as signed: its shape only here; its signature and trip are checked on keeping it. */
const base64url = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]+$/));
const bookedTrip = v.object({
  app: v.literal(ENVELOPE_APP),
  kind: v.literal(ENVELOPE_KIND),
  format: v.literal(ENVELOPE_FORMAT),
  kid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/)),
  payload: base64url(MAX_ENVELOPE_CHARS),
  sig: v.pipe(base64url(Math.ceil((SIGNATURE_BYTES * 4) / 3)), v.length(Math.ceil((SIGNATURE_BYTES * 4) / 3))),
});

/** A pass: its trip, code and fields; what its message says is read again on keeping it. */
const noControl = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.check<string>((s) => ![...s].some((c) => c < ' ' || c === '\u007f')));
const pass = v.object({
  tripId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{6,64}$/)),
  addedAt: timestamp,
  format: v.picklist(PASS_FORMATS),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_MESSAGE_CHARS)),
  details: v.pipe(v.array(v.object({ label: noControl(40), value: noControl(80) })), v.maxLength(12)),
});

export const backupSchema = v.object({
  app: v.literal(BACKUP_APP),
  version: v.literal(BACKUP_VERSION),
  exportedAt: timestamp,
  saved: v.pipe(v.array(savedItem), v.maxLength(1000)),
  plans: v.pipe(v.array(plan), v.maxLength(500)),
  checklist: v.optional(v.pipe(v.array(tick), v.maxLength(20000))),
  documents: v.optional(v.pipe(v.array(travelDocument), v.maxLength(MAX_DOCUMENTS), v.check((docs) => documentsBytes(docs) <= MAX_DOCUMENTS_BYTES))),
  bookedTrips: v.optional(v.pipe(v.array(bookedTrip), v.maxLength(100))),
  passes: v.optional(v.pipe(v.array(pass), v.maxLength(400))),
});

export type ReadResult = { ok: true; backup: Backup } | { ok: false; reason: 'too-large' | 'not-json' | 'not-ours' | 'newer' | 'damaged'; message: string };

export const READ_MESSAGES = {
  'too-large': 'This file is far too large to be a My Journeys backup (with travel documents, at most 50 MB of them), so nothing was changed.',
  'not-json': 'This file cannot be read as a My Journeys backup (it is not one, or it is damaged), so nothing was changed.',
  'not-ours': 'This file is not a My Journeys backup, so nothing was changed.',
  newer: 'This backup was made by a newer version of Rasa Journeys. Reload the page while online to update, then import it again. Nothing was changed.',
  damaged: 'This backup is damaged or has been altered, so nothing was changed.',
} as const;

const fail = (reason: keyof typeof READ_MESSAGES): ReadResult => ({ ok: false, reason, message: READ_MESSAGES[reason] });

/** Reads a backup file's text: the backup, or why not, as a message to show as it is. */
export function readBackup(text: string): ReadResult {
  // Counted in UTF-16 units: at most twice the bytes, so a file this long is well over the limit.
  if (text.length > MAX_BACKUP_BYTES) return fail('too-large');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('not-json');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || (data as { app?: unknown }).app !== BACKUP_APP) return fail('not-ours');
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) return fail('newer');
  const parsed = v.safeParse(backupSchema, data);
  if (!parsed.success) return fail('damaged');
  const backup = parsed.output as Backup;
  // The file less its documents' bytes is held to the lists' limit of a file without documents.
  const documentChars = (backup.documents ?? []).reduce((sum, d) => sum + d.data.length, 0);
  if (text.length - documentChars > MAX_LISTS_BYTES) return fail('too-large');
  return { ok: true, backup };
}
