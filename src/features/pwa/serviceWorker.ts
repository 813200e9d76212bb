/**
 * Registers the service worker (workbox-window, 'prompt' style): a new version waits until the
 * visitor chooses 'Reload'; updates are looked for on focus and every hour.
 */
import { Workbox } from 'workbox-window';

export const UPDATE_CHECK_MS = 60 * 60_000;

export interface Registration {
  /** Called when a new version is installed and waiting. */
  onNeedRefresh(fn: () => void): void;
  /** Activate the waiting version and reload once it controls the page. */
  applyUpdate(): void;
}

let registration: Registration | undefined;

export function registerServiceWorker(): Registration | undefined {
  if (registration) return registration;
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return undefined;
  const wb = new Workbox('/sw.js', { scope: '/' });
  const listeners = new Set<() => void>();
  let waiting = false;

  wb.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((fn) => fn());
  });
  void wb
    .register()
    .catch(() => undefined)
    .then((reg) => {
      if (!reg) return;
      const check = () => void reg.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('focus', check);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    });

  registration = {
    onNeedRefresh(fn) {
      listeners.add(fn);
      if (waiting) fn();
    },
    applyUpdate() {
      // Reload only in answer to the visitor; forms keep their drafts across it (useForm).
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    },
  };
  return registration;
}
