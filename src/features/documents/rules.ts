/**
 * What a travel document may be, and what the traveller is told when one cannot be kept. Pure: the
 * screen reads the file's first bytes and asks here. The type is taken from those bytes, never from
 * the file's name or the browser's guess, so a page renamed 'visa.pdf' is refused, and the copy
 * kept is always opened as a PDF or an image (never as a page that could run a script).
 */
import { isStorageFull } from '../storage/errors';

/** 10 MB, as a phone's storage settings count it: 10 × 1024 × 1024 bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** How many of a file's first bytes sniffDocumentType needs. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The document's type from its first bytes (their signatures), or undefined for any other file. */
export function sniffDocumentType(head: Uint8Array): DocumentType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export const TOO_LARGE_MESSAGE = 'This file is larger than 10 MB, so it was not added. A smaller scan or photo will do.';
export const WRONG_TYPE_MESSAGE = 'Only a PDF or a photo (JPEG, PNG or WebP) can be added, so this file was not added.';
export const EMPTY_MESSAGE = 'This file is empty, so it was not added.';
export const STORAGE_FULL_DOCUMENT = "Your device's storage is full, so the document was not added. Free some space and try again.";
export const STORAGE_REFUSED_DOCUMENT = 'This browser does not let the site keep files on this device (a private window, or site data blocked), so the document was not added.';
export const DOCUMENTS_REFUSED = 'This browser does not let the site keep files on this device (a private window, or site data blocked), so no documents can be kept here.';
export const WRONG_PASSPHRASE_MESSAGE = 'That passphrase does not open this document.';
export const UNREADABLE_MESSAGE = 'This document could not be read from the device. Remove it and add it again.';

/** Why a file cannot be added (size and sniffed type), or undefined when it can. */
export function documentProblem(file: { readonly size: number }, type: DocumentType | undefined): string | undefined {
  if (file.size > MAX_DOCUMENT_BYTES) return TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_MESSAGE;
  if (!type) return WRONG_TYPE_MESSAGE;
  return undefined;
}

/** What to tell the traveller when the device would not keep a document (full, or storage refused). */
export function storageProblem(error: unknown): string {
  return isStorageFull(error) ? STORAGE_FULL_DOCUMENT : STORAGE_REFUSED_DOCUMENT;
}

/** A file's size as a traveller reads it: '840 KB', '2.4 MB'. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
