/**
 * What the outbox indicator says of a waiting message and of the outbox as a whole: above all when
 * the next try is, so a wait is never a silent one. Pure: the time is formatted by the caller.
 */
import { dueAt, lastSent, type OutboxEntry } from './core';

export interface StatusContext {
  online: boolean;
  now: number;
  /** '14:32' in the visitor's own way of writing a time. */
  formatTime: (ms: number) => string;
}

/** When the outbox tries next (ms since epoch), or undefined when nothing waits. */
export function nextTryAt(entries: readonly OutboxEntry[]): number | undefined {
  const lastSentAt = lastSent(entries);
  const times = entries.map((e) => dueAt(e, lastSentAt)).filter((t) => t !== undefined);
  return times.length ? Math.min(...times) : undefined;
}

function nextTry(at: number | undefined, { now, formatTime }: StatusContext): string {
  return at === undefined || at <= now ? 'next try in a moment' : `next try at ${formatTime(at)}`;
}

/** The line under a waiting message's subject. */
export function waitingNote(entry: OutboxEntry, entries: readonly OutboxEntry[], context: StatusContext): string {
  if (!context.online) return 'Saved on this device; it will be sent automatically when the connection returns.';
  if (entry.status === 'sending') return 'Sending now.';
  const when = nextTry(dueAt(entry, lastSent(entries)), context);
  if (!entry.attempts) return `Saved on this device; ${when}.`;
  if (!entry.lastStatus) return `Saved on this device; the connection failed, ${when}.`;
  return `Saved on this device; our mail service is busy (${entry.lastError ?? entry.lastStatus}), ${when}.`;
}

/**
 * A message that will not go for now: not accepted, or waiting after a try failed or with no
 * connection. (One just written, online and about to be tried, is not.) Where it was written during
 * a booked trip, the outbox offers the trip's 24-hour line beside it.
 */
export function isStuck(entry: OutboxEntry, online: boolean): boolean {
  return entry.status === 'failed' || (entry.status === 'queued' && (!online || entry.attempts > 0));
}

/** The summary's part on waiting messages: how many, and when the next try is. */
export function waitingSummary(entries: readonly OutboxEntry[], context: StatusContext): string {
  const waiting = entries.filter((e) => e.status === 'queued' || e.status === 'sending').length;
  if (!waiting) return '';
  const count = `${waiting} message${waiting > 1 ? 's' : ''} waiting to be sent`;
  if (!context.online) return count;
  const at = nextTryAt(entries);
  return at !== undefined && at > context.now ? `${count}, next try at ${context.formatTime(at)}` : count;
}
