/**
 * The outbox: every message is stored first, then sent, so nothing a visitor sends is lost.
 *
 *   queued --send--> sending --200--> sent
 *      ^                |  network failure, 5xx, 429: back to queued with a backoff
 *      |                '-> other 4xx during a replay: failed (kept, shown, not retried)
 *
 * The backoff paces retries against a struggling service; a network failure says nothing about
 * the service, so when the connection returns (start-up, `online`, Background Sync) such entries
 * are due at once. And once any message goes through, the service answers again: every message
 * that failed before it is due at once too, rather than each waiting out its own backoff (after a
 * storm of failures the earliest messages had the longest backoffs, and trailed by minutes).
 *
 * All sending happens under one Web Lock shared by every tab and the service worker, so a message
 * is never sent twice at once. A tab closed (or a worker stopped) mid-send leaves its entry
 * 'sending': the browser frees the lock of a context that is gone, so the next holder that finds
 * such an entry knows nobody is sending it and sends it again at once. Without Web Locks that
 * cannot be known, and the entry waits for its lease to run out. This module has no DOM or React
 * dependency: the service worker imports it for Background Sync.
 */
import type { RecordStore } from '../../storage/db';
import { backoffDelay } from './backoff';
import type { SendOutcome } from '../emailClient';
import type { MessagePayload } from '../message';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutboxEntry {
  id: string;
  payload: MessagePayload;
  status: OutboxStatus;
  createdAt: number;
  attempts: number;
  /** Not before this time (ms since epoch). */
  nextAttemptAt: number;
  /** While 'sending': when the lease runs out and another replayer may take it. */
  leaseUntil?: number;
  lastError?: string;
  /** HTTP status of the last failed attempt; 0 when no answer came (the network failed, or the SDK could not load). */
  lastStatus?: number;
  /** When the last attempt failed for the moment (ms since epoch): a message sent after it ends the wait. */
  failedAt?: number;
  /** When 'failed': what to tell the visitor. */
  failureMessage?: string;
  sentAt?: number;
}

export const LOCK_NAME = 'rasa-outbox';
export const LEASE_MS = 60_000;
/** Sent entries are kept this long (for the indicator), then pruned. */
export const SENT_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface OutboxDeps {
  store: RecordStore<OutboxEntry>;
  send: (payload: MessagePayload) => Promise<SendOutcome>;
  now?: () => number;
  random?: () => number;
  /** Runs fn while holding the outbox lock (Web Locks where available). */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * True when withLock excludes every other sender of this origin (Web Locks), so a 'sending'
   * entry found under the lock was orphaned. Defaults to whether the default lock is a Web Lock.
   */
  exclusiveLock?: boolean;
  /** Told after any change, e.g. to update indicators in every tab. */
  changed?: () => void;
  newId?: () => string;
}

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'failed'; message: string; status: number }
  /**
   * The message could not be kept on this device (storage refused or full) and could not be sent
   * now (offline, or the service failed for the moment): only the form still has it.
   * `error` is the store's; `offline` says whether a send was tried.
   */
  | { kind: 'not-kept'; error: unknown; offline: boolean };

function hasWebLocks(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.locks;
}

/** Web Locks when the browser has them; otherwise run directly (one tab, one replayer). */
export function webLock<T>(fn: () => Promise<T>): Promise<T> {
  return hasWebLocks() ? navigator.locks.request(LOCK_NAME, fn) : fn();
}

/**
 * When an entry may be tried next (ms since epoch), or undefined when it is not waiting: a queued
 * one when its backoff ends, or at once when a message was sent after it failed (`lastSentAt`, the
 * newest `sentAt`); a 'sending' one when its lease runs out.
 */
