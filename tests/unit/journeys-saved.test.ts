// @vitest-environment jsdom
/**
 * My Journeys on the device: the shortlist and planned trips kept in the record store (here
 * without IndexedDB, as jsdom has none, so its localStorage fallback) and the 'rasa.saved' /
 * 'rasa.plans' mirrors; a refusing storage keeps the list for the page and says so; another tab
 * hears every change (storage event, BroadcastChannel); hooks hydrate from an empty server list.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlannedTrip, SavedItem } from '../../src/features/journeys/saved';
import type { RecordStore } from '../../src/features/storage/db';
import { createSyncedList } from '../../src/features/storage/syncedList';
import { DB_VERSION, STORE_NAMES } from '../../src/features/storage/keys';

type SavedModule = typeof import('../../src/features/journeys/saved');
type HooksModule = typeof import('../../src/features/journeys/useSaved');

/** The module as a fresh page load finds it (new memory, new storage backend choice). */
async function freshPage(): Promise<SavedModule & HooksModule> {
  vi.resetModules();
  const saved = await import('../../src/features/journeys/saved');
  const hooks = await import('../../src/features/journeys/useSaved');
  return { ...saved, ...hooks };
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

function memoryRecords<T extends { id: string }>(initial: T[] = []): RecordStore<T> & { map: Map<string, T> } {
  const map = new Map(initial.map((i) => [i.id, i]));
  return {
    map,
    put: async (v) => void map.set(v.id, v),
    get: async (id) => map.get(id),
    all: async () => [...map.values()],
    delete: async (id) => void map.delete(id),
  };
}

const quota = () => {
  throw new DOMException('quota', 'QuotaExceededError');
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the storage layer', () => {
  it("has a version 6 with the 'saved', 'plans', 'checklist', 'documents', 'bookedTrips' and 'passes' stores, the older ones kept", () => {
    expect(DB_VERSION).toBe(6);
    expect(STORE_NAMES).toEqual(['outbox', 'contacts', 'payments', 'saved', 'plans', 'checklist', 'documents', 'bookedTrips', 'passes']);
  });
});

