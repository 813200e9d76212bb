/** The page's outbox, which loads the EmailJS SDK when it first sends. */
import { loadEmailSdk } from '../emailSdk';
import { createAppOutbox } from './wiring';

export { badgeWaiting, onOutboxChange, SYNC_TAG } from './wiring';

export const outbox = createAppOutbox(loadEmailSdk);
