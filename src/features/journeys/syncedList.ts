/**
 * A small list kept on the device and shared by every open tab: the engine behind My Journeys'
 * shortlist and planned trips (saved.ts).
 *
 * - Kept twice: in IndexedDB through the storage feature's record store (which itself falls back
 *   to localStorage where IndexedDB is refused), and mirrored as a JSON array under one
 *   localStorage key, so the list reads synchronously at start-up.
 * - Read lazily: nothing touches storage until the list is first read, so importing this on the
 *   server (pre-rendering) is safe. The first subscriber also loads IndexedDB once and merges it
 *   with the mirror (a union: a saved item is never lost because one of the two copies missed it).
 * - Written at once: a change updates the list in memory, the mirror synchronously, then
 *   IndexedDB. It resolves as soon as one copy holds it, and rejects with a StorageError only
 *   when neither can; the change then holds in memory for the life of the page.
 * - Shared: a change is posted on a BroadcastChannel with the whole list, and other tabs also hear
 *   the mirror's `storage` event; either way they adopt the list and tell their subscribers.
 */
import { recordStore, StorageError, webStorage, type KeyValueStorage, type RecordStore, type StoreName } from '../storage';

export interface SyncedListOptions<T extends { id: string }> {
  /** The IndexedDB store (through the storage feature). */
  readonly store: Extract<StoreName, 'saved' | 'plans'>;
  /** The localStorage key of the JSON mirror, also the BroadcastChannel's name. */
  readonly key: string;
  /** Keeps only well-formed entries of what storage or another tab hands over. */
  readonly isItem: (value: unknown) => value is T;
  /** The order lists are read in. */
  readonly compare: (a: T, b: T) => number;
  /** The messages of the StorageError thrown when neither copy could keep a change. */
  readonly messages: { readonly full: string; readonly unavailable: string };
  /** For tests: another record store or storage. */
  readonly records?: RecordStore<T>;
  readonly storage?: () => KeyValueStorage | undefined;
}

