/**
 * The EmailJS SDK for the page, loaded when a message is first sent (no page's first load carries
 * it). As it loads, the SDK asks `typeof localStorage` (for its optional rate limit), which throws
 * where the browser refuses site storage, and the SDK would then fail to load at all: the refused
 * storage is hidden (as absent) while it loads. Not for the service worker, which has no
 * localStorage and cannot import late: it bundles the SDK.
 */
import type { EmailSdk } from './emailClient';

/** Whether reading localStorage throws here (a browser that blocks site data). */
function storageRefused(): boolean {
  try {
    void (globalThis as { localStorage?: unknown }).localStorage;
    return false;
  } catch {
    return true;
  }
}

export async function loadEmailSdk(): Promise<EmailSdk> {
  if (!storageRefused()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  try {
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
  } catch {
    // Not configurable here: the SDK then fails to load, and the message waits or is reported.
    return import('@emailjs/browser');
  }
  try {
    return await import('@emailjs/browser');
  } finally {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  }
}
