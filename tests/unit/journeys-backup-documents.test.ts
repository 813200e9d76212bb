// @vitest-environment jsdom
/**
 * Travel documents in the backup file (issue 32, section 3's "documents as a separate choice"):
 * base64 both ways; the schema on good, hostile and oversize documents (each refused whole, with
 * the plain message); the merge (the same document is not added twice); the export with and
 * without them, then the import on a "fresh device" restoring the same bytes, a locked one still
 * locked; and a damaged section or a full device changing nothing at all.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { decodeBase64, decodedLength, encodeBase64, isBase64 } from '../../src/features/backup/base64';
import { MAX_BACKUP_BYTES, MAX_DOCUMENTS_BYTES, MAX_LISTS_BYTES, type Backup, type BackupDocument } from '../../src/features/backup/format';
import { documentKey, mergeBackup, mergeSummary, type Known } from '../../src/features/backup/merge';
import { backupSchema, LOCK_ROUNDS, READ_MESSAGES, readBackup } from '../../src/features/backup/schema';
import { encryptBytes } from '../../src/features/documents/crypto';
import { MAX_DOCUMENT_BYTES } from '../../src/features/documents/rules';
import { memory } from './memoryDocumentsStore';

vi.mock('../../src/features/storage/db', async (original) => {
  const real = await original<typeof import('../../src/features/storage/db')>();
  const { memoryDeviceStore } = await import('./memoryDocumentsStore');
  return { ...real, deviceOnlyStore: memoryDeviceStore };
});

const T = '2026-11-25T11:00:00.000Z';
const PLAN = 'golden-triangle:2027-03-14';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: unknown) => JSON.stringify(value);
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
const pdfDoc = (over: Partial<BackupDocument> = {}): BackupDocument =>
  ({ plan: PLAN, name: 'e-visa India.pdf', type: 'application/pdf', size: PDF.length, addedAt: T, data: encodeBase64(bytes(PDF)), encrypted: false, ...over }) as BackupDocument;
const lists: Backup = {
  app: 'rasa-journeys',
  version: 1,
  exportedAt: T,
  saved: [],
  plans: [{ itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2, savedAt: T }],
};
const withDocs = (documents: unknown[]) => ({ ...lists, documents });
const reason = (file: string) => {
  const read = readBackup(file);
  return read.ok ? 'ok' : read.reason;
};
/** Blob bytes, read as the browser would (jsdom's Blob has no arrayBuffer()). */
const blobBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('base64', () => {
  it("round-trips every length, and large files in slices, as Node's own encoder writes them", () => {
    for (let n = 0; n < 10; n++) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 200) % 256);
      const encoded = encodeBase64(data);
      expect(encoded).toBe(Buffer.from(data).toString('base64'));
      expect(decodedLength(encoded)).toBe(n);
      expect(decodeBase64(encoded)).toEqual(data);
    }
    const large = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) % 256);
    const encoded = encodeBase64(large);
    expect(encoded).toBe(Buffer.from(large).toString('base64'));
    expect(decodeBase64(encoded)).toEqual(large);
  });

  it.each([['<script>alert(1)</script>'], ['QUJD\nREVG'], ['QUJD REVG'], ['QUJ'], ['QU=D'], ['Q==='], ['QUJD-_=='], ['data:application/pdf;base64,QUJD']])('is not base64: %j', (s) => {
    expect(isBase64(s)).toBe(false);
    expect(decodeBase64(s)).toBeUndefined();
  });
});

