/**
 * Whether one of the database's stores may hold a record, asked without the database's code: a
 * page fetches a store's code (idb, its records' screens) only once there may be something to show
 * or send. Most visits have nothing there (no message waiting, no booked trip kept), and fetching
 * that code to find an empty store cost a first visit several script files. Written on IndexedDB's
 * own API for that reason, not through storage/db.ts: it must not bring idb along.
 *
 * The answer errs towards yes: a database that cannot be read, or an open that is blocked, says
 * "may hold", and the store's own code then looks. It never creates the database: an open that
 * would create it is aborted (an empty database at version 1 would skip the app's first upgrade).
 */
import { useEffect, useState } from 'react';
import { listen } from './crossTab';
import { DB_NAME, type StoreName, type Topic } from './keys';

export function storeMayHold(store: StoreName): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // No version: the database as it is. Only a database that does not exist yet is upgraded.
      request = indexedDB.open(DB_NAME);
    } catch {
      return resolve(true);
    }
    request.onupgradeneeded = () => {
      request.transaction?.abort();
      resolve(false);
    };
    request.onblocked = () => resolve(true);
    request.onerror = () => resolve(request.error?.name !== 'AbortError');
    request.onsuccess = () => {
      const db = request.result;
      // The app's own open may need a newer version: this short read steps aside.
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        return resolve(false);
      }
      try {
        const count = db.transaction(store, 'readonly').objectStore(store).count();
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(true);
      } catch {
        resolve(true);
      } finally {
        db.close();
      }
    };
  });
}

/**
 * True once `store` may hold a record (asked as above), or once one is put there in this tab or
 * another (its change notice): a screen shows the store's part, and fetches its code, only then.
 */
export function useMayHold(store: StoreName & Topic): boolean {
  return useStoreMayHold(store) === true;
}

/** As useMayHold, but undefined until asked: a screen that waits for the answer shows nothing twice. */
export function useStoreMayHold(store: StoreName & Topic): boolean | undefined {
  const [may, setMay] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const off = listen(store, () => live && setMay(true));
    void storeMayHold(store).then((holds) => live && setMay((was) => was || holds));
    return () => {
      live = false;
      off();
    };
  }, [store]);
  return may;
}
