/**
 * Travel documents on the device (issue 32, section 4): a PDF added to a planned trip on My
 * Journeys opens offline after a reload, with no request leaving the site while it is added or
 * viewed; a photo locked with a passphrase opens only with it; a document is removed alone or with
 * its trip only after a confirmation; a file over 10 MB or of another type is refused with its
 * message and nothing kept; a hostile file name stays text; documents carried in the backup file
 * when the traveller asks, and restored in a fresh browser with the same bytes, a locked one still
 * locked; a document added or removed in one tab shows in every other open tab without a reload;
 * axe at 390 and 1366 px.
 */
import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './installed';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const START = `${new Date().getFullYear() + 1}-03-14`;
const T = '2026-11-25T11:00:00.000Z';
const PLANS = [{ id: `golden-triangle:${START}`, itineraryId: 'golden-triangle', start: START, travellers: 2, savedAt: T }];

const PDF = { name: 'e-visa India.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
const PNG = {
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

async function openMyJourneysWithPlan(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate((plans) => localStorage.setItem('rasa.plans', JSON.stringify(plans)), PLANS);
  await page.goto('/my-journeys');
  await waitForApp(page);
  await expect(page.getByTestId('trip-documents')).toBeVisible();
}

const documents = (page: Page) => page.getByTestId('planned-trip').getByTestId('trip-documents');

async function addDocument(page: Page, file: typeof PDF, passphrase?: string) {
  const section = documents(page);
  const input = section.getByLabel(/^PDF or photo, up to 10 MB, for Golden Triangle/);
  if (!(await input.isVisible())) await section.getByRole('button', { name: /^Add a document to Golden Triangle Luxury Tour from / }).click();
  await input.setInputFiles(file);
  if (passphrase) await section.getByLabel('Passphrase (optional)').fill(passphrase);
  await section.getByRole('button', { name: 'Add document' }).click();
}

/** The records in the 'documents' store, read as the browser keeps them. */
const storedDocuments = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ name: string; locked: boolean; bytes: number }[]>((resolve, reject) => {
        const open = indexedDB.open('rasa-journeys');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('documents')) return resolve([]);
          const all = db.transaction('documents').objectStore('documents').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map((d: { name: string; lock?: unknown; file: Blob }) => ({ name: d.name, locked: Boolean(d.lock), bytes: d.file.size })));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The bytes of each kept document (as kept: a locked one's ciphertext), in base64. */
const storedBytes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('rasa-journeys');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('documents').objectStore('documents').getAll();
          all.onsuccess = async () => {
            open.result.close();
            const base64 = async (blob: Blob) => btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
            resolve(Object.fromEntries(await Promise.all(all.result.map(async (d: { name: string; file: Blob }) => [d.name, await base64(d.file)]))));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** Every URL the browser asks for (pages and the service worker) from now on. */
function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return {
    /**
     * Those that went over the network to another host. A blob: URL is the page's own memory;
     * chrome:// and chrome-extension:// are the browser's own PDF viewer, inside the browser.
     */
    offSite: (origin: string) => urls.filter((u) => /^(https?|wss?):/.test(u) && new URL(u).origin !== origin),
    clear: () => void urls.splice(0),
  };
}

/** The trip's own photo comes from the image host: loaded before what is measured. */
const tripPhotoLoaded = (page: Page) => expect(page.getByTestId('planned-trip').locator('img')).toHaveJSProperty('complete', true);
const origin = (page: Page) => new URL(page.url()).origin;

test.describe('a document on the device', () => {
  // @browser: the PDF opens in the browser's own viewer, which only the whole browser has.
  test('a PDF added to a planned trip opens offline after a reload, and no request leaves the site', { tag: '@browser' }, async ({ installed }) => {
    const { page, context } = await installed();
    const errors = collectErrors(page);
    await openMyJourneysWithPlan(page);
    await tripPhotoLoaded(page);
    const requests = recordRequests(context);

    await addDocument(page, PDF);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText('Added e-visa India.pdf.');
    await expect(documents(page).getByRole('button', { name: 'e-visa India.pdf', exact: true })).toBeVisible();
    expect(await storedDocuments(page)).toEqual([{ name: 'e-visa India.pdf', locked: false, bytes: PDF.buffer.length }]);
    // Only in IndexedDB: nothing of it in localStorage.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('e-visa');
    // The ready-offline line counts it as a part kept on the device.
    expect(requests.offSite(origin(page))).toEqual([]);

    await goOffline(context, page);
    await page.reload();
    await waitForApp(page);
    await tripPhotoLoaded(page);
    requests.clear();
    const name = documents(page).getByRole('button', { name: 'e-visa India.pdf', exact: true });
    await name.click();
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    const link = documents(page).getByRole('link', { name: 'View e-visa India.pdf in the PDF viewer' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^blob:/);
    const tab = context.waitForEvent('page');
    await link.click();
    const viewer = await tab;
    await expect.poll(() => viewer.url()).toBe(href);
    // Opened as a PDF, offline, from the page's memory (the blob's type is the one sniffed on adding).
    await expect.poll(() => viewer.evaluate(() => document.contentType)).toBe('application/pdf');
    await viewer.close();
    expect(requests.offSite(origin(page))).toEqual([]);
    // goOffline's probe fails, as it should; nothing else may.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});

test.describe('documents kept and refused', () => {
  test('a photo locked with a passphrase: after a reload the wrong passphrase is told so, the right one shows it', async ({ page, context }) => {
    const errors = collectErrors(page);
    await openMyJourneysWithPlan(page);
    await tripPhotoLoaded(page);
    const requests = recordRequests(context);
    await addDocument(page, PNG, 'monsoon 2027');
    await expect(documents(page).getByTestId('document-outcome')).toHaveText('Added passport.png, locked with your passphrase.');
    const [stored] = await storedDocuments(page);
    expect(stored).toMatchObject({ name: 'passport.png', locked: true });
    // AES-GCM's 16-byte tag on the ciphertext.
    expect(stored!.bytes).toBe(PNG.buffer.length + 16);
    // The passphrase is not kept anywhere on the page's storage.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain('monsoon');

    expect(requests.offSite(origin(page))).toEqual([]);
    await page.reload();
    await waitForApp(page);
    await tripPhotoLoaded(page);
    requests.clear();
    const item = documents(page).getByTestId('trip-document');
    await expect(item).toContainText('locked');
    await item.getByRole('button', { name: 'passport.png', exact: true }).click();
    const passphrase = item.getByLabel('Passphrase for passport.png');
    await expect(passphrase).toBeFocused();
    await passphrase.fill('monsoon 2026');
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(item.getByTestId('document-note')).toHaveText('That passphrase does not open this document.');
    await expect(item.getByRole('img')).toHaveCount(0);

    await passphrase.fill('monsoon 2027');
    await item.getByRole('button', { name: 'Open' }).click();
    const image = item.getByRole('img', { name: 'passport.png' });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(item.getByTestId('document-note')).toHaveCount(0);
    expect(requests.offSite(origin(page))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('removed alone, then with its trip, each after a confirmation; a hostile file name stays text', async ({ page }) => {
    const errors = collectErrors(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await openMyJourneysWithPlan(page);
    const hostile = { ...PDF, name: '<img src=x onerror="window.hacked=1">.pdf' };
    // Each once the last is kept, as a traveller picks the next file after the first is added.
    await addDocument(page, hostile);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText(`Added ${hostile.name}.`);
    await addDocument(page, PNG);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText(`Added ${PNG.name}.`);
    await expect(documents(page).getByTestId('trip-document')).toHaveCount(2);
    await expect(documents(page).getByRole('button', { name: hostile.name, exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);

    // Alone: asked first; "Keep it" keeps it, and focus returns to its Remove button.
    await documents(page).getByRole('button', { name: 'Remove passport.png' }).click();
    const question = documents(page).getByRole('group', { name: 'Remove passport.png from this device? It is kept nowhere else.' });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(documents(page).getByRole('button', { name: 'Remove passport.png' })).toBeFocused();
    expect(await storedDocuments(page)).toHaveLength(2);
    await documents(page).getByRole('button', { name: 'Remove passport.png' }).click();
    await question.getByRole('button', { name: 'Remove document' }).click();
    await expect(documents(page).getByTestId('trip-document')).toHaveCount(1);
    expect((await storedDocuments(page)).map((d) => d.name)).toEqual([hostile.name]);

    // With the trip: the trip's Remove asks, naming how many documents go with it.
    const trip = page.getByTestId('planned-trip');
    await trip.getByRole('button', { name: /^Remove Golden Triangle Luxury Tour from / }).click();
    const tripQuestion = trip.getByRole('group', { name: /^Remove Golden Triangle Luxury Tour from .* and its travel document\? They are kept nowhere else\.$/ });
    await expect(tripQuestion.getByRole('button', { name: 'Keep the trip' })).toBeFocused();
    await tripQuestion.getByRole('button', { name: 'Keep the trip' }).click();
    await expect(trip).toHaveCount(1);
    await trip.getByRole('button', { name: /^Remove Golden Triangle Luxury Tour from / }).click();
    await tripQuestion.getByRole('button', { name: 'Remove trip and documents' }).click();
    await expect(page.getByTestId('planned-trip')).toHaveCount(0);
    expect(await storedDocuments(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a file of 10 MB and 1 byte, a page renamed .pdf and an empty file are refused with their message, nothing kept', async ({ page }) => {
    // Two files of 10 MB go to the page and one is read back: over 45 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await openMyJourneysWithPlan(page);
    const oversize = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    oversize.write('%PDF-1.4\n');
    const files: [typeof PDF, string][] = [
      [{ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: oversize }, 'This file is larger than 10 MB, so it was not added. A smaller scan or photo will do.'],
      [{ name: 'voucher.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>window.hacked=1</script>') }, 'Only a PDF or a photo (JPEG, PNG or WebP) can be added, so this file was not added.'],
      [{ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }, 'This file is empty, so it was not added.'],
    ];
    for (const [file, message] of files) {
      await addDocument(page, file);
      const outcome = documents(page).getByTestId('document-outcome');
      await expect(outcome, file.name).toHaveText(message);
      await expect(outcome.locator('[data-ok="false"]'), file.name).toHaveCount(1);
    }
    // Exactly 10 MB is taken.
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 0x20);
    tenMb.write('%PDF-1.4\n');
    await addDocument(page, { name: 'ten.pdf', mimeType: 'application/pdf', buffer: tenMb });
    await expect(documents(page).getByTestId('document-outcome')).toHaveText('Added ten.pdf.');
    expect(await storedDocuments(page)).toEqual([{ name: 'ten.pdf', locked: false, bytes: tenMb.length }]);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

test.describe('every open tab', () => {
  test('a document added in one tab appears in another without a reload, and its removal there shows here', async ({ page, context }) => {
    const errors = collectErrors(page);
    await openMyJourneysWithPlan(page);
    // The stand-in draws the trip's photo on its first request: drawn before the second tab asks.
    await tripPhotoLoaded(page);
    const other = await context.newPage();
    const otherErrors = collectErrors(other);
    await other.goto('/my-journeys');
    await waitForApp(other);
    await expect(documents(other)).toBeVisible();
    await expect(documents(other).getByTestId('trip-document')).toHaveCount(0);

    await addDocument(page, PDF);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText('Added e-visa India.pdf.');
    await expect(documents(other).getByRole('button', { name: 'e-visa India.pdf', exact: true })).toBeVisible();
    await expect(documents(other).getByTestId('trip-document')).toHaveCount(1);

    await documents(other).getByRole('button', { name: 'Remove e-visa India.pdf' }).click();
    await documents(other).getByRole('group', { name: 'Remove e-visa India.pdf from this device? It is kept nowhere else.' }).getByRole('button', { name: 'Remove document' }).click();
    await expect(documents(other).getByTestId('trip-document')).toHaveCount(0);
    await expect(documents(page).getByTestId('trip-document')).toHaveCount(0);
    expect(await storedDocuments(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});

test.describe('documents in the backup file', () => {
  interface FileDocument {
    plan: string;
    name: string;
    type: string;
    size: number;
    addedAt: string;
    data: string;
    encrypted: boolean;
    salt?: string;
    iv?: string;
    iterations?: number;
  }

  // @browser: the PDF opens in the browser's own viewer, which only the whole browser has.
  test('included only when asked; imported in a fresh browser, a document opens offline with the same bytes, the locked one with its passphrase', { tag: '@browser' }, async ({ page, installed }) => {
    test.setTimeout(120_000);
    await openMyJourneysWithPlan(page);
    await addDocument(page, PDF);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText(`Added ${PDF.name}.`);
    await addDocument(page, PNG, 'monsoon 2027');
    await expect(documents(page).getByTestId('document-outcome')).toHaveText(`Added ${PNG.name}, locked with your passphrase.`);
    const kept = await storedBytes(page);

    const include = page.getByRole('checkbox', { name: 'Include travel documents (2 files, 1 KB)' });
    await expect(include).not.toBeChecked();
    const exportFile = async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export My Journeys' }).click();
      const path = await (await download).path();
      return { path, backup: JSON.parse(await readFile(path, 'utf8')) as { version: number; plans: unknown[]; documents?: FileDocument[] } };
    };
    // Off by default: the lists only.
    expect((await exportFile()).backup.documents).toBeUndefined();
    await include.check();
    const { path, backup } = await exportFile();
    await expect(page.getByTestId('backup-outcome')).toContainText('with your 2 travel documents, is downloading');
    expect(backup.version).toBe(1);
    const [pdf, png] = backup.documents!;
    expect(pdf).toEqual({ plan: PLANS[0]!.id, name: PDF.name, type: 'application/pdf', size: PDF.buffer.length, addedAt: expect.any(String), data: PDF.buffer.toString('base64'), encrypted: false });
    // Locked stays locked: the ciphertext as kept, with its lock; never the photo, never the passphrase.
    expect(png).toMatchObject({ name: PNG.name, type: 'image/png', size: PNG.buffer.length, encrypted: true, data: kept[PNG.name], iterations: 600_000 });
    expect(png!.data).not.toBe(PNG.buffer.toString('base64'));
    expect(Buffer.from(png!.salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(png!.iv!, 'base64')).toHaveLength(12);
    expect(await readFile(path, 'utf8')).not.toContain('monsoon');

    // Another phone: a fresh browser, with the service worker, nothing kept.
    const { context: fresh, page: other } = await installed();
    const errors = collectErrors(other);
    await other.goto('/my-journeys');
    await waitForApp(other);
    await other.getByLabel('Import a backup file').setInputFiles(path);
    await expect(other.getByTestId('backup-outcome')).toHaveText('Added 1 planned trip, 2 travel documents.');
    await expect(documents(other).getByTestId('trip-document')).toHaveCount(2);
    expect(await storedBytes(other)).toEqual(kept);
    // Importing again adds nothing twice.
    await other.getByLabel('Import a backup file').setInputFiles(path);
    await expect(other.getByTestId('backup-outcome')).toHaveText('Everything in this backup is already here.');
    await expect(documents(other).getByTestId('trip-document')).toHaveCount(2);

    await goOffline(fresh, other);
    await other.reload();
    await waitForApp(other);
    await tripPhotoLoaded(other);
    const requests = recordRequests(fresh);
    const name = documents(other).getByRole('button', { name: PDF.name, exact: true });
    await name.click();
    const link = documents(other).getByRole('link', { name: `View ${PDF.name} in the PDF viewer` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^blob:/);
    const tab = fresh.waitForEvent('page');
    await link.click();
    const viewer = await tab;
    await expect.poll(() => viewer.evaluate(() => document.contentType)).toBe('application/pdf');
    await viewer.close();
    expect(await storedBytes(other)).toEqual(kept);

    const item = documents(other).getByTestId('trip-document').filter({ hasText: PNG.name });
    await expect(item).toContainText('locked');
    await item.getByRole('button', { name: PNG.name, exact: true }).click();
    await item.getByLabel(`Passphrase for ${PNG.name}`).fill('monsoon 2026');
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(item.getByTestId('document-note')).toHaveText('That passphrase does not open this document.');
    await item.getByLabel(`Passphrase for ${PNG.name}`).fill('monsoon 2027');
    await item.getByRole('button', { name: 'Open' }).click();
    const image = item.getByRole('img', { name: PNG.name });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(requests.offSite(origin(other))).toEqual([]);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await fresh.close();
  });

  test('a damaged documents section changes nothing: no document, no plan', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/my-journeys');
    await waitForApp(page);
    const doc = { plan: PLANS[0]!.id, name: PDF.name, type: 'application/pdf', size: PDF.buffer.length, addedAt: T, encrypted: false };
    const file = {
      app: 'rasa-journeys',
      version: 1,
      exportedAt: T,
      saved: [],
      plans: [{ itineraryId: 'golden-triangle', start: START, travellers: 2, savedAt: T }],
      documents: [
        { ...doc, data: PDF.buffer.toString('base64') },
        { ...doc, name: 'voucher.pdf', data: Buffer.from('<html><script>window.hacked=1</script></html>').toString('base64'), size: 45 },
      ],
    };
    await page.getByLabel('Import a backup file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(page.getByTestId('backup-outcome')).toHaveText('This backup is damaged or has been altered, so nothing was changed.');
    await expect(page.getByTestId('my-journeys-empty')).toBeVisible();
    expect(await storedDocuments(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('rasa.plans'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // Set up once, checked at 390 px, then at 1366 px.
  test('My Journeys with a travel document listed, opened and asked about has no axe violations at 390 and 1366 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openMyJourneysWithPlan(page);
    // One at a time, as the form allows: its file input is disabled while a document is added.
    await addDocument(page, PDF);
    await expect(documents(page).getByTestId('document-outcome')).toHaveText(`Added ${PDF.name}.`);
    await addDocument(page, PNG, 'monsoon');
    await expect(documents(page).getByTestId('trip-document')).toHaveCount(2);
    await documents(page).getByRole('button', { name: PDF.name, exact: true }).click();
    await expect(documents(page).getByTestId('document-viewer')).toBeVisible();
    await documents(page).getByRole('button', { name: PNG.name, exact: true }).click();
    await documents(page).getByLabel(`Passphrase for ${PNG.name}`).fill('wrong');
    await documents(page).getByRole('button', { name: 'Open' }).click();
    await expect(documents(page).getByTestId('document-note')).toHaveText('That passphrase does not open this document.');
    await documents(page).getByRole('button', { name: `Remove ${PDF.name}` }).click();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page, `${width}`)).toEqual([]);
    }
  });
});