describe('the shortlist', () => {
  it('saves itineraries and places, newest first, in the record store and the rasa.saved mirror', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const page = await freshPage();
    expect(page.listSaved()).toEqual([]);
    expect(await page.toggleSaved(page.itineraryRef('golden-triangle'), new Date('2026-11-25T10:00:00Z'))).toBe(true);
    await page.toggleSaved(page.placeRefOf('india/agra'), new Date('2026-11-25T10:05:00Z'));
    await page.saveItem(page.itineraryRef('tiger-trail'), new Date('2026-11-25T10:10:00Z'));

    expect(page.listSaved().map((i) => i.id)).toEqual(['itinerary:tiger-trail', 'place:india/agra', 'itinerary:golden-triangle']);
    expect(page.listSaved()[1]).toEqual({ id: 'place:india/agra', kind: 'place', ref: 'india/agra', savedAt: '2026-11-25T10:05:00.000Z' });
    expect(page.isSaved(page.placeRefOf('india/agra'))).toBe(true);
    expect(page.isSaved(page.itineraryRef('kerala-backwaters'))).toBe(false);
    expect(stored('rasa.saved')).toEqual(page.listSaved());
    // The record store without IndexedDB: its localStorage fallback.
    await vi.waitFor(() => expect((stored('rasa.saved.db') as SavedItem[]).map((i) => i.id).sort()).toEqual(['itinerary:golden-triangle', 'itinerary:tiger-trail', 'place:india/agra']));

    // Saving again keeps the first savedAt; toggling removes.
    await page.saveItem(page.itineraryRef('tiger-trail'), new Date('2027-01-01T00:00:00Z'));
    expect(page.listSaved()[0]!.savedAt).toBe('2026-11-25T10:10:00.000Z');
    expect(await page.toggleSaved(page.itineraryRef('tiger-trail'))).toBe(false);
    await page.removeSaved(page.placeRefOf('india/agra'));
    expect(page.listSaved().map((i) => i.id)).toEqual(['itinerary:golden-triangle']);
    expect((stored('rasa.saved') as SavedItem[]).map((i) => i.id)).toEqual(['itinerary:golden-triangle']);
    await vi.waitFor(() => expect((stored('rasa.saved.db') as SavedItem[]).map((i) => i.id)).toEqual(['itinerary:golden-triangle']));
  });

  it('reads the list synchronously at start, as after a reload', async () => {
    const first = await freshPage();
    await first.toggleSaved(first.itineraryRef('golden-triangle'));
    await first.toggleSaved(first.placeRefOf('nepal/pokhara'));
    const reloaded = await freshPage();
    expect(reloaded.listSaved().map((i) => i.ref).sort()).toEqual(['golden-triangle', 'nepal/pokhara']);
    expect(reloaded.isSaved(reloaded.placeRefOf('nepal/pokhara'))).toBe(true);
    // The same array until it changes (a useSyncExternalStore snapshot).
    expect(reloaded.listSaved()).toBe(reloaded.listSaved());
  });

  it('ignores a corrupt or foreign mirror rather than failing', async () => {
    localStorage.setItem('rasa.saved', '{not json');
    expect((await freshPage()).listSaved()).toEqual([]);
    localStorage.setItem(
      'rasa.saved',
      JSON.stringify([
        { id: 'itinerary:golden-triangle', kind: 'itinerary', ref: 'golden-triangle', savedAt: '2026-11-01T00:00:00Z' },
        { id: 'x', kind: 'itinerary', ref: 'y', savedAt: 'z' },
        { id: 'place:india/agra', kind: 'hotel', ref: 'india/agra', savedAt: '2026-11-01T00:00:00Z' },
        null,
        42,
      ]),
    );
    expect((await freshPage()).listSaved().map((i) => i.id)).toEqual(['itinerary:golden-triangle']);
    localStorage.setItem('rasa.saved', '"a string"');
    expect((await freshPage()).listSaved()).toEqual([]);
  });

  it('keeps a change for the page and reports a StorageError when the device keeps nothing (storage full)', async () => {
    const page = await freshPage();
    const { StorageError } = await import('../../src/features/storage/errors');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
    const listener = vi.fn();
    const unsubscribe = page.subscribeSaved(listener);
    const error = await page.toggleSaved(page.itineraryRef('golden-triangle')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ full: true, message: page.SAVED_FULL_MESSAGE });
    expect(page.isSaved(page.itineraryRef('golden-triangle'))).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(localStorage.getItem('rasa.saved')).toBeNull();
    // Removing works the same way, in memory.
    await expect(page.removeSaved(page.itineraryRef('golden-triangle'))).rejects.toBeInstanceOf(StorageError);
    expect(page.listSaved()).toEqual([]);
    unsubscribe();
  });

  it('works in memory when localStorage is refused outright, and says so', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const page = await freshPage();
    expect(page.listSaved()).toEqual([]);
    await expect(page.toggleSaved(page.placeRefOf('bhutan/paro'))).rejects.toMatchObject({ name: 'StorageError', full: false, message: page.SAVED_UNAVAILABLE_MESSAGE });
    expect(page.isSaved(page.placeRefOf('bhutan/paro'))).toBe(true);
    await expect(page.savedReady()).resolves.toHaveLength(1);
  });

  it('resolves when one copy keeps a change, and reads IndexedDB back when the mirror is gone', async () => {
    const records = memoryRecords<SavedItem>();
    const noStorage = () => undefined;
    const options = { store: 'saved', isItem: (v: unknown): v is SavedItem => !!v, compare: () => 0, messages: { full: 'full', unavailable: 'no' }, records, storage: noStorage } as const;
    const a = createSyncedList<SavedItem>(options);
    const item: SavedItem = { id: 'itinerary:tea-trail', kind: 'itinerary', ref: 'tea-trail', savedAt: '2026-11-25T00:00:00Z' };
    await expect(a.put(item)).resolves.toBeUndefined();
    expect(records.map.get(item.id)).toEqual(item);
    const b = createSyncedList<SavedItem>(options);
    expect(b.snapshot()).toEqual([]);
    expect(await b.ready()).toEqual([item]);
    expect(b.snapshot()).toEqual([item]);
  });

  it('merges IndexedDB and the mirror at start (a union), without bringing back what this tab removed', async () => {
    const inDb: SavedItem = { id: 'itinerary:tea-trail', kind: 'itinerary', ref: 'tea-trail', savedAt: '2026-11-02T00:00:00Z' };
    const inMirror: SavedItem = { id: 'place:india/agra', kind: 'place', ref: 'india/agra', savedAt: '2026-11-01T00:00:00Z' };
    const removed: SavedItem = { id: 'place:india/goa', kind: 'place', ref: 'india/goa', savedAt: '2026-11-03T00:00:00Z' };
    localStorage.setItem('rasa.saved', JSON.stringify([inMirror]));
    const records = memoryRecords([inDb, removed]);
    const { validators } = await freshPage();
    const list = createSyncedList<SavedItem>({ store: 'saved', isItem: validators.isSavedItem, compare: (x, y) => x.id.localeCompare(y.id), messages: { full: 'f', unavailable: 'u' }, records });
    const listener = vi.fn();
    list.subscribe(listener);
    await list.remove(removed.id);
    const merged = await list.ready();
    expect(merged.map((i) => i.id)).toEqual(['itinerary:tea-trail', 'place:india/agra']);
    expect(stored('rasa.saved')).toEqual(merged);
    expect([...records.map.keys()].sort()).toEqual(['itinerary:tea-trail', 'place:india/agra']);
    expect(listener).toHaveBeenCalled();
  });

  it('writes the mirror again from IndexedDB when the browser dropped it', async () => {
    const kept: SavedItem = { id: 'itinerary:tea-trail', kind: 'itinerary', ref: 'tea-trail', savedAt: '2026-11-02T00:00:00.000Z' };
    const { validators } = await freshPage();
    const list = createSyncedList<SavedItem>({ store: 'saved', isItem: validators.isSavedItem, compare: () => 0, messages: { full: 'f', unavailable: 'u' }, records: memoryRecords([kept]) });
    expect(list.snapshot()).toEqual([]);
    expect(await list.ready()).toEqual([kept]);
    expect(stored('rasa.saved')).toEqual([kept]);
  });

  it('keeps what was written to the mirror while IndexedDB was being read', async () => {
    const elsewhere: SavedItem = { id: 'itinerary:tiger-trail', kind: 'itinerary', ref: 'tiger-trail', savedAt: '2026-11-25T09:00:00.000Z' };
    const { validators } = await freshPage();
    const records = memoryRecords<SavedItem>();
    let release!: () => void;
    const slow: RecordStore<SavedItem> = { ...records, all: () => new Promise((resolve) => (release = () => resolve([]))) };
    const list = createSyncedList<SavedItem>({ store: 'saved', isItem: validators.isSavedItem, compare: () => 0, messages: { full: 'f', unavailable: 'u' }, records: slow });
    // The page has rendered the list (empty), and merges in IndexedDB.
    expect(list.snapshot()).toEqual([]);
    const merging = list.ready();
    // Another tab saves while this one is still reading IndexedDB.
    localStorage.setItem('rasa.saved', JSON.stringify([elsewhere]));
    release();
    expect(await merging).toEqual([elsewhere]);
    expect(stored('rasa.saved')).toEqual([elsewhere]);
  });
});

