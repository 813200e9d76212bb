/**
 * Whether the outbox may hold a message, asked at every page's start: only then does the page fetch
 * the outbox's code (IndexedDB through idb, the EmailJS wiring, the retries) to send what waits.
 * Most visits have nothing waiting (storage/mayHold.ts asks IndexedDB without idb); messages kept in
 * localStorage, where IndexedDB was refused, count too.
 */
import { listen } from '../../storage/crossTab';
import { fallbackKey, type StoreName } from '../../storage/keys';
import { storeMayHold } from '../../storage/mayHold';

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

export async function outboxMayHoldMessages(): Promise<boolean> {
  return fallbackHolds() || (await storeMayHold(OUTBOX_STORE));
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
