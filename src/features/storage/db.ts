/**
 * The browser database (IndexedDB through idb), with a localStorage fallback of the same shape
 * where IndexedDB is unavailable (private modes, old WebViews). Storage failures surface as
 * StorageError so forms can tell the visitor and keep what was typed.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type IDBPTransaction } from 'idb';
import { toStorageError } from './errors';
import { DB_NAME, DB_VERSION, fallbackKey, STORE_NAMES, type StoreName } from './keys';
import { readJson, webStorage, writeJson, type KeyValueStorage } from './webStorage';

type RasaDB = DBSchema & { [store in StoreName]: { key: string; value: { id: string } } };

/** A keyed store of records with an `id`. */
export interface RecordStore<T extends { id: string }> {
  put(value: T): Promise<void>;
  get(id: string): Promise<T | undefined>;
  all(): Promise<T[]>;
  delete(id: string): Promise<void>;
}

let dbPromise: Promise<IDBPDatabase<RasaDB>> | undefined;

function database(): Promise<IDBPDatabase<RasaDB>> {
  dbPromise ??= openDB<RasaDB>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      // Creates whatever a database of an older version lacks; records already kept stay.
      for (const name of STORE_NAMES) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath: 'id' });
      }
    },
    // A newer version opened in another tab waits until this one lets go: close, and reopen (at
    // this version) on the next use rather than hold the new tab's storage up.
    blocking(_currentVersion, _blockedVersion, event) {
      (event.target as IDBDatabase).close();
      dbPromise = undefined;
    },
  });
  return dbPromise;
}

function idbStore<T extends { id: string }>(name: StoreName): RecordStore<T> {
  const run = async <R>(fn: (db: IDBPDatabase<RasaDB>) => Promise<R>): Promise<R> => {
    try {
      return await fn(await database());
    } catch (error) {
      throw toStorageError(error);
    }
  };
  // Writes wait for their transaction to commit, with strict durability: a message the visitor
  // was told is saved must survive a reload or a closed tab straight after.
  const write = (fn: (store: IDBPObjectStore<RasaDB, [StoreName], StoreName, 'readwrite'>) => Promise<unknown>) =>
    run(async (db) => {
      const tx = db.transaction(name, 'readwrite', { durability: 'strict' });
      await Promise.all([fn(tx.store), tx.done]);
    });
  return {
    put: (value) => write((store) => store.put(value)),
    get: (id) => run(async (db) => (await db.get(name, id)) as T | undefined),
    all: () => run(async (db) => (await db.getAll(name)) as T[]),
    delete: (id) => write((store) => store.delete(id)),
  };
}

/** Same contract over one localStorage key holding a JSON array. */
export function localStore<T extends { id: string }>(key: string, storage: KeyValueStorage | undefined = webStorage()): RecordStore<T> {
  if (!storage) throw toStorageError(undefined);
  const read = (): T[] => {
    const list = readJson(storage, key);
    return Array.isArray(list) ? (list as T[]) : [];
  };
  const write = (items: T[]) => writeJson(storage, key, items);
  return {
    put: async (value) => write([...read().filter((i) => i.id !== value.id), value]),
    get: async (id) => read().find((i) => i.id === id),
    all: async () => read(),
    delete: async (id) => write(read().filter((i) => i.id !== id)),
  };
}

let idbWorks: Promise<boolean> | undefined;

/** Whether IndexedDB opens here (it exists but refuses in some private modes). */
function indexedDBWorks(): Promise<boolean> {
  // Refused storage either throws from indexedDB itself or from open(), at once (blocked site
  // data) or as a failed request (private modes): all three mean 'use the fallback'.
  idbWorks ??= Promise.resolve()
    .then(() => (typeof indexedDB === 'undefined' ? false : database().then(() => true)))
    .catch(() => false);
  return idbWorks;
}

/** A store kept in IndexedDB only, with writes and removals of several records in one transaction. */
export interface DeviceStore<T extends { id: string }> extends RecordStore<T> {
  putMany(values: readonly T[]): Promise<void>;
  deleteMany(ids: readonly string[]): Promise<void>;
}

/**
 * The store for `name` in IndexedDB and nowhere else (travel documents: too large for
 * localStorage, and never to be copied there). Where IndexedDB is refused, every call rejects with
 * the StorageError 'unavailable'. Each write is one transaction: all of it is kept, or none.
 */
export function deviceOnlyStore<T extends { id: string }>(name: StoreName): DeviceStore<T> {
  const store = async () => {
    if (!(await indexedDBWorks())) throw toStorageError(undefined);
    return idbStore<T>(name);
  };
  /** Requests in one transaction: all of them are kept, or none (an error aborts the rest). */
  const many = async (requests: (tx: IDBPTransaction<RasaDB, [StoreName], 'readwrite'>) => Promise<unknown>[]) => {
    await store();
    try {
      const tx = (await database()).transaction(name, 'readwrite', { durability: 'strict' });
      await Promise.all([...requests(tx), tx.done]);
    } catch (error) {
      throw toStorageError(error);
    }
  };
  return {
    put: async (value) => (await store()).put(value),
    get: async (id) => (await store()).get(id),
    all: async () => (await store()).all(),
    delete: async (id) => (await store()).delete(id),
    // Here rather than in idbStore, so that the pages whose first load keeps records do not carry them.
    putMany: (values) => many((tx) => values.map((value) => tx.store.put(value))),
    deleteMany: (ids) => many((tx) => ids.map((id) => tx.store.delete(id))),
  };
}

/** The store for `name`: IndexedDB where it works, else localStorage under fallbackKey(name). */
export function recordStore<T extends { id: string }>(name: StoreName): RecordStore<T> {
  let backend: Promise<RecordStore<T>> | undefined;
  const pick = () =>
    (backend ??= indexedDBWorks().then((ok) => {
      if (ok) return idbStore<T>(name);
      return localStore<T>(fallbackKey(name));
    }));
  return {
    put: async (value) => (await pick()).put(value),
    get: async (id) => (await pick()).get(id),
    all: async () => (await pick()).all(),
    delete: async (id) => (await pick()).delete(id),
  };
}
