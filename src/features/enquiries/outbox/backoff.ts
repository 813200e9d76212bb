/**
 * When to retry a message that could not be sent: exponential backoff with equal jitter (as AWS's
 * "Exponential Backoff And Jitter" names it), capped at one minute. Each retry waits at least half
 * its step, so a struggling mail service is never asked again at once (full jitter could retry
 * within milliseconds), and a random other half, so many waiting devices do not retry together.
 * The cap bounds the wait: while a tab is open, a message is tried again at most a minute after the
 * service answers again (a 15-minute cap let a storm's earliest messages wait minutes past it).
 * A message held back by a network failure is also tried as soon as the connection returns, and
 * every message as soon as another one has gone through (core.ts).
 */
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before retry number `attempt` (1 for the first retry): between half the step and the whole
 * step, min(cap, base * 2^(attempt - 1)). `random` returns [0, 1).
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
