/**
 * The ways to reach a person the booking names (a driver, a guide, the 24-hour line) from a phone:
 * a call, a text, WhatsApp. Each is a link the phone's own apps answer, so none needs the site's
 * network; the number is an E.164 one the trip was checked to hold (phone.ts).
 *
 * WhatsApp's documented click-to-chat link is https://wa.me/<number, digits only>: on a phone with
 * WhatsApp the app opens it itself; the site never fetches it.
 */
import { isE164 } from './phone';

export interface ContactLinks {
  readonly call: string;
  readonly text: string;
  readonly whatsApp: string;
}

export function contactLinks(phone: string): ContactLinks | undefined {
  if (!isE164(phone)) return undefined;
  return { call: `tel:${phone}`, text: `sms:${phone}`, whatsApp: `https://wa.me/${phone.slice(1)}` };
}
