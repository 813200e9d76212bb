/**
 * A button that opens a dialog whose code loads on the first click, not with the page. The dialog
 * stays mounted from that click on, so what was typed in it survives closing and reopening, and
 * focus returns to the button when it closes. A dialog that cannot load is reported in place.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import { LoadFailure } from './LoadFailure';

/** What the opened dialog is given. */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocus: () => HTMLElement | null;
}

export interface DialogButtonProps<P extends object> extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  /** The dialog, usually a lazyComponent, and what it is given besides its control. */
  dialog: ComponentType<P & DialogControl>;
  dialogProps: P;
  /** What failed, for the message if the dialog cannot load: 'the request form'. */
  what: string;
}

export function DialogButton<P extends object>({ dialog: Dialog, dialogProps, what, children, ...button }: DialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={ref}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...button}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted && (
        <LoadFailure what={what}>
          <Suspense fallback={null}>
            <Dialog {...dialogProps} open={open} onClose={() => setOpen(false)} returnFocus={() => ref.current} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
