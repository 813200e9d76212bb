// @vitest-environment jsdom
/**
 * Storage: without IndexedDB (jsdom has none, as some private modes refuse it) records go to
 * localStorage with the same behaviour; a full or refusing storage is reported, never ignored.
 */
import { describe, expect, it, vi } from 'vitest';
import { createOutbox } from '../../src/features/enquiries/outbox/core';
import type { OutboxEntry } from '../../src/features/enquiries/outbox/core';
import { localStore, recordStore } from '../../src/features/storage/db';
import { STORAGE_FULL_MESSAGE, StorageError } from '../../src/features/storage/errors';
import { MIRROR_KEYS } from '../../src/features/storage/keys';
import { keepRecordOrNote, RECORD_FULL_NOTE } from '../../src/features/storage/records';
import type { KeyValueStorage } from '../../src/features/storage/webStorage';

const payload = { type: 'contact_form', subject: 'Hello', sourcePage: 'contact', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' } as const;

describe('record storage', () => {
  it('falls back to localStorage when IndexedDB is unavailable, with the same contract', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const store = recordStore<{ id: string; n: number }>('contacts');
    await store.put({ id: 'a', n: 1 });
    await store.put({ id: 'b', n: 2 });
    await store.put({ id: 'a', n: 3 });
    expect(await store.get('a')).toEqual({ id: 'a', n: 3 });
    expect((await store.all()).map((r) => r.id).sort()).toEqual(['a', 'b']);
    await store.delete('b');
    expect(JSON.parse(localStorage.getItem('rasa.contacts.db')!)).toEqual([{ id: 'a', n: 3 }]);
  });

  it('keeps an outbox working on the fallback: a message survives until sent', async () => {
    const outbox = createOutbox({ store: recordStore<OutboxEntry>('outbox'), send: async () => ({ ok: true, status: 200, text: 'OK' }), withLock: (fn) => fn() });
    expect(await outbox.submit(payload, { online: false })).toEqual({ kind: 'queued' });
    expect(JSON.parse(localStorage.getItem('rasa.outbox.db')!)).toHaveLength(1);
    expect(await outbox.replay()).toBe(1);
    expect((await outbox.list()).map((e) => e.status)).toEqual(['sent']);
  });

  it('reports a full storage as a StorageError the form can show', async () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const store = localStore<{ id: string }>('rasa.test', full);
    const error = await store.put({ id: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ full: true, message: STORAGE_FULL_MESSAGE });
  });

  it('keeps a record in both stores, or answers once per kind of record with a polite note when neither can', async () => {
    expect(await keepRecordOrNote('payments', { id: 'p1' })).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(MIRROR_KEYS.payments)!)).toEqual([{ id: 'p1' }]);

    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(await keepRecordOrNote('payments', { id: 'p2' })).toBe(RECORD_FULL_NOTE);
      // Said once: the next record of the page that cannot be kept says nothing more.
      expect(await keepRecordOrNote('payments', { id: 'p3' })).toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
    expect(JSON.parse(localStorage.getItem(MIRROR_KEYS.payments)!)).toEqual([{ id: 'p1' }]);
  });

  it('answers with the StorageError of a refused localStorage instead of its raw SecurityError', async () => {
    const refused: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const error = await localStore<{ id: string }>('rasa.test', refused).put({ id: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ full: false });
  });
});

describe('news of a change, across tabs', () => {
  type CrossTab = typeof import('../../src/features/storage/crossTab');
  /** The notifier as another tab (or the service worker) has it: a module of its own. */
  async function anotherContext(): Promise<CrossTab> {
    vi.resetModules();
    return import('../../src/features/storage/crossTab');
  }

  it('tells this tab once and every other tab through the channel, with what the change carries', async () => {
    const here = await anotherContext();
    const there = await anotherContext();
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    const offHere = here.listen('saved', heardHere);
    const offThere = there.listen('saved', heardThere);
    const otherTopic = vi.fn();
    const offOther = there.listen('outbox', otherTopic);

    here.announce('saved', ['a']);
    // At once here, and only once: the channel does not echo to its sender, nor is it told twice.
    expect(heardHere.mock.calls).toEqual([[['a']]]);
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith(['a']));
    // The service worker tells pages without listening itself: a channel for the one message.
    const worker = await anotherContext();
    worker.announce('outbox');
    await vi.waitFor(() => expect(otherTopic).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardHere).toHaveBeenCalledTimes(1);
    expect(heardThere).toHaveBeenCalledTimes(1);

    offHere();
    offThere();
    offOther();
    here.announce('saved', ['b']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardThere).toHaveBeenCalledTimes(1);
  });

  it("hears another tab's localStorage write of a topic's key, and a clear, but no other key", async () => {
    const { listen } = await anotherContext();
    const plans = vi.fn();
    const outbox = vi.fn();
    const offPlans = listen('plans', plans);
    const offOutbox = listen('outbox', outbox);
    window.dispatchEvent(new StorageEvent('storage', { key: 'rasa.plans', newValue: '[]' }));
    expect(plans).toHaveBeenCalledWith(undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: 'rasa.currency', newValue: 'EUR' }));
    expect(plans).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(plans).toHaveBeenCalledTimes(2);
    // The outbox keeps nothing in localStorage to hear of.
    expect(outbox).not.toHaveBeenCalled();
    offPlans();
    offOutbox();
    window.dispatchEvent(new StorageEvent('storage', { key: 'rasa.plans', newValue: '[]' }));
    expect(plans).toHaveBeenCalledTimes(2);
  });
});