export function dueAt(entry: OutboxEntry, lastSentAt: number): number | undefined {
  if (entry.status === 'sending') return entry.leaseUntil ?? 0;
  if (entry.status !== 'queued') return undefined;
  // A record from before failedAt was kept counts as failed long ago.
  if (entry.attempts > 0 && lastSentAt > (entry.failedAt ?? 0)) return Math.min(entry.nextAttemptAt, lastSentAt);
  return entry.nextAttemptAt;
}

/** The newest time a message was sent, 0 if none. */
export function lastSent(entries: readonly OutboxEntry[]): number {
  return entries.reduce((max, e) => (e.status === 'sent' && e.sentAt !== undefined && e.sentAt > max ? e.sentAt : max), 0);
}

/** How many messages wait to be sent (what the app badge shows). */
export function waitingCount(entries: readonly OutboxEntry[]): number {
  return entries.filter((e) => e.status === 'queued' || e.status === 'sending').length;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? webLock;
  const exclusiveLock = deps.exclusiveLock ?? (!deps.withLock && hasWebLocks());
  const changed = deps.changed ?? (() => {});
  const { store } = deps;

  /** `answered`: a message went through during this replay, so every earlier failure is over. */
  function isDue(entry: OutboxEntry, at: number, { reconnected, lastSentAt, answered }: { reconnected: boolean; lastSentAt: number; answered: boolean }): boolean {
    if (entry.status === 'queued') return (dueAt(entry, lastSentAt) ?? Infinity) <= at || (reconnected && entry.lastStatus === 0) || (answered && entry.attempts > 0);
    if (entry.status === 'sending') return exclusiveLock || (entry.leaseUntil ?? 0) <= at;
    return false;
  }

  /** Sends one entry; call only while holding the lock. */
  async function attempt(entry: OutboxEntry, { atSubmit }: { atSubmit: boolean }): Promise<SubmitResult> {
    const leased: OutboxEntry = { ...entry, status: 'sending', leaseUntil: now() + LEASE_MS, attempts: entry.attempts + 1 };
    await store.put(leased);
    changed();
    const outcome = await deps.send(entry.payload);
    if (outcome.ok) {
      await store.put({ ...leased, status: 'sent', sentAt: now(), leaseUntil: undefined, lastError: undefined, failedAt: undefined });
      changed();
      return { kind: 'sent' };
    }
    if (outcome.transient) {
      await store.put({
        ...leased,
        status: 'queued',
        leaseUntil: undefined,
        lastError: `${outcome.status} ${outcome.text}`,
        lastStatus: outcome.status,
        failedAt: now(),
        nextAttemptAt: now() + backoffDelay(leased.attempts, deps.random),
      });
      changed();
      return { kind: 'queued' };
    }
    if (atSubmit) {
      // The form still holds every field and shows the failure: the outbox drops its copy.
      await store.delete(entry.id);
    } else {
      await store.put({ ...leased, status: 'failed', leaseUntil: undefined, lastError: `${outcome.status} ${outcome.text}`, lastStatus: outcome.status, failureMessage: outcome.message });
    }
    changed();
    return { kind: 'failed', message: outcome.message, status: outcome.status };
  }

  return {
    /** Store a message (throws StorageError when it cannot be kept). */
    async add(payload: MessagePayload): Promise<OutboxEntry> {
      const entry: OutboxEntry = {
        id: deps.newId?.() ?? randomId(),
        payload,
        status: 'queued',
        createdAt: now(),
        attempts: 0,
        nextAttemptAt: now(),
      };
      await store.put(entry);
      changed();
      return entry;
    },

    /**
     * Store, then try to send at once: what a form calls on submit. A message this device cannot
     * keep is still sent when online (straight away, outside the outbox: there is no copy another
     * replayer could send too); otherwise the form is told, and keeps it.
     */
    async submit(payload: MessagePayload, { online = true }: { online?: boolean } = {}): Promise<SubmitResult> {
      let entry: OutboxEntry;
      try {
        entry = await this.add(payload);
      } catch (error) {
        if (!online) return { kind: 'not-kept', error, offline: true };
        const outcome = await deps.send(payload);
        if (outcome.ok) return { kind: 'sent' };
        if (outcome.transient) return { kind: 'not-kept', error, offline: false };
        return { kind: 'failed', message: outcome.message, status: outcome.status };
      }
      if (!online) return { kind: 'queued' };
      return withLock(async (): Promise<SubmitResult> => {
        const current = await store.get(entry.id);
        // A replay (another tab, the worker, this tab's start-up) may have taken it while we
        // waited for the lock: report what it got.
        if (!current || current.status === 'sent') return { kind: 'sent' };
        if (current.status === 'failed') {
          // Refused: the form is still open, keeps every field and shows why, as if we had sent it.
          await store.delete(current.id);
          changed();
          return { kind: 'failed', message: current.failureMessage ?? current.lastError ?? 'Not accepted', status: current.lastStatus ?? 0 };
        }
        const untried = current.status === 'queued' && current.attempts === 0;
        if (untried || (current.status === 'sending' && exclusiveLock)) return attempt(current, { atSubmit: true });
        // Already tried and waiting for its retry, or being sent by a replayer without Web Locks.
        return { kind: 'queued' };
      });
    },

    /**
     * Send everything that is due, one by one, under the lock. Returns how many were sent.
     * force: every queued entry ('Send now'); reconnected: the connection has just returned, so
     * entries held back only by a network failure are due too.
     */
    async replay({ force = false, reconnected = false }: { force?: boolean; reconnected?: boolean } = {}): Promise<number> {
      return withLock(async () => {
        let sent = 0;
        const at = now();
        const entries = (await store.all()).sort((a, b) => a.createdAt - b.createdAt);
        const lastSentAt = lastSent(entries);
        const pending: OutboxEntry[] = [];
        for (const entry of entries) {
          if (entry.status === 'sent' && at - (entry.sentAt ?? at) > SENT_RETENTION_MS) await store.delete(entry.id);
          else if (entry.status === 'queued' || entry.status === 'sending') pending.push(entry);
        }
        // Oldest first. A message through means the service answers again: every earlier failure is
        // then due, those passed over before it too, so the whole outbox leaves in this one replay.
        let answered = false;
        const tried = new Set<string>();
        for (let again = true; again; ) {
          again = false;
          for (const entry of pending) {
            if (tried.has(entry.id)) continue;
            const due = isDue(entry, at, { reconnected, lastSentAt, answered }) || (force && entry.status === 'queued');
            if (!due) continue;
            tried.add(entry.id);
            const result = await attempt(entry, { atSubmit: false });
            if (result.kind === 'sent') {
              sent++;
              again = !answered;
              answered = true;
            }
            // The network is down or the service is struggling: stop here.
            if (result.kind === 'queued') return sent;
          }
        }
        return sent;
      });
    },

    /** Every entry, oldest first. */
    async list(): Promise<OutboxEntry[]> {
      return (await store.all()).sort((a, b) => a.createdAt - b.createdAt);
    },

    /** When the next waiting entry is due, or undefined. */
    async nextDue(): Promise<number | undefined> {
      const entries = await store.all();
      const lastSentAt = lastSent(entries);
      const times = entries.map((e) => dueAt(e, lastSentAt)).filter((t) => t !== undefined);
      return times.length ? Math.min(...times) : undefined;
    },

    /** The visitor gives up on a waiting or failed message. */
    async discard(id: string): Promise<void> {
      await withLock(async () => {
        const entry = await store.get(id);
        if (entry && entry.status !== 'sending') await store.delete(id);
      });
      changed();
    },

    /** The visitor asks to try a failed message again. */
    async retry(id: string): Promise<void> {
      await withLock(async () => {
        const entry = await store.get(id);
        if (entry && (entry.status === 'failed' || entry.status === 'queued')) await store.put({ ...entry, status: 'queued', nextAttemptAt: now() });
      });
      changed();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
