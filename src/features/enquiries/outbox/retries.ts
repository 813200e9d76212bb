/**
 * Keeps the outbox moving while the site is open: a replay at start-up, when the connection
 * returns, and when the next retry falls due (each entry's backoff). Started once by the app.
 */
import { BACKOFF_CAP_MS } from './backoff';
import { onOutboxChange, outbox } from './instance';

/** Sends what is due while online; a failed replay leaves its entries queued, so nothing to report. */
function replayIfOnline(options?: { reconnected?: boolean }): void {
  if (navigator.onLine) void outbox.replay(options).catch(() => undefined);
}

let started = false;

export function startRetries(): void {
  if (started) return;
  started = true;
  // Start-up and `online` mean the connection is (back) up: what only the network held back goes now.
  const reconnected = () => replayIfOnline({ reconnected: true });
  reconnected();
  window.addEventListener('online', reconnected);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleNext = () => {
    void outbox.nextDue().then(
      (due) => {
        clearTimeout(timer);
        if (due !== undefined) timer = setTimeout(() => replayIfOnline(), Math.min(BACKOFF_CAP_MS, Math.max(1000, due - Date.now())));
      },
      () => undefined,
    );
  };
  scheduleNext();
  onOutboxChange(scheduleNext);
}
