/**
 * The global toaster (SPEC §9): one toast at a time, 5000 ms by default, F8 moves focus to it,
 * and a horizontal swipe of more than 50 px dismisses it. Call `notify` from anywhere.
 */
import { Toaster, Portal, Stack, Toast, createToaster, Spinner } from '@chakra-ui/react';
import { useRef, type PointerEvent } from 'react';

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

/** Chakra's toast has no swipe gesture of its own: a small pointer handler adds it. */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (start.current !== null && Math.abs(e.clientX - start.current) > SWIPE_DISMISS_PX) toaster.dismiss(id);
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function ToastCard({ toast }: { toast: Parameters<Parameters<typeof Toaster>[0]['children']>[0] }) {
  const swipe = useSwipeToDismiss(toast.id);
  return (
    <Toast.Root width={{ md: 'sm' }} style={{ touchAction: 'pan-y' }} {...swipe}>
      {toast.type === 'loading' ? <Spinner size="sm" color="jade.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
    </Toast.Root>
  );
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastCard toast={toast} />}
      </Toaster>
    </Portal>
  );
}
