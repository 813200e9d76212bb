/**
 * Signing at the desk and verifying on the phone, with Web Crypto (ECDSA P-256, SHA-256; the
 * signature in IEEE P1363 form, as Web Crypto gives it). The payload is the trip's JSON as UTF-8,
 * sent in base64url; the signature covers exactly those bytes, and the phone checks it over the
 * bytes it decoded, before it parses anything.
 */
import { decodeBase64url, encodeBase64url } from './base64url';
import { ENVELOPE_APP, ENVELOPE_FORMAT, ENVELOPE_KIND, MAX_PAYLOAD_BYTES, type Envelope } from './envelope';
import { ECDSA_SHA256, type SigningKey, type Verifier } from './keys';
import type { BookedTrip } from '../../trip/booking';

export class TripTooLargeError extends Error {
  constructor() {
    super('too-large');
  }
}

export async function signTrip(trip: BookedTrip, key: SigningKey): Promise<Envelope> {
  const bytes = new TextEncoder().encode(JSON.stringify(trip));
  if (bytes.length > MAX_PAYLOAD_BYTES) throw new TripTooLargeError();
  const sig = new Uint8Array(await crypto.subtle.sign(ECDSA_SHA256, key.privateKey, bytes));
  return { app: ENVELOPE_APP, kind: ENVELOPE_KIND, format: ENVELOPE_FORMAT, kid: key.kid, payload: encodeBase64url(bytes), sig: encodeBase64url(sig) };
}

export type Verified = { ok: true; payload: Uint8Array } | { ok: false; reason: 'unknown-key' | 'altered' | 'too-large' };

/** The payload's bytes when `envelope` carries a trusted key's signature over them. */
export async function verifyEnvelope(envelope: Envelope, verifier: Verifier): Promise<Verified> {
  if (!verifier.knows(envelope.kid)) return { ok: false, reason: 'unknown-key' };
  const payload = decodeBase64url(envelope.payload);
  const sig = decodeBase64url(envelope.sig);
  if (!payload || !sig) return { ok: false, reason: 'altered' };
  if (payload.length > MAX_PAYLOAD_BYTES) return { ok: false, reason: 'too-large' };
  return (await verifier.verify(envelope.kid, sig, payload)) ? { ok: true, payload } : { ok: false, reason: 'altered' };
}