describe('reading a backup with documents', () => {
  it('reads an open and a locked document as written, and a file without documents as before', async () => {
    const { cipher, lock } = await encryptBytes(bytes(PDF).buffer as ArrayBuffer, 'monsoon', LOCK_ROUNDS.min);
    const locked = pdfDoc({ name: 'passport.pdf', encrypted: true, data: encodeBase64(new Uint8Array(cipher)), salt: encodeBase64(lock.salt), iv: encodeBase64(lock.iv), iterations: lock.iterations } as Partial<BackupDocument>);
    const file = withDocs([pdfDoc(), locked]);
    expect(readBackup(text(file))).toEqual({ ok: true, backup: file });
    expect(readBackup(text(lists))).toEqual({ ok: true, backup: lists });
  });

  it.each([
    ['markup as its bytes', { data: '<img src=x onerror=alert(1)>' }],
    ['bytes with a line break', { data: `${encodeBase64(bytes(PDF)).slice(0, 8)}\n${encodeBase64(bytes(PDF)).slice(8)}` }],
    ['a data: URL as its bytes', { data: `data:application/pdf;base64,${encodeBase64(bytes(PDF))}` }],
    ['bytes shorter than its size', { size: PDF.length + 1 }],
    ['bytes longer than its size', { size: PDF.length - 3 }],
    ['a page typed as a PDF', { data: encodeBase64(bytes('<html><script>alert(1)</script></html>')), size: 38 }],
    ['a PDF typed as a photo', { type: 'image/png' }],
    ['an HTML type', { type: 'text/html' }],
    ['no name', { name: '' }],
    ['a name with a line break', { name: 'visa\n.pdf' }],
    ['a name with a NUL', { name: 'visa\u0000.html' }],
    ['a 256-character name', { name: `${'a'.repeat(252)}.pdf` }],
    ['a size of 0', { size: 0, data: '' }],
    ['a size in text', { size: String(PDF.length) }],
    ['a size not whole', { size: PDF.length + 0.5 }],
    ['a trip that is no plan id', { plan: '<b>trip</b>' }],
    ['a bad date added', { addedAt: 'yesterday' }],
    ['no encrypted flag', { encrypted: undefined }],
    ['encrypted without its lock', { encrypted: true }],
  ])('refuses a document with %s, and the whole file with it', (_name, over) => {
    expect(reason(text(withDocs([pdfDoc(), { ...pdfDoc(), ...over }])))).toBe('damaged');
  });

  it.each([
    ['a short salt', { salt: encodeBase64(new Uint8Array(8)) }],
    ['a salt that is not base64', { salt: '<script>x</script>abcdef' }],
    ['a long IV', { iv: encodeBase64(new Uint8Array(16)) }],
    ['too few rounds', { iterations: 1000 }],
    ['rounds that would hang a phone', { iterations: 1e12 }],
    ['a ciphertext without its tag', { data: encodeBase64(bytes(PDF)) }],
  ])('refuses a locked document with %s', (_name, over) => {
    const locked = { ...pdfDoc(), encrypted: true, data: encodeBase64(new Uint8Array(PDF.length + 16)), salt: encodeBase64(new Uint8Array(16)), iv: encodeBase64(new Uint8Array(12)), iterations: LOCK_ROUNDS.min };
    expect(reason(text(withDocs([locked])))).toBe('ok');
    expect(reason(text(withDocs([{ ...locked, ...over }])))).toBe('damaged');
  });

  // Twenty megabytes encoded and read back: slow on a busy 2-core machine, so a longer limit (not a timing test).
  it('takes a document of 10 MB, refuses one of 10 MB and 1 byte', () => {
    const pdfOf = (size: number) => {
      const data = new Uint8Array(size).fill(0x20);
      data.set(bytes('%PDF-1.4\n'));
      return pdfDoc({ size, data: encodeBase64(data) });
    };
    expect(reason(text(withDocs([pdfOf(MAX_DOCUMENT_BYTES)])))).toBe('ok');
    expect(reason(text(withDocs([pdfOf(MAX_DOCUMENT_BYTES + 1)])))).toBe('damaged');
  }, 30_000);

  it('refuses documents over 50 MB together, and more than 200 of them', () => {
    // The schema alone: one 10 MB document's bytes, shared by six entries (60 MB in all).
    const data = new Uint8Array(MAX_DOCUMENT_BYTES).fill(0x20);
    data.set(bytes('%PDF-1.4\n'));
    const ten = pdfDoc({ size: MAX_DOCUMENT_BYTES, data: encodeBase64(data) });
    expect(v.safeParse(backupSchema, withDocs(Array.from({ length: 5 }, (_, i) => ({ ...ten, name: `${i}.pdf` })))).success).toBe(true);
    expect(MAX_DOCUMENTS_BYTES).toBe(5 * MAX_DOCUMENT_BYTES);
    expect(v.safeParse(backupSchema, withDocs([...Array.from({ length: 5 }, (_, i) => ({ ...ten, name: `${i}.pdf` })), pdfDoc()])).success).toBe(false);
    expect(reason(text(withDocs(Array.from({ length: 201 }, (_, i) => pdfDoc({ name: `${i}.pdf` })))))).toBe('damaged');
    // Ten megabytes encoded and six times checked: the same longer limit as the test above (5.4 s
    // once with two Vitest workers and the build sharing 2 cores).
  }, 30_000);

  it('holds the rest of the file to the lists\' 512 KB: documents do not make room for anything else', () => {
    const padded = withDocs([pdfDoc()]);
    const many = Array.from({ length: 900 }, (_, i) => ({ kind: 'place', ref: `india/${'a'.repeat(150)}-${i}`, savedAt: T }));
    const file = text({ ...padded, saved: many, pad: 'x'.repeat(MAX_LISTS_BYTES) });
    expect(file.length).toBeLessThan(MAX_BACKUP_BYTES);
    expect(reason(file)).toBe('too-large');
    expect(readBackup(file)).toEqual({ ok: false, reason: 'too-large', message: READ_MESSAGES['too-large'] });
  });

  it('states the whole file\'s limit: the lists, and 50 MB in base64', () => {
    expect(MAX_BACKUP_BYTES).toBe(512 * 1024 + Math.ceil((50 * 1024 * 1024) / 3) * 4 + 200 * 4);
    expect(reason(' '.repeat(MAX_BACKUP_BYTES + 1))).toBe('too-large');
  });
});

