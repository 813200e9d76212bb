/**
 * The import's check of a backup file (format.ts), with valibot. Loaded on the tap that imports a
 * file, never with a page. Every string is bounded and patterned (ids, dates, timestamps), every
 * array capped, so a hostile file (markup, a megabyte string, a million entries) fails here and
 * nothing of it reaches the screen or the device.
 */
import * as v from 'valibot';
import { BACKUP_APP, BACKUP_VERSION, MAX_BACKUP_BYTES, type Backup } from './format';
import { isIsoDate } from '../dates';
import { isTravellers } from '../travellers';

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

export const backupSchema = v.object({
  app: v.literal(BACKUP_APP),
  version: v.literal(BACKUP_VERSION),
  exportedAt: timestamp,
  saved: v.pipe(v.array(savedItem), v.maxLength(1000)),
  plans: v.pipe(v.array(plan), v.maxLength(500)),
  checklist: v.optional(v.pipe(v.array(tick), v.maxLength(20000))),
});

export type ReadResult = { ok: true; backup: Backup } | { ok: false; reason: 'too-large' | 'not-json' | 'not-ours' | 'newer' | 'damaged'; message: string };

export const READ_MESSAGES = {
  'too-large': 'This file is far too large to be a My Journeys backup, so nothing was changed.',
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
  return parsed.success ? { ok: true, backup: parsed.output as Backup } : fail('damaged');
}
