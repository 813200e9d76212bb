/**
 * Bytes to base64 and back, for the documents in a backup file (btoa and atob work on binary
 * strings, so the bytes go through in slices: one string of 10 MB of arguments would overflow the
 * call stack). Pure.
 */

/** A multiple of 3: each slice's base64 then ends without padding and the slices join as one. */
const SLICE = 3 * 8192;

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += SLICE) parts.push(btoa(String.fromCharCode(...bytes.subarray(at, at + SLICE))));
  return parts.join('');
}

/**
 * Base64's alphabet with at most two `=` at the end; with a length a multiple of 4 (isBase64),
 * that is base64. One character class, so a regex engine runs over 13 MB of it without backtracking.
 */
export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text);

/** How many bytes base64 `text` decodes to (without decoding it). */
export function decodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** The bytes of base64 `text`, or undefined when it is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!isBase64(text)) return undefined;
  const bytes = new Uint8Array(decodedLength(text));
  // Slices of a multiple of 4 characters decode on their own.
  const slice = (SLICE / 3) * 4;
  let out = 0;
  for (let at = 0; at < text.length; at += slice) {
    const binary = atob(text.slice(at, at + slice));
    for (let i = 0; i < binary.length; i++) bytes[out++] = binary.charCodeAt(i);
  }
  return bytes;
}
