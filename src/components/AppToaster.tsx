/**
 * Draws the global toaster's toasts (see toaster.ts): kept apart so the toast machinery loads
 * after the page is interactive rather than with it.
 */
import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type PointerEvent } from 'react';
import { SWIPE_DISMISS_PX } from './toaster';
import { toaster } from './toastStore';

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
    <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} style={{ touchAction: 'pan-y' }} {...swipe}>
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
