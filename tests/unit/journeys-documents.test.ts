/**
 * Travel documents on the device: the passphrase's lock (AES-GCM, PBKDF2) opens with the right
 * passphrase only; a file is checked by its size and its first bytes (never its name); a store that
 * is full or refused gives a plain message and keeps nothing; a trip's documents go with it; every
 * change is told to the other tabs on the site's channel, and one told there is heard here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptBytes, encryptBytes, IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES, WrongPassphraseError } from '../../src/features/documents/crypto';
import {
  documentProblem,
  EMPTY_MESSAGE,
  MAX_DOCUMENT_BYTES,
  sizeText,
  sniffDocumentType,
  STORAGE_FULL_DOCUMENT,
  STORAGE_REFUSED_DOCUMENT,
  storageProblem,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
} from '../../src/features/documents/rules';
import { StorageError } from '../../src/features/storage/errors';
import { CHANNEL_NAME } from '../../src/features/storage/keys';
import { memory } from './memoryDocumentsStore';

vi.mock('../../src/features/storage/db', async (original) => {
  const real = await original<typeof import('../../src/features/storage/db')>();
  const { memoryDeviceStore } = await import('./memoryDocumentsStore');
  return { ...real, deviceOnlyStore: memoryDeviceStore };
});
const { addDocument, countDocuments, listDocuments, openDocument, removeDocument, removeDocumentsOf, subscribeDocuments } = await import('../../src/features/documents/store');

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = '%PDF-1.4\n% a visa\n';
const pdfFile = (name = 'e-visa.pdf', body = PDF) => new File([bytes(body)], name, { type: 'application/pdf' });

describe('the passphrase lock', () => {
  it('encrypts with a fresh 16-byte salt and 12-byte IV, at least 200,000 PBKDF2 rounds, and opens with the passphrase', async () => {
    const plain = bytes('passport scan');
    const a = await encryptBytes(plain.buffer, 'tiger trail 2027', 1000);
    const b = await encryptBytes(plain.buffer, 'tiger trail 2027', 1000);
    expect(a.lock.salt).toHaveLength(SALT_BYTES);
    expect(a.lock.iv).toHaveLength(IV_BYTES);
    expect(SALT_BYTES).toBe(16);
    expect(IV_BYTES).toBe(12);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(200_000);
    expect(a.lock.salt).not.toEqual(b.lock.salt);
    expect(a.lock.iv).not.toEqual(b.lock.iv);
    // The ciphertext is not the file (and carries GCM's 16-byte tag).
    expect(new TextDecoder().decode(a.cipher)).not.toContain('passport');
    expect(a.cipher.byteLength).toBe(plain.byteLength + 16);
    expect(new TextDecoder().decode(await decryptBytes(a.cipher, a.lock, 'tiger trail 2027'))).toBe('passport scan');
  });

  it('refuses a wrong passphrase, an empty one and a changed byte with WrongPassphraseError', async () => {
    const { cipher, lock } = await encryptBytes(bytes('insurance').buffer, 'right', 1000);
    await expect(decryptBytes(cipher, lock, 'wrong')).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(decryptBytes(cipher, lock, '')).rejects.toBeInstanceOf(WrongPassphraseError);
    const damaged = new Uint8Array(cipher.slice(0));
    damaged[0]! ^= 1;
    await expect(decryptBytes(damaged.buffer, lock, 'right')).rejects.toBeInstanceOf(WrongPassphraseError);
    // The count kept with the file is the one used: another count does not open it.
    await expect(decryptBytes(cipher, { ...lock, iterations: 1001 }, 'right')).rejects.toBeInstanceOf(WrongPassphraseError);
  });
});

describe('what may be added', () => {
  it('knows a PDF, JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(bytes('RIFF\0\0\0\0WEBP'))).toBe('image/webp');
    expect(sniffDocumentType(bytes('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(sniffDocumentType(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffDocumentType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffDocumentType(new Uint8Array())).toBeUndefined();
  });

  it('takes up to 10 MB exactly; one byte more, an empty file or another type gets its message', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
    expect(documentProblem({ size: MAX_DOCUMENT_BYTES }, 'application/pdf')).toBeUndefined();
    expect(documentProblem({ size: MAX_DOCUMENT_BYTES + 1 }, 'application/pdf')).toBe(TOO_LARGE_MESSAGE);
    expect(documentProblem({ size: MAX_DOCUMENT_BYTES + 1 }, undefined)).toBe(TOO_LARGE_MESSAGE);
    expect(documentProblem({ size: 0 }, undefined)).toBe(EMPTY_MESSAGE);
    expect(documentProblem({ size: 200 }, undefined)).toBe(WRONG_TYPE_MESSAGE);
  });

  it('says sizes as a traveller reads them', () => {
    expect(sizeText(300)).toBe('1 KB');
    expect(sizeText(840 * 1024)).toBe('840 KB');
    expect(sizeText(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('storage refused or full', () => {
  it('maps the browsers\' quota errors to "full", anything else to "refused"', () => {
    expect(storageProblem(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(STORAGE_FULL_DOCUMENT);
    expect(storageProblem({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(STORAGE_FULL_DOCUMENT);
    expect(storageProblem(new StorageError('full', true))).toBe(STORAGE_FULL_DOCUMENT);
    expect(storageProblem(new StorageError('refused', false))).toBe(STORAGE_REFUSED_DOCUMENT);
    expect(storageProblem(new DOMException('no', 'InvalidStateError'))).toBe(STORAGE_REFUSED_DOCUMENT);
    expect(storageProblem(undefined)).toBe(STORAGE_REFUSED_DOCUMENT);
  });
});

describe('a trip\'s documents', () => {
  beforeEach(() => {
    memory.records.clear();
    memory.failPut = undefined;
  });

  it('keeps a file as it is, typed by its bytes, and opens it', async () => {
    const added = await addDocument('tiger-trail:2027-03-14', pdfFile('visa.pdf'));
    expect(added.ok).toBe(true);
    const [doc] = await listDocuments('tiger-trail:2027-03-14');
    expect(doc).toMatchObject({ plan: 'tiger-trail:2027-03-14', name: 'visa.pdf', type: 'application/pdf', size: PDF.length });
    expect(doc!.lock).toBeUndefined();
    expect(await (await openDocument(doc!)).text()).toBe(PDF);
    expect((await openDocument(doc!)).type).toBe('application/pdf');
  });

  it('keeps a locked file as ciphertext with its lock; the wrong passphrase does not open it', async () => {
    await addDocument('p', pdfFile(), 'monsoon');
    const [doc] = await listDocuments('p');
    expect(doc!.lock).toMatchObject({ iterations: PBKDF2_ITERATIONS });
    expect(await doc!.file.text()).not.toContain('%PDF');
    await expect(openDocument(doc!, 'monsun')).rejects.toBeInstanceOf(WrongPassphraseError);
    expect(await (await openDocument(doc!, 'monsoon')).text()).toBe(PDF);
  });

  it('refuses a page named .pdf, an oversize file and an empty one, keeping nothing', async () => {
    expect(await addDocument('p', pdfFile('visa.pdf', '<html><script>alert(1)</script>'))).toEqual({ ok: false, message: WRONG_TYPE_MESSAGE });
    const oversize = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x25)], 'big.pdf', { type: 'application/pdf' });
    expect(await addDocument('p', oversize)).toEqual({ ok: false, message: TOO_LARGE_MESSAGE });
    expect(await addDocument('p', new File([], 'empty.pdf'))).toEqual({ ok: false, message: EMPTY_MESSAGE });
    expect(memory.records.size).toBe(0);
  });

  it('a full device or a refused store: the plain message, nothing kept', async () => {
    memory.failPut = new StorageError('full', true);
    expect(await addDocument('p', pdfFile())).toEqual({ ok: false, message: STORAGE_FULL_DOCUMENT });
    memory.failPut = new StorageError('refused', false);
    expect(await addDocument('p', pdfFile(), 'secret')).toEqual({ ok: false, message: STORAGE_REFUSED_DOCUMENT });
    expect(memory.records.size).toBe(0);
  });

  it('removes a trip\'s documents together, leaving other trips\' documents', async () => {
    await addDocument('a', pdfFile('one.pdf'));
    await addDocument('a', pdfFile('two.pdf'));
    await addDocument('b', pdfFile('three.pdf'));
    expect(await countDocuments('a')).toBe(2);
    await removeDocumentsOf('a');
    expect(await countDocuments('a')).toBe(0);
    expect((await listDocuments('b')).map((d) => d.name)).toEqual(['three.pdf']);
  });
});

describe('every open tab hears of a change', () => {
  beforeEach(() => {
    memory.records.clear();
    memory.failPut = undefined;
  });

  it("an added or removed document is told on the site's channel; one told there reaches this tab's screens", async () => {
    // Another tab, as the channel sees it.
    const other = new BroadcastChannel(CHANNEL_NAME);
    const told: unknown[] = [];
    other.addEventListener('message', (event) => told.push(event.data));
    const heard = vi.fn();
    const stop = subscribeDocuments(heard);
    try {
      const added = await addDocument('p', pdfFile());
      expect(heard).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(told).toEqual([expect.objectContaining({ topic: 'documents' })]));
      if (added.ok) await removeDocument(added.document.id);
      await vi.waitFor(() => expect(told).toHaveLength(2));
      heard.mockClear();
      other.postMessage({ topic: 'documents' });
      await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      // Another store's news is not the documents'.
      other.postMessage({ topic: 'plans' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      other.close();
    }
  });
});
