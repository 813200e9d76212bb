import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from '../../src/features/enquiries/outbox/backoff';
import type { SendOutcome } from '../../src/features/enquiries/emailClient';
import type { MessagePayload } from '../../src/features/enquiries/message';
import { createOutbox, LEASE_MS } from '../../src/features/enquiries/outbox/core';
import { memoryStore } from './memoryOutboxStore';


const payload: MessagePayload = { type: 'contact_form', subject: 'Hello', sourcePage: 'contact', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' };
const ok: SendOutcome = { ok: true, status: 200, text: 'OK' };
const down: SendOutcome = { ok: false, transient: true, status: 0, text: 'Network Error', message: 'x' };
const rejected: SendOutcome = { ok: false, transient: false, status: 400, text: 'Bad', message: 'Failed to send' };

function setup(outcomes: SendOutcome[]) {
  const store = memoryStore();
  let clock = 1_000_000;
  let ids = 0;
  const send = vi.fn(async () => outcomes.shift() ?? ok);
  const outbox = createOutbox({ store, send, now: () => clock, random: () => 0.5, withLock: (fn) => fn(), newId: () => `m${++ids}` });
  return { store, send, outbox, advance: (ms: number) => (clock += ms), time: () => clock };
}

describe('backoff (equal jitter)', () => {
  it('grows exponentially with jitter and is capped at one minute', () => {
    expect(BACKOFF_CAP_MS).toBe(60_000);
    expect(backoffDelay(1, () => 0)).toBe(2_500);
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(5_000);
    expect(backoffDelay(3, () => 0)).toBe(10_000);
    expect(backoffDelay(30, () => 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('waits between half the step and the whole step, never less, never more', () => {
    const step = (attempt: number) => Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect(backoffDelay(attempt, () => 0)).toBe(step(attempt) / 2);
      expect(backoffDelay(attempt, () => 0.5)).toBe((step(attempt) * 3) / 4);
      expect(backoffDelay(attempt, () => 1 - Number.EPSILON)).toBe(step(attempt));
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(step(attempt) / 2);
        expect(delay).toBeLessThanOrEqual(step(attempt));
      }
    }
    // The step doubles from 5 s and reaches the cap at the fifth retry (5 s * 2^4 > 1 min).
    expect([1, 2, 4, 5].map(step)).toEqual([5_000, 10_000, 40_000, BACKOFF_CAP_MS]);
  });

  it('treats an attempt below 1 as the first retry', () => {
    expect(backoffDelay(0, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(-3, () => 0)).toBe(BACKOFF_BASE_MS / 2);
  });
});

describe('outbox', () => {
  it('stores first, then sends: a sent message is kept as sent', async () => {
    const { outbox, store, send } = setup([ok]);
    expect(await outbox.submit(payload)).toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledTimes(1);
    expect([...store.items.values()].map((e) => e.status)).toEqual(['sent']);
  });

  it('keeps a message queued on a transient failure, then replays it once when due', async () => {
    const { outbox, store, send, advance } = setup([down, ok]);
    expect(await outbox.submit(payload)).toEqual({ kind: 'queued' });
    const [entry] = [...store.items.values()];
    expect(entry).toMatchObject({ status: 'queued', attempts: 1, lastError: '0 Network Error' });

    expect(await outbox.replay()).toBe(0); // not due yet
    expect(send).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(await outbox.replay()).toBe(1);
    expect(await outbox.replay()).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.items.get('m1')?.status).toBe('sent');
  });

  it('sends what only the network held back as soon as the connection returns, and what the service refused once a message goes through', async () => {
    const busy: SendOutcome = { ok: false, transient: true, status: 503, text: 'Busy', message: 'x' };
    const { outbox, store, send, advance } = setup([down, busy, ok, ok]);
    await outbox.submit(payload); // network failure
    advance(1);
    await outbox.submit({ ...payload, subject: 'Second' }); // 503
    expect(store.items.get('m2')).toMatchObject({ status: 'queued', lastStatus: 503 });
    expect(await outbox.replay()).toBe(0); // neither is due yet: the service keeps its backoff
    // The network-failed one goes now, and as it went through, the service answers again: the
    // refused one follows rather than wait out its backoff.
    expect(await outbox.replay({ reconnected: true })).toBe(2);
    expect(store.items.get('m1')?.status).toBe('sent');
    expect(store.items.get('m2')?.status).toBe('sent');
    expect(send).toHaveBeenCalledTimes(4);
    advance(10_000);
    expect(await outbox.replay({ reconnected: true })).toBe(0);
  });

  it('keeps the backoff for a struggling service while nothing goes through', async () => {
    const busy: SendOutcome = { ok: false, transient: true, status: 503, text: 'Busy', message: 'x' };
    const { outbox, send, advance } = setup([busy, busy, ok, ok]);
    await outbox.submit(payload);
    advance(1);
    await outbox.submit({ ...payload, subject: 'Second' });
    expect(await outbox.replay({ reconnected: true })).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    advance(10_000);
    expect(await outbox.replay()).toBe(2);
  });

  it('queues without sending when offline', async () => {
    const { outbox, send, store } = setup([]);
    expect(await outbox.submit(payload, { online: false })).toEqual({ kind: 'queued' });
    expect(send).not.toHaveBeenCalled();
    expect(store.items.get('m1')?.status).toBe('queued');
    expect(await outbox.replay()).toBe(1);
  });

  it('drops its copy of a message rejected at submit time (the form keeps it)', async () => {
    const { outbox, store } = setup([rejected]);
    expect(await outbox.submit(payload)).toEqual({ kind: 'failed', message: 'Failed to send', status: 400 });
    expect(store.items.size).toBe(0);
  });

  it('marks a message rejected during a replay as failed, keeps it, and does not retry it', async () => {
    const { outbox, store, send, advance } = setup([rejected]);
    await outbox.add(payload);
    expect(await outbox.replay()).toBe(0);
    expect(store.items.get('m1')).toMatchObject({ status: 'failed', lastError: '400 Bad' });
    advance(60 * 60_000);
    await outbox.replay();
    await outbox.replay({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
    // Until the visitor asks again.
    await outbox.retry('m1');
    await outbox.replay();
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.items.get('m1')?.status).toBe('sent');
  });

  it("retries a message left 'sending' by a crash once its lease runs out", async () => {
    const { outbox, store, send, advance, time } = setup([ok]);
    await store.put({ id: 'crashed', payload, status: 'sending', createdAt: time(), attempts: 1, nextAttemptAt: time(), leaseUntil: time() + LEASE_MS });
    expect(await outbox.replay()).toBe(0);
    advance(LEASE_MS + 1);
    expect(await outbox.replay()).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends a message left 'sending' by a closed tab at once when the lock is exclusive", async () => {
    const store = memoryStore();
    const send = vi.fn(async () => ok);
    // Web Locks: whoever holds the lock is the only sender, so a 'sending' entry it finds is orphaned.
    const outbox = createOutbox({ store, send, withLock: (fn) => fn(), exclusiveLock: true, now: () => 1_000 });
    await store.put({ id: 'cut-off', payload, status: 'sending', createdAt: 0, attempts: 1, nextAttemptAt: 0, leaseUntil: 1_000 + LEASE_MS });
    expect(await outbox.replay()).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.items.get('cut-off')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('reports to the form what a replay that took its message first got, and keeps no refused copy', async () => {
    for (const [outcome, expected, left] of [
      [rejected, { kind: 'failed', message: 'Failed to send', status: 400 }, 0],
      [ok, { kind: 'sent' }, 1],
      [down, { kind: 'queued' }, 1],
    ] as const) {
      const store = memoryStore();
      const send = vi.fn(async () => outcome);
      const other = createOutbox({ store, send, withLock: (fn) => fn() });
      let raced = false;
      // The replay runs between the submit storing its message and taking the lock.
      const withLock = async <T,>(fn: () => Promise<T>) => {
        if (!raced) {
          raced = true;
          await other.replay();
        }
        return fn();
      };
      const outbox = createOutbox({ store, send, withLock });
      expect(await outbox.submit(payload)).toEqual(expected);
      expect(send).toHaveBeenCalledTimes(1);
      expect(store.items.size).toBe(left);
    }
  });

  it('sends in order and stops at the first transient failure', async () => {
    const { outbox, store, send } = setup([ok, down]);
    await outbox.add(payload);
    await outbox.add({ ...payload, subject: 'Second' });
    await outbox.add({ ...payload, subject: 'Third' });
    expect(await outbox.replay()).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect([...store.items.values()].map((e) => e.status)).toEqual(['sent', 'queued', 'queued']);
  });

  it('lets the visitor discard a waiting message', async () => {
    const { outbox, store } = setup([]);
    await outbox.add(payload);
    await outbox.discard('m1');
    expect(store.items.size).toBe(0);
  });

  it('never sends a message twice when two replays race for the lock', async () => {
    const store = memoryStore();
    let chain = Promise.resolve();
    const withLock = <T,>(fn: () => Promise<T>) => {
      const run = chain.then(fn);
      chain = run.then(() => undefined, () => undefined);
      return run;
    };
    const send = vi.fn(async () => ok);
    const a = createOutbox({ store, send, withLock, newId: () => 'x' });
    const b = createOutbox({ store, send, withLock });
    await a.add(payload);
    await Promise.all([a.replay(), b.replay(), a.replay()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  describe('a message this device cannot keep (storage refused or full)', () => {
    function refusing(outcomes: SendOutcome[]) {
      const store = memoryStore();
      const refusal = new Error('refused');
      store.put = async () => {
        throw refusal;
      };
      const send = vi.fn(async () => outcomes.shift() ?? ok);
      return { store, send, refusal, outbox: createOutbox({ store, send, withLock: (fn) => fn() }) };
    }

    it('is sent at once when online, with nothing left behind to send twice', async () => {
      const { outbox, send, store } = refusing([ok]);
      expect(await outbox.submit(payload)).toEqual({ kind: 'sent' });
      expect(send).toHaveBeenCalledWith(payload);
      expect(store.items.size).toBe(0);
    });

    it('is reported, not queued, when offline: only the form still has it', async () => {
      const { outbox, send, refusal } = refusing([]);
      expect(await outbox.submit(payload, { online: false })).toEqual({ kind: 'not-kept', error: refusal, offline: true });
      expect(send).not.toHaveBeenCalled();
    });

    it('is reported when the service fails for the moment, and refused like any other when rejected', async () => {
      const { outbox, refusal } = refusing([down, rejected]);
      expect(await outbox.submit(payload)).toEqual({ kind: 'not-kept', error: refusal, offline: false });
      expect(await outbox.submit(payload)).toEqual({ kind: 'failed', message: 'Failed to send', status: 400 });
    });
  });
});
