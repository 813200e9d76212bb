/**
 * A planned trip's travel documents, kept in IndexedDB only (the 'documents' store; never mirrored
 * to localStorage, never sent anywhere). One record per file: its name, type and size, the bytes
 * as a Blob (the browser keeps them out of memory until opened), and for a locked one the lock
 * (crypto.ts) with the ciphertext as the Blob. Each write is one transaction: a file is kept whole
 * or not at all. Screens hear of changes through subscribeDocuments, in every tab: each change is
 * told through the storage feature's crossTab.ts, as every store's is.
 */
import { announce, listen } from '../storage/crossTab';
import { deviceOnlyStore } from '../storage/db';
import { decryptBytes, encryptBytes, type Lock } from './crypto';
import { documentProblem, sniffDocumentType, SNIFF_BYTES, storageProblem, type DocumentType } from './rules';

export interface TravelDocument {
  readonly id: string;
  /** The planned trip's id (PlannedTrip.id). */
  readonly plan: string;
  readonly name: string;
  readonly type: DocumentType;
  /** The original file's size in bytes. */
  readonly size: number;
  readonly addedAt: string;
  /** The file, or its ciphertext when locked. */
  readonly file: Blob;
  readonly lock?: Lock;
}

/** What adding a file came to: kept, or the message to show (nothing kept). */
export type AddOutcome = { ok: true; document: TravelDocument } | { ok: false; message: string };

const store = /* @__PURE__ */ deviceOnlyStore<TravelDocument>('documents');

/** Tells this tab's screens, the other tabs' and the service worker that the documents changed. */
const changed = () => announce('documents');

/** Calls `listener` after every change to the documents, in this tab or another; returns the unsubscribe. */
export function subscribeDocuments(listener: () => void): () => void {
  return listen('documents', () => listener());
}

const oldestFirst = (a: TravelDocument, b: TravelDocument) => a.addedAt.localeCompare(b.addedAt);

/** The trip's documents, oldest first. */
export async function listDocuments(plan: string): Promise<TravelDocument[]> {
  return (await store.all()).filter((d) => d.plan === plan).sort(oldestFirst);
}

/** Every document on the device, oldest first (a backup's). */
export async function allDocuments(): Promise<TravelDocument[]> {
  return (await store.all()).sort(oldestFirst);
}

/** Keeps documents restored from a backup in one transaction: all of them, or none (rejects with a StorageError). */
export async function restoreDocuments(documents: readonly TravelDocument[]): Promise<void> {
  if (!documents.length) return;
  await store.putMany(documents);
  changed();
}

/** Checks, (locks) and keeps `file` with the trip; never throws. */
export async function addDocument(plan: string, file: File, passphrase?: string): Promise<AddOutcome> {
  const type = sniffDocumentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const problem = documentProblem(file, type);
  if (problem || !type) return { ok: false, message: problem ?? '' };
  let stored: Blob = new Blob([file], { type });
  let lock: Lock | undefined;
  if (passphrase) {
    const locked = await encryptBytes(await file.arrayBuffer(), passphrase);
    stored = new Blob([locked.cipher], { type: 'application/octet-stream' });
    lock = locked.lock;
  }
  const document: TravelDocument = { id: crypto.randomUUID(), plan, name: file.name || 'Document', type, size: file.size, addedAt: new Date().toISOString(), file: stored, ...(lock ? { lock } : {}) };
  try {
    await store.put(document);
  } catch (error) {
    return { ok: false, message: storageProblem(error) };
  }
  changed();
  return { ok: true, document };
}

/** The document's file, opened with `passphrase` when locked (rejects with WrongPassphraseError). */
export async function openDocument(document: TravelDocument, passphrase = ''): Promise<Blob> {
  if (!document.lock) return new Blob([document.file], { type: document.type });
  const plain = await decryptBytes(await document.file.arrayBuffer(), document.lock, passphrase);
  return new Blob([plain], { type: document.type });
}

export async function removeDocument(id: string): Promise<void> {
  await store.delete(id);
  changed();
}

/** Removes all of a trip's documents in one transaction (the trip is being removed). */
export async function removeDocumentsOf(plan: string): Promise<void> {
  const ids = (await listDocuments(plan)).map((d) => d.id);
  if (ids.length) await store.deleteMany(ids);
  changed();
}

/** How many documents the trip has (0 where the device keeps none, or refuses storage). */
export async function countDocuments(plan: string): Promise<number> {
  try {
    return (await listDocuments(plan)).length;
  } catch {
    return 0;
  }
}
