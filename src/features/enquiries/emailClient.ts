/**
 * Sends one message through EmailJS (@emailjs/browser) against the configured origin, and sorts the
 * outcome: sent, transient (network failure, 5xx, 429: try again later) or permanent (other 4xx,
 * missing configuration or contact details: retrying will not help).
 */
import type { EmailJSResponseStatus } from '@emailjs/browser';
import { missingContact, MISSING_CONTACT, templateParams, type MessagePayload } from './message';

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

export type SendOutcome =
  | { ok: true; status: number; text: string }
  | { ok: false; transient: boolean; status: number; text: string; message: string };

export const CONFIG_ERROR = 'Email service not properly configured. Please contact support.';

export function failureMessage(email: string): string {
  return `Failed to send booking request. Please try again or contact us directly at ${email}`;
}

/** The first missing setting, named, or undefined when all are present. */
export function missingSetting(settings: EmailSettings): string | undefined {
  if (!settings.publicKey) return 'public key';
  if (!settings.serviceId) return 'service id';
  if (!settings.templateId) return 'template id';
  return undefined;
}

export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** Whether reading localStorage throws here (a browser that blocks site data). */
function storageRefused(): boolean {
  try {
    void (globalThis as { localStorage?: unknown }).localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * The EmailJS SDK, loaded when a message is first sent. As it loads it asks `typeof localStorage`
 * (for its optional rate limit), which throws where the browser refuses site storage, and the SDK
 * then fails to load at all: the refused storage is hidden (as absent) while it loads.
 */
async function loadSdk(): Promise<typeof import('@emailjs/browser')> {
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

export async function sendEmail(payload: MessagePayload, settings: EmailSettings, supportEmail: string): Promise<SendOutcome> {
  const missing = missingSetting(settings);
  if (missing) {
    return { ok: false, transient: false, status: 0, text: `Missing EmailJS ${missing}`, message: missing === 'public key' ? CONFIG_ERROR : `${CONFIG_ERROR} (missing ${missing})` };
  }
  if (missingContact(payload)) return { ok: false, transient: false, status: 0, text: MISSING_CONTACT, message: MISSING_CONTACT };

  let status: number;
  let text: string;
  try {
    const { init, send } = await loadSdk();
    // The SDK reads its origin only from init(), not from send()'s options.
    init({ publicKey: settings.publicKey, origin: settings.origin });
    const response = await send(settings.serviceId, settings.templateId, templateParams(payload), { publicKey: settings.publicKey });
    status = response.status;
    text = response.text;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error) {
      const e = error as EmailJSResponseStatus;
      status = e.status;
      text = e.text;
    } else {
      // fetch rejects on network failure: the spec's status 0 'Network Error'.
      status = 0;
      text = 'Network Error';
    }
  }
  if (status === 200 || text === 'OK') return { ok: true, status, text };
  return { ok: false, transient: isTransientStatus(status), status, text, message: failureMessage(supportEmail) };
}
