/**
 * The agency's keys (DESIGN, "The booked trip"). A phone trusts the public keys the site was built
 * with (config/tripKeys' tripPublicKeys: a JSON array of JWKs, each with its `kid`); the desk signs
 * with a private key it is given as a JWK file, or, under `npm start`, fetches from the local
 * stand-in (scripts/trip-keys.mjs). The private key never enters the site's code: it stays in the
 * desk's memory, imported so it cannot be read back.
 */
import { SIGNATURE_BYTES } from './envelope';

export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** An EC P-256 public key as JWK, named by its `kid`. */
export interface PublicJwk {
  readonly kty: 'EC';
  readonly crv: 'P-256';
  readonly x: string;
  readonly y: string;
  readonly kid: string;
}

/** The private half adds `d`. */
export interface PrivateJwk extends PublicJwk {
  readonly d: string;
}

const KID = /^[A-Za-z0-9._-]{1,64}$/;
/** A P-256 coordinate or scalar: 32 bytes, 43 characters of base64url. */
const COORD = /^[A-Za-z0-9_-]{43}$/;
/** More keys than an agency would ever keep in rotation; the rest are ignored. */
const MAX_KEYS = 20;

function isPublicJwk(k: unknown): k is PublicJwk {
  const j = k as Record<string, unknown> | null;
  return !!j && typeof j === 'object' && j.kty === 'EC' && j.crv === 'P-256' && typeof j.x === 'string' && COORD.test(j.x) && typeof j.y === 'string' && COORD.test(j.y) && typeof j.kid === 'string' && KID.test(j.kid);
}

/** The keys named in the build's setting (a JSON array of JWKs); anything else in it is ignored. */
export function parseTrustedKeys(json: string): PublicJwk[] {
  let list: unknown;
  try {
    list = JSON.parse(json || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(isPublicJwk)
    .slice(0, MAX_KEYS)
    .map(({ kty, crv, x, y, kid }) => ({ kty, crv, x, y, kid }));
}

/** Verifies signatures: the trusted keys, imported once each. */
export interface Verifier {
  /** Whether a key of that id is trusted. */
  knows(kid: string): boolean;
  /** Whether `sig` (IEEE P1363) is the key `kid`'s signature over `bytes`; false for an unknown key. */
  verify(kid: string, sig: Uint8Array, bytes: Uint8Array): Promise<boolean>;
}

export function verifierOf(keys: readonly PublicJwk[]): Verifier {
  const byKid = new Map(keys.map((k) => [k.kid, k]));
  const imported = new Map<string, Promise<CryptoKey>>();
  const key = (jwk: PublicJwk) => {
    let p = imported.get(jwk.kid);
    if (!p) {
      const { kty, crv, x, y } = jwk;
      p = crypto.subtle.importKey('jwk', { kty, crv, x, y, ext: true }, ECDSA_P256, false, ['verify']);
      imported.set(jwk.kid, p);
    }
    return p;
  };
  return {
    knows: (kid) => byKid.has(kid),
    async verify(kid, sig, bytes) {
      const jwk = byKid.get(kid);
      if (!jwk || sig.length !== SIGNATURE_BYTES) return false;
      try {
        return await crypto.subtle.verify(ECDSA_SHA256, await key(jwk), sig as BufferSource, bytes as BufferSource);
      } catch {
        return false;
      }
    },
  };
}

/** The desk's signing key: its id, and the private key, which cannot be exported again. */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  /** Its public half, to tell whether this site trusts it. */
  readonly publicJwk: PublicJwk;
}

export type KeyRead = { ok: true; key: SigningKey } | { ok: false; message: string };

export const KEY_MESSAGES = {
  notKey: 'This file is not a signing key: choose the key file you were given (a JWK file with "kty": "EC", "crv": "P-256", a "kid" and the private part "d").',
  unreadable: 'This key file could not be read. Choose the key file you were given.',
} as const;

/** A key file's text: a private EC P-256 JWK with its `kid`. */
export async function readSigningKey(text: string): Promise<KeyRead> {
  let data: unknown;
  try {
    data = text.length > 4096 ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, message: KEY_MESSAGES.unreadable };
  }
  const d = (data as { d?: unknown } | undefined)?.d;
  if (!isPublicJwk(data) || typeof d !== 'string' || !COORD.test(d)) return { ok: false, message: KEY_MESSAGES.notKey };
  try {
    const { kty, crv, x, y, kid } = data;
    const privateKey = await crypto.subtle.importKey('jwk', { kty, crv, x, y, d, ext: false }, ECDSA_P256, false, ['sign']);
    return { ok: true, key: { kid, privateKey, publicJwk: { kty, crv, x, y, kid } } };
  } catch {
    return { ok: false, message: KEY_MESSAGES.notKey };
  }
}

/** Whether the trusted keys hold this key's public half under its id (so phones will accept what it signs). */
export function isTrusted(key: SigningKey, trusted: readonly PublicJwk[]): boolean {
  return trusted.some((t) => t.kid === key.kid && t.x === key.publicJwk.x && t.y === key.publicJwk.y);
}
