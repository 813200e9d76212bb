/**
 * localStorage as the storage feature uses it: JSON under a key, where reading never throws and
 * writing throws only a StorageError. The service worker has no localStorage; a browser blocking
 * site data throws on the first touch.
 */
import { toStorageError } from './errors';

/** The part of Web Storage we use (typed here so the service worker, which has none, compiles). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page's localStorage; undefined where there is none (a service worker) or it is refused. */
export function webStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
}

/** The value under `key`: undefined when there is none, or it cannot be read or parsed. */
export function readJson(storage: KeyValueStorage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`; throws a StorageError (full, or refused; none: refused) when it cannot. */
export function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  if (!storage) throw toStorageError(undefined);
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    throw toStorageError(error);
  }
}