describe('merging documents', () => {
  const known: Known = { itinerary: (id) => id !== 'gone-trip', place: () => true };
  const held = { saved: [], plans: [], ticks: [] };

  it('the same document (trip, name, size, date added) is not added twice; another with the same name is', () => {
    const file = withDocs([pdfDoc(), pdfDoc(), pdfDoc({ addedAt: '2026-11-26T08:00:00.000Z' })]) as Backup;
    const first = mergeBackup(held, file, known);
    expect(first.documents).toHaveLength(2);
    expect(first.unchanged).toBe(1);
    expect(mergeSummary(first)).toBe('Added 1 planned trip, 2 travel documents. 1 entry was already here.');
    const again = mergeBackup({ ...held, plans: first.plans, documents: first.documents }, file, known);
    expect(again.documents).toEqual([]);
    expect(mergeSummary(again)).toBe('Everything in this backup is already here.');
    expect(documentKey(pdfDoc())).not.toBe(documentKey(pdfDoc({ name: 'e-visa India.pd', size: 10 * PDF.length })));
  });

  it('leaves out a document of a trip neither here nor in the file, and one of a journey no longer offered', () => {
    const file = withDocs([pdfDoc({ plan: 'tiger-trail:2027-01-01' }), pdfDoc({ plan: 'gone-trip:2027-01-01' })]) as Backup;
    const merge = mergeBackup(held, file, known);
    expect(merge.documents).toEqual([]);
    expect(merge.withoutTrip).toBe(1);
    expect(merge.unknown).toBe(1);
    expect(mergeSummary(merge)).toContain('1 travel document belongs to a trip neither here nor in the file, left out.');
    // Its trip on the device: kept.
    const here = { id: 'tiger-trail:2027-01-01', itineraryId: 'tiger-trail', start: '2027-01-01' as const, travellers: 2, savedAt: T };
    expect(mergeBackup({ ...held, plans: [here] }, file, known).documents).toHaveLength(1);
  });
});

