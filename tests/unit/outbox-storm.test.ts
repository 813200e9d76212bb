/**
 * The outbox under a storm (issue 32): many messages waiting, two tabs replaying, the mail service
 * answering 500 to many sends in a row. Once it answers again, every message leaves within a
 * minute, exactly once; and an open tab never stops looking.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '../../src/features/enquiries/emailClient';
import type { MessagePayload } from '../../src/features/enquiries/message';
import { createOutbox, type OutboxEntry } from '../../src/features/enquiries/outbox/core';
import { nextTryAt, waitingNote, waitingSummary } from '../../src/features/enquiries/outbox/status';
import { memoryStore } from './memoryOutboxStore';


const payload = (n: number): MessagePayload => ({ type: 'contact_form', subject: `Storm ${n}`, sourcePage: 'contact', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' });
const busy: SendOutcome = { ok: false, transient: true, status: 500, text: 'Service temporarily unavailable', message: 'x' };

/** Two tabs on one store and one lock (Web Locks), a clock, and a mail service refusing the first `failures` sends. */
function storm({ messages, failures, random }: { messages: number; failures: number; random: () => number }) {
  const store = memoryStore();
  let clock = 1_000_000;
  let refused = 0;
  let recoveredAt: number | undefined;
  const arrived: { subject: string; at: number }[] = [];
  const send = async (p: MessagePayload): Promise<SendOutcome> => {
    if (refused < failures) {
      if (++refused === failures) recoveredAt = clock;
      return busy;
    }
    arrived.push({ subject: p.subject, at: clock });
    return { ok: true, status: 200, text: 'OK' };
  };
  let chain = Promise.resolve();
  const withLock = <T,>(fn: () => Promise<T>) => {
    const run = chain.then(fn);
    chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  let ids = 0;
  const tab = () => createOutbox({ store, send, now: () => clock, random, withLock, exclusiveLock: true, newId: () => `m${++ids}` });
  const tabs = [tab(), tab()];
  return {
    store,
    tabs,
    arrived,
    recoveredAt: () => recoveredAt,
    time: () => clock,
    advance: (ms: number) => (clock += ms),
    async writeOffline() {
      for (let n = 1; n <= messages; n++) {
        await tabs[n % 2]!.submit(payload(n), { online: false });
        clock += 1_000;
      }
    },
    /** Both tabs' timers, each second: what retries.ts does (never sooner than a second). */
    async runFor(ms: number) {
      for (const end = clock + ms; clock < end && arrived.length < messages; clock += 1_000) {
        await Promise.all(tabs.map((t) => t.replay()));
      }
    },
  };
}

describe('the outbox under a storm', () => {
  for (const [jitter, random] of [
    ['the shortest', () => 0],
    ['the longest', () => 1 - Number.EPSILON],
  ] as const) {
    it(`sends every message exactly once within a minute of the mail service answering again (${jitter} backoffs)`, async () => {
      const s = storm({ messages: 12, failures: 100, random });
      await s.writeOffline();
      await s.tabs[0]!.replay({ reconnected: true });
      await s.runFor(60 * 60_000);
      expect(s.arrived.map((m) => m.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Storm ${i + 1}`).sort());
      const last = Math.max(...s.arrived.map((m) => m.at));
      // A 15-minute cap and a backoff per message let the earliest written wait up to 10 minutes.
      expect(last - s.recoveredAt()!).toBeLessThanOrEqual(61_000);
    });
  }

  it('sends the rest straight after the first message through, not each after its own backoff', async () => {
    const s = storm({ messages: 12, failures: 36, random: () => 0.5 });
    await s.writeOffline();
    await s.runFor(60 * 60_000);
    expect(s.arrived).toHaveLength(12);
    const times = s.arrived.map((m) => m.at);
    expect(Math.max(...times) - Math.min(...times)).toBe(0);
    expect([...s.store.items.values()].every((e) => e.status === 'sent')).toBe(true);
  });

  it('takes a message sent by another tab as the service answering again: what waits is due at once', async () => {
    const s = storm({ messages: 2, failures: 2, random: () => 0.5 });
    await s.writeOffline();
    await s.tabs[0]!.replay(); // m1 refused
    await s.tabs[1]!.replay(); // m2 refused
    const waitingUntil = await s.tabs[0]!.nextDue();
    expect(waitingUntil).toBeGreaterThan(s.time());
    // A moment later, the other tab's new message goes through at once.
    s.advance(500);
    expect(await s.tabs[1]!.submit(payload(3))).toEqual({ kind: 'sent' });
    expect(await s.tabs[0]!.nextDue()).toBeLessThanOrEqual(s.time());
    expect(await s.tabs[0]!.replay()).toBe(2);
  });
});

describe('what the outbox indicator says', () => {
  const context = { online: true, now: 10_000, formatTime: (ms: number) => `t${ms}` };
  const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({ id: 'a', payload: payload(1), status: 'queued', createdAt: 0, attempts: 0, nextAttemptAt: 0, ...over });

  it('says when the next try is after the mail service refused, and how many wait', () => {
    const refused = entry({ attempts: 2, lastStatus: 500, lastError: '500 Busy', failedAt: 9_000, nextAttemptAt: 40_000 });
    const later = entry({ id: 'b', attempts: 1, lastStatus: 500, lastError: '500 Busy', failedAt: 9_500, nextAttemptAt: 20_000 });
    expect(waitingNote(refused, [refused, later], context)).toBe('Saved on this device; our mail service is busy (500 Busy), next try at t40000.');
    expect(nextTryAt([refused, later])).toBe(20_000);
    expect(waitingSummary([refused, later], context)).toBe('2 messages waiting to be sent, next try at t20000');
  });

  it('says a message goes in a moment once another went through, and what waits for the connection', () => {
    const refused = entry({ attempts: 2, lastStatus: 500, failedAt: 9_000, nextAttemptAt: 40_000 });
    const sent = entry({ id: 's', status: 'sent', sentAt: 9_500 });
    expect(waitingNote(refused, [refused, sent], context)).toMatch(/next try in a moment\.$/);
    expect(waitingSummary([refused, sent], context)).toBe('1 message waiting to be sent');
    expect(waitingNote(refused, [refused], { ...context, online: false })).toBe('Saved on this device; it will be sent automatically when the connection returns.');
    expect(waitingNote(entry({ attempts: 1, lastStatus: 0, failedAt: 9_000, nextAttemptAt: 12_000 }), [], context)).toBe('Saved on this device; the connection failed, next try at t12000.');
    expect(waitingNote(entry({ status: 'sending', leaseUntil: 70_000 }), [], context)).toBe('Sending now.');
  });
});

describe('the retry timer of an open tab', () => {
  const state = vi.hoisted(() => ({ due: 0 as number | undefined, replays: 0, listeners: [] as (() => void)[] }));
  vi.mock('../../src/features/enquiries/outbox/instance', () => ({
    outbox: {
      nextDue: async () => state.due,
      list: async () => [],
      // Finds nothing due and changes nothing: no change notice comes to set the next timer.
      replay: async () => {
        state.replays++;
        return 0;
      },
    },
    onOutboxChange: (fn: () => void) => void state.listeners.push(fn),
    badgeWaiting: async () => undefined,
  }));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps looking after a replay that changed nothing (a timer a moment early, a refused lock)', async () => {
    const { startRetries } = await import('../../src/features/enquiries/outbox/retries');
    state.due = Date.now() + 5_000;
    startRetries();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.replays).toBe(1); // start-up
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.replays).toBe(2); // the timer
    // Still waiting: it looks again, at least once a minute, with no change told.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.replays).toBeGreaterThanOrEqual(3);
  });
});
