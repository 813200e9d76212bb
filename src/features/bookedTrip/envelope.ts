/**
 * The envelope a booked trip travels in (DESIGN, "The booked trip"), a JSON object:
 *
 *   { "app": "rasa-journeys", "kind": "booked-trip", "format": 1, "kid": "...",
 *     "payload": base64url of the trip's UTF-8 JSON,
 *     "sig": base64url of the ECDSA P-256 / SHA-256 signature (IEEE P1363) over exactly those bytes }
 *
 * The bytes signed are the bytes sent: the payload is verified as it arrived, then parsed; nothing
 * is serialised again. The `.json` file is this object; the link carries it compressed (link.ts).
 * Here: the names, the size limits and the first look at an object, before any signature check.
 */
export const ENVELOPE_APP = 'rasa-journeys';
export const ENVELOPE_KIND = 'booked-trip';
/** The format this version reads and writes; a higher one is refused with its own message. */
export const ENVELOPE_FORMAT = 1;

export interface Envelope {
  readonly app: typeof ENVELOPE_APP;
  readonly kind: typeof ENVELOPE_KIND;
  readonly format: typeof ENVELOPE_FORMAT;
  /** The id of the key that signed it (a JWK's `kid`). */
  readonly kid: string;
  readonly payload: string;
  readonly sig: string;
}

/** The trip's JSON, at most: far beyond a real trip (sixty days, forty flights, eighty transfers). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** The envelope's JSON, at most: the payload in base64url, the signature and the names around them. */
export const MAX_ENVELOPE_CHARS = Math.ceil((MAX_PAYLOAD_BYTES * 4) / 3) + 1024;
/** A `.json` file larger than this is refused unread (room for a line break or two an e-mail adds). */
export const MAX_FILE_BYTES = MAX_ENVELOPE_CHARS + 1024;
/** The link's fragment, at most: deflate may grow text that does not compress a little, and base64url by a third. */
export const MAX_FRAGMENT_CHARS = Math.ceil(((MAX_ENVELOPE_CHARS + 1024) * 4) / 3);
/** A P-256 signature in IEEE P1363 form: r and s, 32 bytes each. */
export const SIGNATURE_BYTES = 64;
const KID = /^[A-Za-z0-9._-]{1,64}$/;

/** What a first look at a parsed object finds. */
export type EnvelopeLook = { ok: true; envelope: Envelope } | { ok: false; reason: 'not-ours' | 'newer' | 'damaged' };

/** Whether `data` is an envelope this version reads; the signature is not checked here. */
export function lookAtEnvelope(data: unknown): EnvelopeLook {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'not-ours' };
  const e = data as Record<string, unknown>;
  if (e.app !== ENVELOPE_APP || e.kind !== ENVELOPE_KIND) return { ok: false, reason: 'not-ours' };
  if (typeof e.format === 'number' && Number.isInteger(e.format) && e.format > ENVELOPE_FORMAT) return { ok: false, reason: 'newer' };
  if (e.format !== ENVELOPE_FORMAT) return { ok: false, reason: 'damaged' };
  if (typeof e.kid !== 'string' || !KID.test(e.kid)) return { ok: false, reason: 'damaged' };
  if (typeof e.payload !== 'string' || !e.payload || e.payload.length > MAX_ENVELOPE_CHARS) return { ok: false, reason: 'damaged' };
  if (typeof e.sig !== 'string' || e.sig.length !== Math.ceil((SIGNATURE_BYTES * 4) / 3)) return { ok: false, reason: 'damaged' };
  return { ok: true, envelope: { app: ENVELOPE_APP, kind: ENVELOPE_KIND, format: ENVELOPE_FORMAT, kid: e.kid, payload: e.payload, sig: e.sig } };
}

/** The envelope's JSON, its fields in the contract's order (the `.json` file, and what the link compresses). */
export function envelopeJson(envelope: Envelope): string {
  const { app, kind, format, kid, payload, sig } = envelope;
  return JSON.stringify({ app, kind, format, kid, payload, sig });
}
