/**
 * Whether the outbox may hold a message, asked at every page's start: only then does the page fetch
 * the outbox's code (IndexedDB through idb, the EmailJS wiring, the retries) to send what waits.
 * Most visits have nothing waiting, and fetching that code to find an empty outbox cost every first
 * visit some eight script files. Written on IndexedDB's own API for that reason, not through
 * storage/db.ts: it must not bring idb along.
 *
 * The answer errs towards yes: a database that cannot be read, or an open that is blocked, says
 * "may hold", and the outbox's own code then looks.
 */
import { listen } from '../../storage/crossTab';
import { DB_NAME, fallbackKey, type StoreName } from '../../storage/keys';

/** The outbox's store, and the topic its changes are told under (storage/keys.ts). */
const OUTBOX_STORE = 'outbox' satisfies StoreName;

/** Messages kept in localStorage where IndexedDB was refused (storage/webStorage.ts). */
function fallbackHolds(): boolean {
  try {
    const raw = localStorage.getItem(fallbackKey(OUTBOX_STORE));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}

/** Counts the outbox store without creating the database: an open that would create it is aborted. */
function databaseHolds(): Promise<boolean> {
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
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        db.close();
        return resolve(false);
      }
      try {
        const count = db.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE).count();
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

export async function outboxMayHoldMessages(): Promise<boolean> {
  return fallbackHolds() || (await databaseHolds());
}

/**
 * Calls `fn` once the outbox may hold a message: at once if it may already, else at the first
 * change to it (a message put there in this tab or another). Returns the unsubscribe.
 */
export function whenOutboxInUse(fn: () => void): () => void {
  let live = true;
  let off = () => {};
  const go = () => {
    if (!live) return;
    live = false;
    off();
    fn();
  };
  off = listen(OUTBOX_STORE, go);
  void outboxMayHoldMessages().then((holds) => holds && go());
  return () => {
    live = false;
    off();
  };
}
