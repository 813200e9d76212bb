/**
 * The global toaster's store: one toast at a time, 5000 ms by default, F8 moves focus to
 * it. Only AppToaster and the `notify` facade in toaster.ts load it, after the page is up
 * (it imports nothing of theirs, so the dependency runs one way).
 */
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
