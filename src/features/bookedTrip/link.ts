/**
 * The link to a booked trip: `/trip#` and base64url of the envelope's JSON compressed with
 * deflate-raw. Everything after '#' stays in the browser: it is never sent to a server, logged by
 * one, or put in a path or query.
 */
import { decodeBase64url, encodeBase64url } from './base64url';
import { deflateRaw, InflateError, inflateRaw } from './compress';
import { envelopeJson, MAX_ENVELOPE_CHARS, MAX_FRAGMENT_CHARS, type Envelope } from './envelope';

export const TRIP_PATH = '/trip';

/** The whole link, on `origin` ('https://www.rasajourneys.com/trip#...'). */
export async function tripLink(envelope: Envelope, origin: string): Promise<string> {
  const packed = await deflateRaw(new TextEncoder().encode(envelopeJson(envelope)));
  return `${origin}${TRIP_PATH}#${encodeBase64url(packed)}`;
}

export type Unpacked = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'damaged' };

/** The envelope's JSON text from a link's fragment (without its '#'). */
export async function unpackFragment(fragment: string): Promise<Unpacked> {
  if (fragment.length > MAX_FRAGMENT_CHARS) return { ok: false, reason: 'too-large' };
  const packed = decodeBase64url(fragment);
  if (!packed) return { ok: false, reason: 'damaged' };
  try {
    const bytes = await inflateRaw(packed, MAX_ENVELOPE_CHARS);
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (error) {
    return { ok: false, reason: error instanceof InflateError ? error.reason : 'damaged' };
  }
}
