/**
 * 'Contact Expert' and 'Book Experience' on destination pages. Until the request dialog lands, it
 * leads to the contact form with the subject filled in, so the visitor's intent is not lost.
 */
import type { ButtonProps } from '@chakra-ui/react';
import { ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';

export interface ExpertRequest {
  /** 'Agra, India'. */
  placeName: string;
  experience?: { title: string; duration: string };
}

export function requestSubject(request: ExpertRequest): string {
  return request.experience ? `Experience request: ${request.experience.title} (${request.placeName})` : `Expert request: ${request.placeName}`;
}

export function ExpertRequestButton({ request, ...button }: Omit<ButtonProps, 'asChild'> & { request: ExpertRequest }) {
  return <ButtonLink href={paths.contact({ subject: requestSubject(request), inquiryType: request.experience ? 'booking' : 'general' })} {...button} />;
}
