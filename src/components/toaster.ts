/**
 * The global toaster (SPEC §9): one toast at a time, 5000 ms by default, F8 moves focus to it,
 * and a horizontal swipe of more than 50 px dismisses it. Call `notify` from anywhere; the
 * toasts are drawn by AppToaster, which loads after the page is interactive.
 */
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastStatus = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface Notice {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** Milliseconds; defaults to 5000. Loading toasts stay until replaced. */
  duration?: number;
}

/** Show a toast; returns its id, so a later notice can replace it. */
export function notify({ title, description, status = 'info', duration }: Notice): string {
  return toaster.create({
    title,
    description,
    type: status,
    duration: status === 'loading' ? Infinity : duration,
    closable: true,
  });
}

export function dismissToast(id?: string): void {
  toaster.dismiss(id);
}
