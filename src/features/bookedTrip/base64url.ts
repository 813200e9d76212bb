/**
 * base64url (RFC 4648 §5, no padding), the envelope's and the link's alphabet. Decoding is strict:
 * any character outside the alphabet, a length no encoding has, or a last character whose unused
 * bits are not zero is refused. So a text decodes only if it is exactly what encoding those bytes
 * gives, and a link changed by one character can never decode to the bytes that were signed.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes `text` encodes, or undefined when it is not canonical base64url. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const value = k < chunk.length ? VALUES.get(chunk[k]!) : 0;
      if (value === undefined) return undefined;
      n = (n << 6) | value;
    }
    const bytes = chunk.length - 1;
    // The bits below the last whole byte must be zero, as an encoder writes them.
    if (bytes < 3 && (n & ((1 << (8 * (3 - bytes))) - 1)) !== 0) return undefined;
    for (let k = 0; k < bytes; k++) out[o++] = (n >> (16 - 8 * k)) & 255;
  }
  return out;
}
