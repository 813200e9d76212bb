/**
 * The one outbox of this origin, wired to IndexedDB, EmailJS and the configured ids. Both the page
 * and the service worker (Background Sync) import `replayOutbox` from here.
 */
import { config } from '../../config/env';
import { supportEmail } from '../../config/site';
import { recordStore } from '../storage/db';
import { sendEmail } from './emailClient';
import { createOutbox, type OutboxEntry } from './outbox';

export const SYNC_TAG = 'rasa-outbox';
export const CHANNEL_NAME = 'rasa-outbox';

function announce(): void {
  // Every tab's indicator listens; BroadcastChannel does not echo to the sender, so tell this
  // context's listeners too.
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage('changed');
    channel.close();
  }
  localListeners.forEach((fn) => fn());
}

const localListeners = new Set<() => void>();

export function onOutboxChange(fn: () => void): () => void {
  localListeners.add(fn);
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  channel?.addEventListener('message', fn);
  return () => {
    localListeners.delete(fn);
    channel?.close();
  };
}

export const outbox = createOutbox({
  store: recordStore<OutboxEntry>('outbox'),
  send: (payload) => sendEmail(payload, config.emailjs, supportEmail),
  changed: announce,
});

/** Send everything due; what Background Sync, start-up, `online` and the timer call. */
export function replayOutbox(options?: { force?: boolean; reconnected?: boolean }): Promise<number> {
  return outbox.replay(options);
}
