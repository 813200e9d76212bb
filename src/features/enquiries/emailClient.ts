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

/** The outcome's text when the SDK's code could not be loaded, so no request was made. */
export const SDK_NOT_LOADED = 'EmailJS SDK not loaded';

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

/** What sendEmail uses of the EmailJS SDK, and how it gets it (the page loads it late; the service worker bundles it). */
export type EmailSdk = Pick<typeof import('@emailjs/browser'), 'init' | 'send'>;
export type LoadEmailSdk = () => Promise<EmailSdk>;

export async function sendEmail(payload: MessagePayload, settings: EmailSettings, supportEmail: string, loadSdk: LoadEmailSdk): Promise<SendOutcome> {
  const missing = missingSetting(settings);
  if (missing) {
    return { ok: false, transient: false, status: 0, text: `Missing EmailJS ${missing}`, message: missing === 'public key' ? CONFIG_ERROR : `${CONFIG_ERROR} (missing ${missing})` };
  }
  if (missingContact(payload)) return { ok: false, transient: false, status: 0, text: MISSING_CONTACT, message: MISSING_CONTACT };

  let sdk: EmailSdk;
  try {
    sdk = await loadSdk();
  } catch {
    // Its chunk could not be fetched (offline before it was cached). No answer came, as after a
    // network failure (status 0): the message waits and is tried again when the connection returns.
    return { ok: false, transient: true, status: 0, text: SDK_NOT_LOADED, message: failureMessage(supportEmail) };
  }

  const { init, send } = sdk;
  let status: number;
  let text: string;
  try {
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
