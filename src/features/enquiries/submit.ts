/**
 * What a form calls to send a message: store it in the outbox, try to send it, and when it has to
 * wait, make sure it leaves later (Background Sync, persistent storage).
 */
import { StorageError } from '../storage/db';
import type { MessagePayload } from './message';
import type { SubmitResult } from './outbox';
import { outbox, SYNC_TAG } from './replay';

export type EnquiryResult = SubmitResult | { kind: 'storage-error'; message: string; full: boolean };

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Ask the service worker to replay when connectivity returns (Chromium's Background Sync). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000)),
    ])) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page replays on open and on `online` instead.
  }
}

let persistAsked = false;

/** Once something waits on this device, ask the browser not to evict our storage. */
export async function requestPersistentStorage(): Promise<void> {
  if (persistAsked) return;
  persistAsked = true;
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Best effort.
  }
}

export async function submitEnquiry(payload: MessagePayload): Promise<EnquiryResult> {
  try {
    const result = await outbox.submit(payload, { online: navigator.onLine });
    if (result.kind === 'queued') {
      void requestBackgroundSync();
      void requestPersistentStorage();
    }
    return result;
  } catch (error) {
    if (error instanceof StorageError) return { kind: 'storage-error', message: error.message, full: error.full };
    throw error;
  }
}
