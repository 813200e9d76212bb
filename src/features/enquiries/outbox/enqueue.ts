/**
 * A form's message handed to the outbox: stored, sent at once when online, and when it has to
 * wait, the browser is asked to help it leave later (Background Sync, persistent storage). So the
 * message is queued, not necessarily delivered: the result says which.
 */
import { StorageError } from '../../storage/errors';
import type { MessagePayload } from '../message';
import type { SubmitResult } from './core';
import { outbox, SYNC_TAG } from './instance';

/** What became of a message handed to the outbox. */
export type EnqueueResult =
  | Exclude<SubmitResult, { kind: 'not-kept' }>
  /** Neither kept on this device nor sent: `full` when storage is full rather than refused. */
  | { kind: 'not-kept'; offline: boolean; full: boolean }
  | { kind: 'storage-error'; message: string; full: boolean };

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Ask the service worker to replay when connectivity returns (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<void> {
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
async function requestPersistentStorage(): Promise<void> {
  if (persistAsked) return;
  persistAsked = true;
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Best effort.
  }
}

/** Puts the message in the outbox; it is sent now if it can be, else when the connection returns. */
export async function enqueue(payload: MessagePayload): Promise<EnqueueResult> {
  try {
    const result = await outbox.submit(payload, { online: navigator.onLine });
    if (result.kind === 'not-kept') return { kind: 'not-kept', offline: result.offline, full: result.error instanceof StorageError && result.error.full };
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