describe('another tab', () => {
  it("shows a change made elsewhere at once, through the mirror's storage event", async () => {
    const page = await freshPage();
    const { result } = renderHook(() => page.useSaved());
    expect(result.current).toEqual([]);
    const elsewhere: SavedItem[] = [{ id: 'itinerary:tiger-trail', kind: 'itinerary', ref: 'tiger-trail', savedAt: '2026-11-25T09:00:00.000Z' }];
    act(() => {
      localStorage.setItem('rasa.saved', JSON.stringify(elsewhere));
      window.dispatchEvent(new StorageEvent('storage', { key: 'rasa.saved', newValue: JSON.stringify(elsewhere), storageArea: localStorage }));
    });
    expect(result.current).toEqual(elsewhere);
    // Another tab cleared the site's storage.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
    // Other keys are not its business.
    const before = result.current;
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'rasa.currency', newValue: 'EUR' })));
    expect(result.current).toBe(before);
  });

  it('hears changes on the BroadcastChannel, with the whole list', async () => {
    /** The list as another tab has it: modules of its own, so news reaches it only through the channel. */
    const tab = async () => {
      vi.resetModules();
      const [storage, { validators }] = await Promise.all([import('../../src/features/storage/syncedList'), import('../../src/features/journeys/saved')]);
      return storage.createSyncedList<SavedItem>({ store: 'saved', isItem: validators.isSavedItem, compare: (x, y) => x.id.localeCompare(y.id), messages: { full: 'f', unavailable: 'u' }, records: memoryRecords() });
    };
    const tabA = await tab();
    const tabB = await tab();
    const heard = vi.fn();
    const unsubscribe = tabB.subscribe(heard);
    await tabB.ready();
    // Tab B must not rely on the storage event here: jsdom fires none within one window.
    await tabA.put({ id: 'place:sri-lanka/kandy', kind: 'place', ref: 'sri-lanka/kandy', savedAt: '2026-11-25T09:00:00.000Z' });
    await vi.waitFor(() => expect(tabB.snapshot().map((i) => i.id)).toEqual(['place:sri-lanka/kandy']));
    expect(heard).toHaveBeenCalled();
    await tabA.remove('place:sri-lanka/kandy');
    await vi.waitFor(() => expect(tabB.snapshot()).toEqual([]));
    unsubscribe();
  });
});

