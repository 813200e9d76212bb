/**
 * 'Contact Expert' and 'Book Experience' on destination pages: a button that opens the request
 * dialog. The dialog and its sending code load on the first click, not with the page.
 */
import type { ButtonProps } from '@chakra-ui/react';
import { DialogButton } from '../../../components/DialogButton';
import { island } from '../../../components/island';

export interface ExpertRequest {
  /** 'Agra, India'. */
  placeName: string;
  experience?: { title: string; duration: string };
}

const ExpertRequestDialog = island(() => import('./ExpertRequestDialog'), { what: 'the request form', when: 'client' });

export function ExpertRequestButton({ request, children, ...button }: Omit<ButtonProps, 'asChild'> & { request: ExpertRequest }) {
  return (
    <DialogButton {...button} dialog={ExpertRequestDialog} dialogProps={{ request }}>
      {children}
    </DialogButton>
  );
}
