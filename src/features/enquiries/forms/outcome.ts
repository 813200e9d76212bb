/**
 * What a form tells the visitor once the outbox has its message: sent, safely waiting for the
 * connection (the form empties: there is nothing to send again), refused by the mail service, or
 * not kept on this device (the form keeps every field).
 */
import type { Outcome } from '../../../components/useForm';
import type { Notice } from '../../../components/toaster';
import type { EnquiryResult } from '../api';

export interface EnquiryTexts {
  sent: Omit<Notice, 'status'>;
  queued: Omit<Notice, 'status'>;
  /** The mail service refused it; `message` is its reason, when there is one. */
  failed: (message: string) => Omit<Notice, 'status'>;
  /** It could not be kept on this device. */
  notSaved: (message: string) => Omit<Notice, 'status'>;
}

export function enquiryOutcome(result: EnquiryResult, texts: EnquiryTexts): Outcome {
  switch (result.kind) {
    case 'sent':
      return { notice: { ...texts.sent, status: 'success' }, reset: true };
    case 'queued':
      return { notice: { duration: 8000, ...texts.queued, status: 'info' }, reset: true };
    case 'failed':
      return { notice: { ...texts.failed(result.message), status: 'error' }, reset: false };
    case 'storage-error':
      return { notice: { duration: 10000, ...texts.notSaved(result.message), status: 'error' }, reset: false };
  }
}
