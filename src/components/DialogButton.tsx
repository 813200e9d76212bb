/**
 * A button that opens a dialog whose code loads on the first click, not with the page (the dialog
 * is an island, mounted from that click on). It stays mounted, so what was typed in it survives
 * closing and reopening, and focus returns to the button when it closes.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState, type ComponentType } from 'react';

/** What the opened dialog is given. */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocus: () => HTMLElement | null;
}

export interface DialogButtonProps<P extends object> extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  /** The dialog, an island (island(load, { what, when: 'client' })), and what it is given besides its control. */
  dialog: ComponentType<P & DialogControl>;
  dialogProps: P;
}

export function DialogButton<P extends object>({ dialog: Dialog, dialogProps, children, ...button }: DialogButtonProps<P>) {
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
      {wanted && <Dialog {...dialogProps} open={open} onClose={() => setOpen(false)} returnFocus={() => ref.current} />}
    </>
  );
}