export interface SyncedList<T extends { id: string }> {
  /** The list now, sorted; the same array until it changes (a useSyncExternalStore snapshot). */
  snapshot(): readonly T[];
  /** Resolves once IndexedDB has been read and merged in (at most once per page). */
  ready(): Promise<readonly T[]>;
  /** Adds or replaces the item of the same id. Rejects with StorageError if no copy kept it. */
  put(item: T): Promise<void>;
  /** Removes the item of that id, if any. Rejects with StorageError if no copy kept the change. */
  remove(id: string): Promise<void>;
  /** Calls `listener` after each change, from this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly never[] = /* @__PURE__ */ Object.freeze([]);

function isQuotaError(error: unknown): boolean {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || (error instanceof StorageError && error.full);
}

export function createSyncedList<T extends { id: string }>(options: SyncedListOptions<T>): SyncedList<T> {
  const { key, isItem, compare, messages } = options;
  const storage = options.storage ?? webStorage;
  let records: RecordStore<T> | undefined = options.records;
  const recordsOf = () => (records ??= recordStore<T>(options.store));

  let items: readonly T[] | undefined;
  let hydration: Promise<readonly T[]> | undefined;
  /** Ids removed in this tab before IndexedDB was merged in: the merge must not bring them back. */
  const removedEarly = new Set<string>();
  let hydrated = false;
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | undefined;

  const tidy = (values: unknown): readonly T[] => {
    if (!Array.isArray(values)) return EMPTY;
    const byId = new Map<string, T>();
    for (const value of values) if (isItem(value)) byId.set(value.id, value);
    return byId.size === 0 ? EMPTY : Object.freeze([...byId.values()].sort(compare));
  };

  const same = (a: readonly T[], b: readonly T[]) => a.length === b.length && JSON.stringify(a) === JSON.stringify(b);

  const parse = (text: string | null | undefined): readonly T[] | undefined => {
    if (text == null) return undefined;
    try {
      return tidy(JSON.parse(text));
    } catch {
      return EMPTY;
    }
  };

  /** The mirror's list, or undefined when there is none or it cannot be read. */
  const readMirror = (): readonly T[] | undefined => {
    try {
      return parse(storage()?.getItem(key));
    } catch {
      return undefined;
    }
  };

  /** Writes the mirror; the error when it cannot. */
  const writeMirror = (list: readonly T[]): unknown => {
    try {
      const store = storage();
      if (!store) return new StorageError(messages.unavailable, false);
      store.setItem(key, JSON.stringify(list));
      return undefined;
    } catch (error) {
      return error ?? new StorageError(messages.unavailable, false);
    }
  };

  const notify = () => listeners.forEach((fn) => fn());

  /** Adopts a list (from another tab, or the merge at start) and tells subscribers if it differs. */
  const adopt = (next: readonly T[]) => {
    if (items && same(items, next)) return;
    items = next;
    notify();
  };

  const snapshot = (): readonly T[] => (items ??= readMirror() ?? EMPTY);

  const ready = (): Promise<readonly T[]> =>
    (hydration ??= (async () => {
      let fromDb: readonly T[] | undefined;
      try {
        fromDb = tidy(await recordsOf().all());
      } catch {
        fromDb = undefined;
      }
      // Read after IndexedDB, not before: the mirror written back below must not be a copy from
      // before the wait, or what another tab (or this one) wrote meanwhile would be overwritten.
      const fromMirror = readMirror();
      // Union of what memory (changes made before this finished), the mirror and IndexedDB hold.
      const merged = tidy([...(fromDb ?? []), ...(fromMirror ?? []), ...snapshot()].filter((i) => !removedEarly.has(i.id)));
      removedEarly.clear();
      hydrated = true;
      adopt(merged);
      // The mirror catches up (or is made again, if the browser dropped it) for the next start.
      if (!fromMirror || !same(fromMirror, merged)) writeMirror(merged);
      if (fromDb) {
        const inDb = new Set(fromDb.map((i) => i.id));
        await Promise.all(merged.filter((i) => !inDb.has(i.id)).map((i) => recordsOf().put(i).catch(() => undefined)));
      }
      return snapshot();
    })());

  const announce = (list: readonly T[]) => {
    if (typeof BroadcastChannel === 'undefined') return;
    try {
      // A channel does not hear its own posts, so the open one (if any) is used to post.
      const sender = channel ?? new BroadcastChannel(key);
      sender.postMessage(list);
      if (sender !== channel) sender.close();
    } catch {
      // Another tab still catches up through the storage event or on its next load.
    }
  };

  const change = async (next: readonly T[], write: (store: RecordStore<T>) => Promise<void>): Promise<void> => {
    items = next;
    notify();
    announce(next);
    const mirrorError = writeMirror(next);
    const dbWrite = write(recordsOf());
    if (mirrorError === undefined) {
      // The mirror holds it: IndexedDB may finish in its own time (an old tab can hold an upgrade up).
      dbWrite.catch(() => undefined);
      return;
    }
    try {
      await dbWrite;
    } catch (dbError) {
      const full = isQuotaError(mirrorError) || isQuotaError(dbError);
      throw new StorageError(full ? messages.full : messages.unavailable, full);
    }
  };

  const onMessage = (event: MessageEvent) => adopt(tidy(event.data));
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) adopt(parse(event.newValue) ?? EMPTY);
    else if (event.key === null) adopt(readMirror() ?? EMPTY); // localStorage.clear() elsewhere
  };

  return {
    snapshot,
    ready,
    put(item) {
      removedEarly.delete(item.id);
      return change(tidy([...snapshot().filter((i) => i.id !== item.id), item]), (store) => store.put(item));
    },
    remove(id) {
      if (!hydrated) removedEarly.add(id);
      // Written even when memory lacks it: IndexedDB may hold it before the merge.
      return change(tidy(snapshot().filter((i) => i.id !== id)), (store) => store.delete(id));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (typeof BroadcastChannel !== 'undefined') {
          channel = new BroadcastChannel(key);
          channel.addEventListener('message', onMessage);
        }
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      }
      void ready();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          channel?.close();
          channel = undefined;
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}
