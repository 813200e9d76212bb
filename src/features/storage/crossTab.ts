/**
 * The news that something kept on the device changed, for every context of the site that shows it:
 * listeners in this tab at once, other tabs and the service worker through the site's one
 * BroadcastChannel, and other tabs through localStorage's `storage` event for a topic with a key
 * there (browsers without BroadcastChannel; the site's data cleared in another tab).
 * The synced lists, the outbox, the currency and the travel documents tell and hear their changes here.
 */
import { CHANNEL_NAME, TOPIC_KEYS, type Topic } from './keys';

/** Hears a change: with what it carries (a list's new items), or undefined (read storage again). */
export type ChangeListener = (data: unknown) => void;

interface Message {
  readonly topic: Topic;
  readonly data?: unknown;
}

const listeners = new Set<{ readonly topic: Topic; readonly fn: ChangeListener }>();
/** This context's channel, open while anything here listens. */
let channel: BroadcastChannel | undefined;

function tell(topic: Topic, data: unknown): void {
  for (const listener of [...listeners]) if (listener.topic === topic) listener.fn(data);
}

function onMessage(event: MessageEvent<Message | undefined>): void {
  if (event.data?.topic) tell(event.data.topic, event.data.data);
}

/** Another tab wrote localStorage: tell the topic of that key (every topic with a key, if it was cleared). */
function onStorage(event: Event): void {
  const { key } = event as Event & { key: string | null };
  for (const [topic, topicKey] of Object.entries(TOPIC_KEYS) as [Topic, string][]) {
    if (key === null || key === topicKey) tell(topic, undefined);
  }
}

/** Tells every listener of `topic`, here and in every other tab and the service worker. */
export function announce(topic: Topic, data?: unknown): void {
  // A channel does not hear its own posts: this context's listeners are told here, once.
  tell(topic, data);
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const sender = channel ?? new BroadcastChannel(CHANNEL_NAME);
    sender.postMessage({ topic, data } satisfies Message);
    if (sender !== channel) sender.close();
  } catch {
    // Other tabs catch up through the storage event, or on their next load.
  }
}

/** Calls `fn` after each change of `topic`, made here or anywhere else; returns the unsubscribe. */
export function listen(topic: Topic, fn: ChangeListener): () => void {
  const listener = { topic, fn };
  listeners.add(listener);
  if (listeners.size === 1) {
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL_NAME);
      channel.addEventListener('message', onMessage);
    }
    globalThis.addEventListener?.('storage', onStorage);
  }
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    channel?.close();
    channel = undefined;
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
