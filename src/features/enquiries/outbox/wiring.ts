/**
 * The outbox of this origin wired to IndexedDB and EmailJS with the configured ids, and the news of
 * its changes, which reaches every tab (the storage feature's announce and listen) so each
 * indicator stays current. The page (instance.ts) and the service worker (Background Sync) each
 * make theirs here, with their own way to the EmailJS SDK.
 */
import { config } from '../../../config/env';
import { supportEmail } from '../../../config/site';
import { announce, listen } from '../../storage/crossTab';
import { recordStore } from '../../storage/db';
import { sendEmail, type LoadEmailSdk } from '../emailClient';
import { showWaiting, type BadgeNavigator } from './badge';
import { createOutbox, waitingCount, type Outbox, type OutboxEntry } from './core';

/** Background Sync's tag: the service worker replays the outbox when the browser fires it. */
export const SYNC_TAG = 'rasa-outbox';

/** Calls `fn` after any change to the outbox, in this tab or another; returns the unsubscribe. */
export function onOutboxChange(fn: () => void): () => void {
  return listen('outbox', fn);
}

export function createAppOutbox(loadSdk: LoadEmailSdk) {
  return createOutbox({
    store: recordStore<OutboxEntry>('outbox'),
    send: (payload) => sendEmail(payload, config.emailjs, supportEmail, loadSdk),
    changed: () => announce('outbox'),
  });
}

/** The app badge at the number of messages waiting (the page after each change, the worker after a sync). */
export async function badgeWaiting(outbox: Outbox, nav: BadgeNavigator | undefined): Promise<void> {
  await showWaiting(nav, waitingCount(await outbox.list()));
}
