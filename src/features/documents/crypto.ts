/**
 * A travel document locked with a passphrase: AES-GCM (256-bit key) from WebCrypto, the key derived
 * with PBKDF2 (SHA-256) over a random 16-byte salt, a random 12-byte IV per file. What is kept is
 * the ciphertext with its salt, IV and iteration count, so a later count can still open older files.
 * GCM authenticates: a wrong passphrase fails to decrypt rather than giving garbage.
 */

/**
 * OWASP's Password Storage Cheat Sheet asks 600,000 iterations for PBKDF2-HMAC-SHA256 (the issue
 * asks at least 200,000); a phone derives the key in well under a second.
 */
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

export interface Lock {
  readonly salt: Uint8Array;
  readonly iv: Uint8Array;
  readonly iterations: number;
}

export class WrongPassphraseError extends Error {
  constructor() {
    super('wrong passphrase');
    this.name = 'WrongPassphraseError';
  }
}

async function deriveKey(passphrase: string, salt: Uint8Array, iterations: number, usage: KeyUsage): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [usage]);
}

/** The bytes encrypted under `passphrase`, with the lock that opens them. */
export async function encryptBytes(bytes: ArrayBuffer, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<{ cipher: ArrayBuffer; lock: Lock }> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(passphrase, salt, iterations, 'encrypt');
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, bytes);
  return { cipher, lock: { salt, iv, iterations } };
}

/** The plain bytes; rejects with WrongPassphraseError when `passphrase` does not open them. */
export async function decryptBytes(cipher: ArrayBuffer, lock: Lock, passphrase: string): Promise<ArrayBuffer> {
  const key = await deriveKey(passphrase, lock.salt, lock.iterations, 'decrypt');
  try {
    return await crypto.subtle.decrypt({ name: 'AES-GCM', iv: lock.iv as BufferSource }, key, cipher);
  } catch {
    // GCM's tag does not match: the wrong passphrase (or a damaged copy, which it cannot tell apart).
    throw new WrongPassphraseError();
  }
}
