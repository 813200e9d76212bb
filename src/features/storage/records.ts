/**
 * Records kept on the device after a contact message or a (demo) payment: in IndexedDB, mirrored
 * to localStorage under 'rasa.contacts' and 'rasa.payments'.
 */
import { recordStore, StorageError, STORAGE_UNAVAILABLE_MESSAGE, webStorage, type StoreName } from './db';

export const MIRROR_KEYS = { contacts: 'rasa.contacts', payments: 'rasa.payments' } as const;

function appendToMirror(key: string, record: object): void {
  const storage = webStorage();
  if (!storage) throw new StorageError(STORAGE_UNAVAILABLE_MESSAGE, false);
  const list = JSON.parse(storage.getItem(key) ?? '[]') as object[];
  list.push(record);
  storage.setItem(key, JSON.stringify(list));
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

/**
 * keepRecord for a screen that tells the visitor: resolves to undefined when the record is kept,
 * else to the message to show (keepRecord only ever throws StorageError).
 */
export async function keepRecordOrExplain<T extends { id: string }>(store: Extract<StoreName, 'contacts' | 'payments'>, record: T): Promise<string | undefined> {
  try {
    await keepRecord(store, record);
    return undefined;
  } catch (error) {
    return error instanceof StorageError ? error.message : STORAGE_UNAVAILABLE_MESSAGE;
  }
}