describe('planned trips', () => {
  it('are saved, updated, listed soonest first and removed, mirrored to rasa.plans', async () => {
    const page = await freshPage();
    const now = new Date('2026-11-25T10:00:00Z');
    await page.savePlan({ itineraryId: 'tiger-trail', start: '2027-07-01', travellers: 4 }, now);
    await page.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14' }, now);
    await page.savePlan({ itineraryId: 'annapurna-sanctuary', start: '2027-03-14', travellers: 1 }, now);
    expect(page.listPlans().map((p) => p.id)).toEqual(['annapurna-sanctuary:2027-03-14', 'golden-triangle:2027-03-14', 'tiger-trail:2027-07-01']);
    expect(page.getPlan('golden-triangle:2027-03-14')).toEqual({
      id: 'golden-triangle:2027-03-14',
      itineraryId: 'golden-triangle',
      start: '2027-03-14',
      travellers: 2,
      savedAt: '2026-11-25T10:00:00.000Z',
    } satisfies PlannedTrip);
    expect(page.planId('golden-triangle', '2027-03-14')).toBe('golden-triangle:2027-03-14');
    expect(page.isPlanSaved('tiger-trail', '2027-07-01')).toBe(true);

    // Same trip and start: the travellers change, no second plan.
    await page.savePlan({ itineraryId: 'tiger-trail', start: '2027-07-01', travellers: 6 }, now);
    expect(page.listPlans()).toHaveLength(3);
    expect(page.getPlan('tiger-trail:2027-07-01')!.travellers).toBe(6);

    await expect(page.savePlan({ itineraryId: 'tiger-trail', start: '2027-02-30' })).rejects.toBeInstanceOf(RangeError);
    await expect(page.savePlan({ itineraryId: 'tiger-trail', start: '2027-03-01', travellers: 13 })).rejects.toBeInstanceOf(RangeError);

    await page.removePlan('annapurna-sanctuary:2027-03-14');
    expect((stored('rasa.plans') as PlannedTrip[]).map((p) => p.id)).toEqual(['golden-triangle:2027-03-14', 'tiger-trail:2027-07-01']);
    const reloaded = await freshPage();
    expect(reloaded.listPlans().map((p) => p.id)).toEqual(['golden-triangle:2027-03-14', 'tiger-trail:2027-07-01']);
    // The shortlist is a list of its own.
    expect(reloaded.listSaved()).toEqual([]);
  });
});

describe('the hooks', () => {
  it('render an empty list on the server, so a pre-rendered page hydrates as it was rendered', async () => {
    const page = await freshPage();
    await page.toggleSaved(page.itineraryRef('golden-triangle'));
    await page.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14' });
    function Count() {
      const saved = page.useSaved();
      const plans = page.usePlans();
      const heart = page.useIsSaved(page.itineraryRef('golden-triangle'));
      return createElement('p', null, `${saved.length} saved, ${plans.length} planned, ${heart ? 'saved' : 'not saved'}`);
    }
    expect(renderToString(createElement(Count))).toBe('<p>0 saved, 0 planned, not saved</p>');
  });

  it('follow the list in the browser', async () => {
    const page = await freshPage();
    const ref = page.itineraryRef('golden-triangle');
    const { result } = renderHook(() => ({ heart: page.useIsSaved(ref), saved: page.useSaved(), planned: page.useIsPlanSaved('golden-triangle', '2027-03-14') }));
    expect(result.current).toEqual({ heart: false, saved: [], planned: false });
    await act(() => page.toggleSaved(ref));
    expect(result.current.heart).toBe(true);
    expect(result.current.saved.map((i) => i.id)).toEqual(['itinerary:golden-triangle']);
    await act(() => page.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14' }));
    expect(result.current.planned).toBe(true);
    await act(() => page.toggleSaved(ref));
    expect(result.current.heart).toBe(false);
  });
});
