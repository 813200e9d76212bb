/**
 * When to retry a message that could not be sent: exponential backoff with full jitter, capped at
 * 15 minutes, so many waiting devices do not all retry at once.
 */
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 15 * 60_000;

/** Delay before attempt number `attempt` (1 for the first retry). `random` returns [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  // Half fixed, half jitter: never immediately, never beyond the ceiling.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
