/**
 * A short list kept on the device and current in every open tab: My Journeys' shortlist and
 * planned trips. Three copies, each with one job:
 *
 * - memory, what screens read (snapshot): changed first, so a change shows at once, and holds for
 *   the page where the device keeps nothing;
 * - the localStorage mirror (MIRROR_KEYS[store]): read synchronously on first use, so a page shows
 *   the list at start-up;
 * - IndexedDB (the record store, itself on localStorage where IndexedDB is refused): the durable
 *   copy, read once (ready(), which the first subscriber starts) and merged with the mirror as a
 *   union, so an item one copy missed is not lost.
 *
 * A change resolves once either stored copy holds it and rejects with a StorageError (saying the
 * list's own `messages`) when neither does. Other tabs hear of it through crossTab.ts. Nothing
 * touches storage until first used, so the server may import this while pre-rendering.
 */
import { announce, listen } from './crossTab';
import { recordStore, type RecordStore } from './db';
import { isStorageFull, toStorageError, type StorageMessages } from './errors';
import { MIRROR_KEYS, type MirroredStore, type Topic } from './keys';
import { readJson, webStorage, writeJson, type KeyValueStorage } from './webStorage';

/** A store kept as a synced list: it has a mirror key and a topic (keys.ts). */
export type ListStore = MirroredStore & Topic;

export interface SyncedListOptions<T extends { id: string }> {
  readonly store: ListStore;
  /** Keeps only well-formed entries of what storage or another tab hands over. */
  readonly isItem: (value: unknown) => value is T;
  /** The order the list is read in. */
  readonly compare: (a: T, b: T) => number;
  /** What the StorageError says when neither copy kept a change. */
  readonly messages: StorageMessages;
  /** For tests: another record store, or another localStorage. */
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

export function createSyncedList<T extends { id: string }>(options: SyncedListOptions<T>): SyncedList<T> {
  const { store, isItem, compare, messages } = options;
  const key = MIRROR_KEYS[store];
  const storage = options.storage ?? webStorage;
  let records = options.records;
  const durable = () => (records ??= recordStore<T>(store));

  /** The well-formed items of `values`, the last of each id, in order, frozen. */
  const tidy = (values: unknown): readonly T[] => {
    if (!Array.isArray(values)) return EMPTY;
    const byId = new Map<string, T>();
    for (const value of values) if (isItem(value)) byId.set(value.id, value);
    return byId.size === 0 ? EMPTY : Object.freeze([...byId.values()].sort(compare));
  };
  const same = (a: readonly T[], b: readonly T[]) => JSON.stringify(a) === JSON.stringify(b);
  const readMirror = () => tidy(readJson(storage(), key));

  let items: readonly T[] | undefined;
  const listeners = new Set<() => void>();
  let stopHearing: (() => void) | undefined;

  const snapshot = () => (items ??= readMirror());
  /** Makes `next` the list and tells this tab's subscribers, unless it is the list already. */
  const show = (next: readonly T[]) => {
    if (items && same(items, next)) return;
    items = next;
    listeners.forEach((fn) => fn());
  };

  /** Ids removed before IndexedDB was read in, which the merge must not bring back; gone after it. */
  let removedEarly: Set<string> | undefined = new Set();
  let merge: Promise<readonly T[]> | undefined;
  const ready = () =>
    (merge ??= (async () => {
      const fromDb = await durable()
        .all()
        .then(tidy, () => undefined);
      // Read after IndexedDB, not before: written back below, a copy from before the wait would
      // undo what another tab (or this one) wrote meanwhile.
      const fromMirror = readMirror();
      const union = tidy([...(fromDb ?? []), ...fromMirror, ...snapshot()].filter((i) => !removedEarly?.has(i.id)));
      removedEarly = undefined;
      show(union);
      // Each copy catches up for the next start (the browser may have dropped one of them).
      if (!same(fromMirror, union)) {
        try {
          writeJson(storage(), key, union);
        } catch {
          // Memory and IndexedDB still hold it.
        }
      }
      if (fromDb) {
        const inDb = new Set(fromDb.map((i) => i.id));
        await Promise.all(union.filter((i) => !inDb.has(i.id)).map((i) => durable().put(i).catch(() => undefined)));
      }
      return snapshot();
    })());

  const change = async (next: readonly T[], write: (records: RecordStore<T>) => Promise<void>): Promise<void> => {
    show(next);
    announce(store, next);
    let mirrorError: unknown;
    try {
      writeJson(storage(), key, next);
    } catch (error) {
      mirrorError = error;
    }
    const written = write(durable());
    if (mirrorError === undefined) {
      // The mirror holds it: IndexedDB may finish in its own time (an old tab can hold an upgrade up).
      written.catch(() => undefined);
      return;
    }
    try {
      await written;
    } catch (dbError) {
      // Full if either copy says so: freeing space is then what helps.
      throw toStorageError(isStorageFull(mirrorError) ? mirrorError : dbError, messages);
    }
  };

  return {
    snapshot,
    ready,
    put(item) {
      removedEarly?.delete(item.id);
      return change(tidy([...snapshot(), item]), (r) => r.put(item));
    },
    remove(id) {
      removedEarly?.add(id);
      // Written even when memory lacks it: IndexedDB may hold it before the merge.
      return change(tidy(snapshot().filter((i) => i.id !== id)), (r) => r.delete(id));
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's change carries its list; a storage event carries none: read the mirror.
      stopHearing ??= listen(store, (data) => show(data === undefined ? readMirror() : tidy(data)));
      void ready();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopHearing?.();
        stopHearing = undefined;
      };
    },
  };
}
