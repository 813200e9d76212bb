/**
 * 'Contact Expert' and 'Book Experience' on destination pages: a button that opens the request
 * dialog. The dialog and its sending code load on the first click, not with the page.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/LoadFailure';
import { lazyComponent } from '../../../lib/load';

export interface ExpertRequest {
  /** 'Agra, India'. */
  placeName: string;
  experience?: { title: string; duration: string };
}

const ExpertRequestDialog = lazyComponent(() => import('./ExpertRequestDialog'));

export function ExpertRequestButton({ request, children, ...button }: Omit<ButtonProps, 'asChild'> & { request: ExpertRequest }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so what was typed survives closing and reopening.
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
        <LoadFailure what="the request form">
          <Suspense fallback={null}>
            <ExpertRequestDialog request={request} open={open} onClose={() => setOpen(false)} returnFocus={() => ref.current} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
