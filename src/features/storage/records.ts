/**
 * Records kept on the device after a contact message or a (demo) payment: in IndexedDB, mirrored
 * to localStorage under 'rasa.contacts' and 'rasa.payments' (keys.ts).
 */
import { isStorageFull, toStorageError } from './errors';
import { recordStore } from './db';
import { MIRROR_KEYS } from './keys';
import { readJson, webStorage, writeJson } from './webStorage';

type RecordKind = 'contacts' | 'payments';

/** Keep a record in IndexedDB and its localStorage mirror; throws StorageError if neither can. */
export async function keepRecord<T extends { id: string }>(store: RecordKind, record: T): Promise<void> {
  const [db, mirror] = await Promise.allSettled([
    recordStore<T>(store).put(record),
    (async () => {
      const storage = webStorage();
      const list = readJson(storage, MIRROR_KEYS[store]);
      writeJson(storage, MIRROR_KEYS[store], [...(Array.isArray(list) ? list : []), record]);
    })(),
  ]);
  if (db.status === 'rejected' && mirror.status === 'rejected') throw toStorageError(db.reason);
}

/** What a screen adds to its success notice when the device cannot keep the record. */
export const RECORD_NOT_KEPT_NOTE = 'No copy is kept on this device: this browser does not allow it.';
export const RECORD_FULL_NOTE = "No copy is kept on this device: its storage is full.";

const noted = new Set<string>();

/**
 * keepRecord for a screen whose action has already succeeded (a message sent, a payment made): the
 * device's copy is a convenience, so its loss is said politely, once per kind of record and page,
 * as a note to add to the success notice. Resolves to that note, else to undefined.
 */
export async function keepRecordOrNote<T extends { id: string }>(store: RecordKind, record: T): Promise<string | undefined> {
  try {
    await keepRecord(store, record);
    return undefined;
  } catch (error) {
    if (noted.has(store)) return undefined;
    noted.add(store);
    return isStorageFull(error) ? RECORD_FULL_NOTE : RECORD_NOT_KEPT_NOTE;
  }
}
