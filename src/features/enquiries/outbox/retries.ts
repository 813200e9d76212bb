/**
 * Keeps the outbox moving while the site is open: a replay at start-up, when the connection
 * returns, and when the next retry falls due (each entry's backoff); and keeps the app badge at the
 * number of messages waiting. Started once by the app.
 */
import { BACKOFF_CAP_MS } from './backoff';
import { badgeWaiting, onOutboxChange, outbox } from './instance';

/**
 * How long to wait before the next replay for an entry due at `due`: not less than a second (a
 * burst of changes makes one replay), and not more than the backoff's cap, so an open tab looks at
 * the outbox at least once a minute whatever it was last told.
 */
export function retryDelay(due: number, now: number): number {
  return Math.min(BACKOFF_CAP_MS, Math.max(1000, due - now));
}


let started = false;

export function startRetries(): void {
  if (started) return;
  started = true;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleNext = () => {
    void outbox.nextDue().then(
      (due) => {
        clearTimeout(timer);
        if (due !== undefined) timer = setTimeout(() => replay(), retryDelay(due, Date.now()));
      },
      () => undefined,
    );
  };
  // Each replay is followed by a new timer, even one that found nothing due or changed nothing (a
  // timer that fired a moment early, a replay that failed): no change would come to set it, and
  // what waits would wait for the next reload. Offline, `online` takes over.
  const replay = (options?: { reconnected?: boolean }) => {
    if (navigator.onLine) void outbox.replay(options).catch(() => undefined).finally(scheduleNext);
  };
  const showBadge = () => void badgeWaiting(outbox, navigator).catch(() => undefined);

  // Start-up and `online` mean the connection is (back) up: what only the network held back goes now.
  const reconnected = () => replay({ reconnected: true });
  reconnected();
  window.addEventListener('online', reconnected);
  scheduleNext();

  showBadge();
  onOutboxChange(() => {
    scheduleNext();
    showBadge();
  });
}
