/**
 * Toasts for the whole app. Call `notify` from anywhere: it returns at once with the
 * toast's id, while the toast store (Zag's toast machinery, in toastStore.ts) and its display
 * (AppToaster) load on the first notice, so a visit with no notice never downloads them. Calls
 * reach the store in the order they were made.
 */
import { loadOnce } from '../lib/load';

export const SWIPE_DISMISS_PX = 50;

export type ToastStatus = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface Notice {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** Milliseconds; defaults to 5000. Loading toasts stay until replaced. */
  duration?: number;
}

// A store that failed to load is tried again by the next notice.
const loadStore = loadOnce(() => import('./toastStore'));

let count = 0;

/**
 * Show a toast; returns its id. Given the id of an earlier toast, takes its place (a "sending"
 * toast becoming the result, a second "Message Saved" after the first): the old one goes and a new
 * one comes, announced anew and given its full time. Not an update in place: Zag restarts a toast's
 * timer only when its type or duration changes, so a repeated notice put in a fading one would fade
 * with it, unseen. The store does this without the toasts' display having mounted.
 */
export function notify({ title, description, status = 'info', duration }: Notice, replacing?: string): string {
  const id = `notice-${++count}`;
  // The store's duration, said each time: given none, Zag gives a success toast 2 s, too short to read.
  void loadStore().then(({ toaster, TOAST_DURATION_MS }) => {
    if (replacing) toaster.remove(replacing);
    toaster.create({ id, title, description, type: status, duration: status === 'loading' ? Infinity : (duration ?? TOAST_DURATION_MS), closable: true });
  });
  return id;
}
