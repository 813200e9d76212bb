/**
 * Records kept on the device after a contact message or a (demo) payment: in IndexedDB, mirrored
 * to localStorage under 'rasa.contacts' and 'rasa.payments'.
 */
import { recordStore, StorageError, STORAGE_UNAVAILABLE_MESSAGE, toStorageError, webStorage, type StoreName } from './db';

export const MIRROR_KEYS = { contacts: 'rasa.contacts', payments: 'rasa.payments' } as const;

function appendToMirror(key: string, record: object): void {
  const storage = webStorage();
  if (!storage) throw new StorageError(STORAGE_UNAVAILABLE_MESSAGE, false);
  let list: unknown;
  try {
    list = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    list = [];
  }
  try {
    storage.setItem(key, JSON.stringify([...(Array.isArray(list) ? list : []), record]));
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Keep a record in IndexedDB and its localStorage mirror; throws StorageError if neither can. */
export async function keepRecord<T extends { id: string }>(store: Extract<StoreName, 'contacts' | 'payments'>, record: T): Promise<void> {
  let saved = false;
  let failure: unknown;
  try {
    await recordStore<T>(store).put(record);
    saved = true;
  } catch (error) {
    failure = error;
  }
  try {
    appendToMirror(MIRROR_KEYS[store], record);
    saved = true;
  } catch (error) {
    failure ??= error;
  }
  if (!saved) throw failure instanceof StorageError ? failure : new StorageError(STORAGE_UNAVAILABLE_MESSAGE, false);
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
export async function keepRecordOrNote<T extends { id: string }>(store: Extract<StoreName, 'contacts' | 'payments'>, record: T): Promise<string | undefined> {
  try {
    await keepRecord(store, record);
    return undefined;
  } catch (error) {
    if (noted.has(store)) return undefined;
    noted.add(store);
    return error instanceof StorageError && error.full ? RECORD_FULL_NOTE : RECORD_NOT_KEPT_NOTE;
  }
}
