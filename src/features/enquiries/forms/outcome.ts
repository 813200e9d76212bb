/**
 * What a form tells the visitor once the outbox has its message: sent, safely waiting for the
 * connection (the form empties: there is nothing to send again), refused by the mail service, or
 * not sent and not kept on this device, because storage failed or the code could not load (the
 * form keeps every field).
 */
import type { Outcome } from '../../../components/useForm';
import type { Notice } from '../../../components/toaster';
import { site, supportEmail } from '../../../config/site';
import type { EnquiryResult } from '../api';

export interface EnquiryTexts {
  sent: Omit<Notice, 'status'>;
  queued: Omit<Notice, 'status'>;
  /** The mail service refused it; `message` is its reason, when there is one. */
  failed: (message: string) => Omit<Notice, 'status'>;
  /** It was not sent and is not kept on this device (storage failed, or the code could not load): `message` says why. */
  notSent: (message: string) => Omit<Notice, 'status'>;
}

/**
 * Why a message this device could not keep was not sent, and the ways out: send it again when the
 * connection is back, or write or call.
 */
export function notKeptMessage({ offline, full }: { offline: boolean; full: boolean }): string {
  const why = offline ? 'You appear to be offline, and ' : 'Our mail service could not be reached just now, and ';
  const storage = full ? "your device's storage is full, so it could not be saved to send later" : 'this browser does not allow saving messages to send later';
  const again = offline ? 'please send it again when you are back online' : 'please try again in a moment';
  return `${why}${storage}: it has not been sent. What you typed is still here; ${again}, or write to us at ${supportEmail} or call ${site.phones[0].display}.`;
}


export function enquiryOutcome(result: EnquiryResult, texts: EnquiryTexts): Outcome {
  switch (result.kind) {
    case 'sent':
      return { notice: { ...texts.sent, status: 'success' }, reset: true };
    case 'queued':
      return { notice: { duration: 8000, ...texts.queued, status: 'info' }, reset: true };
    case 'failed':
      return { notice: { ...texts.failed(result.message), status: 'error' }, reset: false };
    case 'not-kept':
      // It holds the way out (e-mail, phone): long enough to read and note it.
      return { notice: { ...texts.notSent(notKeptMessage(result)), duration: 30_000, status: 'error' }, reset: false };
    case 'storage-error':
    case 'not-loaded':
      return { notice: { duration: 10000, ...texts.notSent(result.message), status: 'error' }, reset: false };
  }
}
