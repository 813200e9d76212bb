/**
 * The outbox of this origin wired to IndexedDB and EmailJS with the configured ids, and the news of
 * its changes, which reaches every tab (BroadcastChannel) so each indicator stays current. The
 * page (instance.ts) and the service worker (Background Sync) each make theirs here, with their
 * own way to the EmailJS SDK.
 */
import { config } from '../../../config/env';
import { supportEmail } from '../../../config/site';
import { recordStore } from '../../storage';
import { sendEmail, type LoadEmailSdk } from '../emailClient';
import { createOutbox, type OutboxEntry } from './core';

/** Background Sync's tag: the service worker replays the outbox when the browser fires it. */
export const SYNC_TAG = 'rasa-outbox';
const CHANNEL_NAME = 'rasa-outbox';

const localListeners = new Set<() => void>();

function announce(): void {
  // BroadcastChannel does not echo to its sender, so this context's listeners are told directly.
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage('changed');
    channel.close();
  }
  localListeners.forEach((fn) => fn());
}

/** Calls `fn` after any change to the outbox, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(fn: () => void): () => void {
  localListeners.add(fn);
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  channel?.addEventListener('message', fn);
  return () => {
    localListeners.delete(fn);
    channel?.close();
  };
}

export function createAppOutbox(loadSdk: LoadEmailSdk) {
  return createOutbox({
    store: recordStore<OutboxEntry>('outbox'),
    send: (payload) => sendEmail(payload, config.emailjs, supportEmail, loadSdk),
    changed: announce,
  });
}
