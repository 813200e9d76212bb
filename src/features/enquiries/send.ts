/**
 * What the forms call to send a message or keep a copy. The pipeline behind them (the outbox in
 * IndexedDB and the EmailJS client, submit.ts) loads when a form is first focused, or at the
 * latest on submit, so the form pages' first load carries none of it.
 */
import { loadOnce } from '../../lib/loadOnce';
import type { MessagePayload } from './message';
import type { EnquiryResult } from './submit';

export type { EnquiryResult };

/** Shown if the pipeline's code cannot be loaded (it is precached, so this is rare). */
export const PIPELINE_UNAVAILABLE_MESSAGE = 'We could not get your message ready to send on this device. What you typed is still here; please try again.';

/** Loads the pipeline once; a failed load is retried on the next call. */
const loadPipeline = loadOnce(() => Promise.all([import('./submit'), import('../storage/records')]));

/** Starts loading the pipeline ahead of a submit (a form calls it when first focused). */
export function preparePipeline(): void {
  loadPipeline().catch(() => {
    // Reported by submitEnquiry if it still fails then.
  });
}

export async function submitEnquiry(payload: MessagePayload): Promise<EnquiryResult> {
  let submit;
  try {
    [{ submitEnquiry: submit }] = await loadPipeline();
  } catch {
    return { kind: 'storage-error', message: PIPELINE_UNAVAILABLE_MESSAGE, full: false };
  }
  return submit(payload);
}

/**
 * Keeps the device's copy of a message that was sent (IndexedDB and its localStorage mirror).
 * Resolves to undefined when kept, else to the message to show.
 */
export async function keepSentCopy(record: { id: string }): Promise<string | undefined> {
  let records;
  try {
    [, records] = await loadPipeline();
  } catch {
    return PIPELINE_UNAVAILABLE_MESSAGE;
  }
  return records.keepRecordOrExplain('contacts', record);
}
