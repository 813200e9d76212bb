/**
 * An Apple Wallet pass (.pkpass): a zip whose pass.json names the code to show (its message and
 * format) and the fields the pass shows (gate, boarding time, seat). Read with fflate, on guard:
 *
 * - the zip's directory is read first, without inflating anything: more than MAX_PKPASS_ENTRIES
 *   files, or more than MAX_PKPASS_UNZIPPED_BYTES declared unpacked, is a zip bomb, refused unread;
 * - only pass.json is inflated, in small steps, its bytes counted as they come: a directory that
 *   lies about its size is caught at MAX_PASS_JSON_BYTES, and the rest is never unpacked;
 * - pass.json is parsed as data and only the code and short text fields are taken.
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { PassDetail, PassFormat } from '../../trip/passes';
import { MAX_MESSAGE_CHARS, MAX_PASS_JSON_BYTES, MAX_PKPASS_ENTRIES, MAX_PKPASS_UNZIPPED_BYTES } from './messages';

export type PkpassResult =
  | { readonly ok: true; readonly message: string; readonly format: PassFormat; readonly details: readonly PassDetail[] }
  | { readonly ok: false; readonly reason: 'notZip' | 'zipBomb' | 'passJsonTooLarge' | 'noPassCode' | 'tooLong' };

/** Wallet's names for the 2-D codes this app draws again. */
const FORMATS: Readonly<Record<string, PassFormat>> = {
  PKBarcodeFormatPDF417: 'PDF417',
  PKBarcodeFormatAztec: 'Aztec',
  PKBarcodeFormatQR: 'QRCode',
};

/** How many bytes are pushed at a time: the most one step can inflate to stays a few MB. */
const STEP = 4096;
/** How many of a pass's fields are kept, and how long each label and value may be. */
const MAX_DETAILS = 12;
const MAX_LABEL = 40;
const MAX_VALUE = 80;

/** The zip's entries as its directory declares them; undefined where it is not a zip. */
function directory(bytes: Uint8Array): { name: string; originalSize: number }[] | undefined {
  const entries: { name: string; originalSize: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return entries;
}

/** pass.json's bytes, inflated step by step; 'tooLarge' past the limit, undefined where it cannot be read. */
function passJsonBytes(bytes: Uint8Array): Uint8Array | 'tooLarge' | undefined {
  const chunks: Uint8Array[] = [];
  let total = 0;
  // In an object: the callbacks change it, which narrowing on a plain variable would not see.
  const read: { state: 'reading' | 'done' | 'tooLarge' | 'failed' } = { state: 'reading' };
  const unzip = new Unzip((file) => {
    if (file.name !== 'pass.json' || read.state !== 'reading') return;
    file.ondata = (error, chunk, final) => {
      if (read.state !== 'reading') return;
      if (error) {
        read.state = 'failed';
        return;
      }
      total += chunk.length;
      if (total > MAX_PASS_JSON_BYTES) {
        read.state = 'tooLarge';
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) read.state = 'done';
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && read.state === 'reading'; at += STEP) unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch {
    return read.state === 'tooLarge' ? 'tooLarge' : undefined;
  }
  if (read.state === 'tooLarge') return 'tooLarge';
  if (read.state !== 'done') return undefined;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const text = (value: unknown, max: number): string | undefined => {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : undefined;
  // Control characters out (a line break could not be told from the next field); trimmed and cut.
  const cleaned = s && [...s].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('').trim();
  return cleaned ? cleaned.slice(0, max) : undefined;
};

/** The pass's own fields, in the order Wallet lays them out. */
function details(pass: Record<string, unknown>): PassDetail[] {
  const style = pass.boardingPass ?? pass.eventTicket ?? pass.generic;
  if (!style || typeof style !== 'object') return [];
  const out: PassDetail[] = [];
  for (const group of ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields']) {
    const fields = (style as Record<string, unknown>)[group];
    if (!Array.isArray(fields)) continue;
    for (const field of fields.slice(0, MAX_DETAILS)) {
      if (!field || typeof field !== 'object') continue;
      const f = field as Record<string, unknown>;
      const label = text(f.label, MAX_LABEL) ?? text(f.key, MAX_LABEL);
      const value = text(f.value, MAX_VALUE);
      if (label && value && out.length < MAX_DETAILS) out.push({ label, value });
    }
  }
  return out;
}

/** The code a pass.json names: `barcodes`' first this app draws, else the older `barcode`. */
function code(pass: Record<string, unknown>): { message: string; format: PassFormat } | 'tooLong' | undefined {
  const candidates = [...(Array.isArray(pass.barcodes) ? pass.barcodes : []), pass.barcode];
  for (const c of candidates) {
    if (!c || typeof c !== 'object') continue;
    const { message, format } = c as { message?: unknown; format?: unknown };
    const ours = typeof format === 'string' ? FORMATS[format] : undefined;
    if (typeof message !== 'string' || !message || !ours) continue;
    if (message.length > MAX_MESSAGE_CHARS) return 'tooLong';
    return { message, format: ours };
  }
  return undefined;
}

/** Reads a .pkpass's code and fields, or says why not. */
export function readPkpass(bytes: Uint8Array): PkpassResult {
  const entries = directory(bytes);
  if (!entries) return { ok: false, reason: 'notZip' };
  const declared = entries.reduce((sum, e) => sum + e.originalSize, 0);
  if (entries.length > MAX_PKPASS_ENTRIES || declared > MAX_PKPASS_UNZIPPED_BYTES) return { ok: false, reason: 'zipBomb' };
  const passJson = entries.find((e) => e.name === 'pass.json');
  if (!passJson) return { ok: false, reason: 'noPassCode' };
  if (passJson.originalSize > MAX_PASS_JSON_BYTES) return { ok: false, reason: 'passJsonTooLarge' };
  const raw = passJsonBytes(bytes);
  if (raw === 'tooLarge') return { ok: false, reason: 'passJsonTooLarge' };
  if (!raw) return { ok: false, reason: 'notZip' };
  let pass: unknown;
  try {
    // pass.json is UTF-8, sometimes with a byte-order mark.
    pass = JSON.parse(new TextDecoder().decode(raw).replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: 'noPassCode' };
  }
  if (!pass || typeof pass !== 'object' || Array.isArray(pass)) return { ok: false, reason: 'noPassCode' };
  const found = code(pass as Record<string, unknown>);
  if (found === 'tooLong') return { ok: false, reason: 'tooLong' };
  if (!found) return { ok: false, reason: 'noPassCode' };
  return { ok: true, ...found, details: details(pass as Record<string, unknown>) };
}
