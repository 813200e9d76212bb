/**
 * What the app calls to send an enquiry, keep the copy of a sent message, and keep the outbox
 * moving. The outbox behind it (IndexedDB, EmailJS) loads when a form is first focused, or at the
 * latest on submit, so no page's first load carries it.
 */
import { loadOnce } from '../../lib/load';
import type { MessagePayload } from './message';
import type { EnqueueResult } from './outbox/enqueue';

/**
 * What became of a message: what the outbox made of it, or `not-loaded`: the code that keeps and
 * sends it could not be loaded on this device, so it is neither kept nor sent (a failure of neither
 * storage nor the mail service); the form still has it.
 */
export type EnquiryResult = EnqueueResult | { kind: 'not-loaded'; message: string };

/** Shown if the outbox's code cannot be loaded (it is precached, so this is rare). */
export const NOT_LOADED_MESSAGE = 'We could not get your message ready to send on this device. What you typed is still here; please try again.';

// The indicator's code comes too: a message kept offline shows it, when the network cannot bring it.
const loadOutbox = loadOnce(() => Promise.all([import('./outbox/enqueue'), import('../storage/records'), import('./OutboxIndicator')]));

/** Starts loading the outbox ahead of a submit (a form calls it when first focused). */
export function prepareEnquiries(): void {
  loadOutbox().catch(() => {
    // Reported by submitEnquiry if it still fails then.
  });
}

/** Stores the message in the outbox and sends it when it can. */
export async function submitEnquiry(payload: MessagePayload): Promise<EnquiryResult> {
  let enqueue;
  try {
    [{ enqueue }] = await loadOutbox();
  } catch {
    return { kind: 'not-loaded', message: NOT_LOADED_MESSAGE };
  }
  return enqueue(payload);
}

/**
 * Keeps the device's copy of a message that was sent (IndexedDB and its localStorage mirror).
 * Resolves to undefined when kept, else (once per page) to a polite note for the success notice.
 */
export async function keepSentCopy(record: { id: string }): Promise<string | undefined> {
  try {
    const [, storage] = await loadOutbox();
    return await storage.keepRecordOrNote('contacts', record);
  } catch {
    // Sent already (so the code loaded): nothing else can fail here that the visitor must know.
    return undefined;
  }
}

/** Replays the outbox at start-up, on `online` and when a retry falls due (once per page). */
export function startOutboxRetries(): Promise<void> {
  return import('./outbox/retries').then((m) => m.startRetries());
}