describe('export with documents, import on another device', () => {
  beforeEach(() => {
    localStorage.clear();
    memory.records.clear();
    memory.failPut = undefined;
  });

  async function device() {
    vi.resetModules();
    return {
      ...(await import('../../src/features/backup/exportFile')),
      ...(await import('../../src/features/backup/importFile')),
      ...(await import('../../src/features/documents/store')),
      ...(await import('../../src/features/documents/crypto')),
      ...(await import('../../src/features/journeys/saved')),
      // This device's own module: a StorageError of another module instance is not one here.
      ...(await import('../../src/features/storage/errors')),
    };
  }
  const picked = (content: string) => ({ size: content.length, text: async () => content });

  /** A device with a planned trip, an open PDF, a locked PNG, and a document of a trip since removed. */
  async function deviceWithDocuments() {
    const phone = await device();
    await phone.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2 }, new Date(T));
    const buffer = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const png = new Uint8Array(buffer);
    // Node's own ArrayBuffer (jsdom's global one is not WebCrypto's).
    const { cipher, lock } = await encryptBytes(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer, 'monsoon 2027', LOCK_ROUNDS.min);
    memory.records.set('a', { id: 'a', plan: PLAN, name: 'e-visa India.pdf', type: 'application/pdf', size: PDF.length, addedAt: T, file: new Blob([bytes(PDF)], { type: 'application/pdf' }) } as { id: string });
    memory.records.set('b', { id: 'b', plan: PLAN, name: 'passport.png', type: 'image/png', size: png.length, addedAt: '2026-11-25T12:00:00.000Z', file: new Blob([cipher]), lock } as { id: string });
    memory.records.set('c', { id: 'c', plan: 'tiger-trail:2027-01-01', name: 'old.pdf', type: 'application/pdf', size: PDF.length, addedAt: T, file: new Blob([bytes(PDF)]) } as { id: string });
    return { phone, png, cipher };
  }

  it('exports no documents unless asked; asked, the trips\' documents as kept, a locked one still ciphertext', async () => {
    const { phone, cipher } = await deviceWithDocuments();
    expect((await phone.makeBackup(new Date(T))).documents).toBeUndefined();
    expect(await phone.documentsSummary()).toEqual({ count: 2, bytes: PDF.length + cipher.byteLength, fits: true });
    const backup = await phone.makeBackup(new Date(T), { documents: true });
    expect(backup.documents!.map((d) => d.name)).toEqual(['e-visa India.pdf', 'passport.png']);
    expect(backup.documents![0]).toEqual(pdfDoc());
    const locked = backup.documents![1]!;
    expect(locked).toMatchObject({ encrypted: true, iterations: LOCK_ROUNDS.min, size: cipher.byteLength - 16 });
    expect(locked.data).toBe(encodeBase64(new Uint8Array(cipher)));
    expect(JSON.stringify(backup)).not.toContain('monsoon');
    expect(readBackup(text(backup))).toEqual({ ok: true, backup });
  });

  it('says when the documents are too many for one file (over 50 MB, or over 200), so the choice can be refused', async () => {
    const phone = await device();
    await phone.savePlan({ itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2 }, new Date(T));
    const record = (id: string, bytes: number) => ({ id, plan: PLAN, name: `${id}.pdf`, type: 'application/pdf', size: bytes, addedAt: T, file: { size: bytes } as Blob });
    for (const id of ['a', 'b', 'c', 'd', 'e']) memory.records.set(id, record(id, MAX_DOCUMENT_BYTES));
    expect(await phone.documentsSummary()).toEqual({ count: 5, bytes: MAX_DOCUMENTS_BYTES, fits: true });
    memory.records.set('f', record('f', 1));
    expect(await phone.documentsSummary()).toMatchObject({ count: 6, fits: false });
    memory.records.clear();
    for (let i = 0; i < 201; i++) memory.records.set(`n${i}`, record(`n${i}`, 10));
    expect(await phone.documentsSummary()).toMatchObject({ count: 201, fits: false });
    // None kept: nothing to offer (the checkbox is not shown).
    memory.records.clear();
    expect(await phone.documentsSummary()).toEqual({ count: 0, bytes: 0, fits: true });
  });

  it('restores the same bytes on a fresh device, the locked one opening only with its passphrase; twice adds nothing', async () => {
    const { phone, png } = await deviceWithDocuments();
    const file = `${JSON.stringify(await phone.makeBackup(new Date(T), { documents: true }), null, 2)}\n`;

    localStorage.clear();
    memory.records.clear();
    const fresh = await device();
    expect(await fresh.importMyJourneys(picked(file))).toEqual({ ok: true, message: 'Added 1 planned trip, 2 travel documents.' });
    const [pdf, locked] = await fresh.listDocuments(PLAN);
    expect(pdf).toMatchObject({ name: 'e-visa India.pdf', type: 'application/pdf', size: PDF.length, addedAt: T });
    expect(new TextDecoder().decode(await blobBytes(await fresh.openDocument(pdf!)))).toBe(PDF);
    expect(locked!.lock!.salt).toHaveLength(16);
    // Opened as openDocument does, with the ciphertext in Node's own ArrayBuffer (jsdom's Blob gives its own, which WebCrypto refuses).
    const cipher = Buffer.from(await blobBytes(locked!.file));
    const kept = cipher.buffer.slice(cipher.byteOffset, cipher.byteOffset + cipher.length) as ArrayBuffer;
    await expect(fresh.decryptBytes(kept, locked!.lock!, 'monsoon 2026')).rejects.toBeInstanceOf(fresh.WrongPassphraseError);
    expect(new Uint8Array(await fresh.decryptBytes(kept, locked!.lock!, 'monsoon 2027'))).toEqual(png);
    expect(locked!.type).toBe('image/png');

    expect(await fresh.importMyJourneys(picked(file))).toEqual({ ok: true, message: 'Everything in this backup is already here.' });
    expect(memory.records.size).toBe(2);
  });

  it('a damaged documents section changes nothing at all, the lists included', async () => {
    const fresh = await device();
    const before = { ...localStorage };
    const file = text({ ...withDocs([pdfDoc(), pdfDoc({ name: 'b.pdf', data: '"><svg onload=alert(1)>' })]), saved: [{ kind: 'itinerary', ref: 'tiger-trail', savedAt: T }] });
    expect(await fresh.importMyJourneys(picked(file))).toEqual({ ok: false, message: READ_MESSAGES.damaged });
    expect({ ...localStorage }).toEqual(before);
    expect(fresh.listPlans()).toEqual([]);
    expect(memory.records.size).toBe(0);
  });

  it('a device too full for the documents keeps none of the file', async () => {
    const fresh = await device();
    memory.failPut = new fresh.StorageError('full', true);
    expect(await fresh.importMyJourneys(picked(text(withDocs([pdfDoc()]))))).toEqual({ ok: false, message: fresh.DOCUMENTS_NOT_KEPT.full });
    expect(fresh.listPlans()).toEqual([]);
    expect(localStorage.getItem('rasa.plans')).toBeNull();
    expect(memory.records.size).toBe(0);
  });

  it('a file over the whole limit is refused without being read', async () => {
    const fresh = await device();
    const read = vi.fn(async () => '');
    expect(await fresh.importMyJourneys({ size: MAX_BACKUP_BYTES + 1, text: read })).toEqual({ ok: false, message: READ_MESSAGES['too-large'] });
    expect(read).not.toHaveBeenCalled();
  });
});
