/**
 * Boarding passes read on the phone (issue 52): a desk trip with AI 665 BOM-DEL on day 1 (14 March
 * 2027), kept on a phone-sized browser that then goes offline. A PDF417 picture of the pass (cut to
 * the code, with no white border) and a Wallet pass with an Aztec code, both made here with the
 * encoder the site ships (zxing-wasm), are read on the phone and filed with AI 665 under day 1, in
 * 2027; "Show boarding pass" draws a code that decodes back to the identical BCBP text, with the
 * screen kept on (navigator.wakeLock stubbed to record the request); a blank picture and a broken
 * .pkpass are refused in a sentence with nothing kept; once the trip is kept no request, of the
 * pages or the service worker, leaves the site (the reader comes from its cache); axe finds no
 * violation on the screens added, at 390 and 1366 px. A pass shared from Android's share sheet
 * (the manifest's share_target, posted as Android posts it) is kept by the service worker, offline,
 * and added to the one kept trip on /trip, filed under its own date as it matches no booked flight.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { strToU8, zipSync } from 'fflate';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm/full';
import { collectErrors, goOffline, signedDeskTrip, waitForApp } from './support';
import { axeViolations } from './axe';

test.describe.configure({ timeout: 240_000 });

/** AI 665 BOM-DEL, seat 12A, day 073 (14 March), as an airline writes it. */
const BCBP = 'M1RAO/ASHA            EABC123 BOMDELAI 0665 073Y012A0042 100';

const wasm = readFileSync(new URL('../../node_modules/zxing-wasm/dist/full/zxing_full.wasm', import.meta.url));
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });

/** A PNG of `text` in `format`, cut to the code (no quiet zone: the phone must pad it). */
async function codePng(text: string, format: 'PDF417' | 'AztecCode'): Promise<Buffer> {
  const written = await writeBarcode(text, { format, scale: 4, addQuietZones: false });
  expect(written.error).toBe('');
  return Buffer.from(await written.image!.arrayBuffer());
}

/** The text of the code in a screenshot. */
async function decodeShot(png: Buffer): Promise<string[]> {
  const results = await readBarcodes(new Uint8Array(png), { formats: ['PDF417', 'Aztec', 'QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** The desk's trip with AI 665 BOM-DEL on day 1. */
const deskTrip = (page: Page) =>
  signedDeskTrip(page, async () => {
    const d1 = page.getByTestId('desk-day').nth(0);
    if (!(await d1.evaluate((el) => (el as HTMLDetailsElement).open))) await d1.locator('summary').click();
    await d1.getByRole('button', { name: 'Add a flight on day 1' }).click();
    await d1.getByLabel('Airline code').fill('AI');
    await d1.getByLabel('Flight number').fill('665');
    await d1.getByLabel('From (airport code)').fill('BOM');
    await d1.getByLabel('To (airport code)').fill('DEL');
    await d1.getByLabel('Departs (local time)').fill('07:00');
    await d1.getByLabel('Arrives (local time)').fill('09:10');
  });

const passCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rasa-journeys');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('passes')) return resolve(-1);
          const count = db.transaction('passes').objectStore('passes').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

test('a PDF417 picture and an Aztec Wallet pass read offline, filed with AI 665 on day 1 in 2027, shown full screen and decoding back; a blank picture and a broken .pkpass refused', async ({ page, installed, baseURL }) => {
  const link = await deskTrip(page);
  const { context, page: phone } = await installed({ viewport: { width: 390, height: 844 } });
  // The screen wake lock, recorded.
  await context.addInitScript(() => {
    const w = window as unknown as { wakeLocks: string[] };
    w.wakeLocks = [];
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: async (type: string) => (w.wakeLocks.push(type), { release: async () => {} }) } });
  });
  const errors = collectErrors(phone);
  const site = new URL(baseURL!).host;
  const away: string[] = [];
  // Every request of the pages and the service worker, from the moment the trip is kept.
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== site) away.push(r.url());
  });
  await phone.goto(link);
  await waitForApp(phone);
  await phone.getByRole('button', { name: 'Keep this trip on my phone' }).click();
  await expect(phone.getByTestId('trip-keep-outcome')).toContainText('Kept on this phone');
  // The reader was kept with the trip, not precached.
  expect(await phone.evaluate(async () => (await (await caches.open('rasa-pass-reader')).keys()).map((r) => new URL(r.url).pathname))).toEqual([expect.stringMatching(/^\/assets\/zxing_full-[\w-]+\.wasm$/)]);

  // Before then the first visit fetched the catalogue's card photos from the photo host, as any visit does.
  away.length = 0;
  await goOffline(context, phone);
  // goOffline's own probe fails on the console, as it should.
  errors.length = 0;
  await phone.goto('/trip');
  await waitForApp(phone);
  const day1 = phone.getByTestId('booked-day').filter({ has: phone.getByRole('heading', { name: /^Day 1 · Sun 14 Mar 2027/ }) });
  await expect(day1).toContainText('Flight AI 665: BOM → DEL');

  // A blank picture: refused, nothing kept.
  const blank = Buffer.from((await phone.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 600;
    c.height = 300;
    const g = c.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 600, 300);
    return c.toDataURL('image/png');
  })).split(',')[1]!, 'base64');
  const picker = day1.getByLabel('Add the boarding pass for AI 665');
  await picker.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
  await expect(day1.getByTestId('pass-outcome')).toContainText('No boarding pass or ticket code could be read in this picture, so nothing was added.');
  expect(await passCount(phone)).toBeLessThanOrEqual(0);

  // The PDF417 picture.
  await picker.setInputFiles({ name: 'boarding-pass.png', mimeType: 'image/png', buffer: await codePng(BCBP, 'PDF417') });
  const pass = day1.getByTestId('kept-pass');
  await expect(pass).toContainText('AI 665 BOM → DEL · seat 12A');
  await expect(day1).toContainText('2027');
  expect(await passCount(phone)).toBe(1);
  await expect(phone.getByTestId('passes-ready')).toContainText('Ready offline: 1 pass or ticket kept on this phone, with the reader that shows their codes.');

  await pass.getByRole('button', { name: /^Show boarding pass/ }).click();
  const card = phone.getByTestId('pass-card');
  await expect(card.getByTestId('pass-code').locator('svg')).toBeVisible();
  await expect(card.getByTestId('pass-details')).toContainText('Seat 12A');
  await expect(card.getByTestId('pass-details')).toContainText('Sun 14 Mar 2027');
  await expect(card.getByTestId('pass-brightness')).toHaveText("A web page cannot raise your screen's brightness: turn it up yourself for the scanner.");
  expect(await decodeShot(await card.getByTestId('pass-code').screenshot())).toEqual([BCBP]);
  expect(await phone.evaluate(() => (window as unknown as { wakeLocks: string[] }).wakeLocks)).toContain('screen');
  const failures: string[] = [];
  const check = async (what: string) => {
    failures.push(...(await axeViolations(phone, what)));
  };
  await check('/trip, the pass shown, 390 px');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  await check('/trip with a pass, 390 px');

  // Removed, then the same flight's pass from Wallet, its code Aztec.
  await pass.getByRole('button', { name: /^Remove boarding pass/ }).click();
  await pass.getByRole('button', { name: 'Remove boarding pass', exact: true }).click();
  await expect(day1.getByTestId('kept-pass')).toHaveCount(0);
  expect(await passCount(phone)).toBe(0);

  // A broken .pkpass: refused, nothing kept.
  await day1.getByLabel('Add the boarding pass for AI 665').setInputFiles({ name: 'pass.pkpass', mimeType: 'application/vnd.apple.pkpass', buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]) });
  await expect(day1.getByTestId('pass-outcome')).toContainText('This file is not a Wallet pass that can be read (it is damaged, or not a .pkpass), so nothing was added.');
  expect(await passCount(phone)).toBe(0);

  const pkpass = zipSync({
    'pass.json': strToU8(JSON.stringify({ formatVersion: 1, barcodes: [{ message: BCBP, format: 'PKBarcodeFormatAztec', messageEncoding: 'iso-8859-1' }], boardingPass: { transitType: 'PKTransitTypeAir', auxiliaryFields: [{ key: 'boarding', label: 'Boarding', value: '06:20' }, { key: 'gate', label: 'Gate', value: '42' }] } })),
    'icon.png': await codePng('icon', 'AztecCode'),
  });
  await day1.getByLabel('Add the boarding pass for AI 665').setInputFiles({ name: 'AI665.pkpass', mimeType: 'application/vnd.apple.pkpass', buffer: Buffer.from(pkpass) });
  await expect(day1.getByTestId('kept-pass')).toContainText('AI 665 BOM → DEL · seat 12A');
  await day1.getByTestId('kept-pass').getByRole('button', { name: /^Show boarding pass/ }).click();
  await expect(card.getByTestId('pass-code').locator('svg')).toBeVisible();
  await expect(card).toContainText('Gate');
  await expect(card).toContainText('06:20');
  expect(await decodeShot(await card.getByTestId('pass-code').screenshot())).toEqual([BCBP]);

  await phone.setViewportSize({ width: 1366, height: 900 });
  await check('/trip, the Wallet pass shown, 1366 px');
  await card.getByRole('button', { name: 'Close' }).click();
  await check('/trip with a pass, 1366 px');
  await phone.setViewportSize({ width: 390, height: 844 });

  // Today on day 1, before the flight: the pass with the flight.
  await phone.clock.setFixedTime(new Date('2027-03-14T00:30:00Z'));
  await phone.goto('/today');
  await waitForApp(phone);
  const flight = phone.getByTestId('today-flight');
  await expect(flight).toContainText('AI 665 BOM → DEL · seat 12A');
  await flight.getByRole('button', { name: /^Show boarding pass/ }).click();
  await expect(phone.getByTestId('pass-card').locator('svg')).toBeVisible();
  await check('/today, the pass shown, 390 px');
  await phone.clock.setFixedTime(new Date());

  // Shared from Android's share sheet (the manifest's share_target), still offline: the service
  // worker keeps the file, opens /trip, and the one kept trip takes it; it matches no flight booked.
  const manifest = await context.request.get('/manifest.webmanifest');
  const share = (await manifest.json()).share_target;
  expect(share).toEqual({ action: '/trip/share', method: 'POST', enctype: 'multipart/form-data', params: { files: [{ name: 'pass', accept: ['image/*', 'application/pdf', '.pkpass', 'application/vnd.apple.pkpass'] }] } });
  const other = 'M1RAO/ASHA            EABC123 DELJAIAI 0491 075Y004C0011 100';
  const shared = (await codePng(other, 'PDF417')).toString('base64');
  await phone.evaluate((b64) => {
    // As Android posts a share: a navigation, multipart, the file in the manifest's field.
    const form = Object.assign(document.createElement('form'), { method: 'post', enctype: 'multipart/form-data', action: '/trip/share' });
    const input = Object.assign(document.createElement('input'), { type: 'file', name: 'pass' });
    const files = new DataTransfer();
    files.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'AI491.png', { type: 'image/png' }));
    input.files = files.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, shared);
  await phone.waitForURL((url) => url.pathname === '/trip' && !url.search && !url.hash);
  await waitForApp(phone);
  const sharedLine = phone.getByTestId('shared-pass');
  await expect(sharedLine).toContainText('Shared with Rasa Journeys: AI491.png');
  await expect(sharedLine.getByTestId('shared-pass-outcome')).toContainText('Added: boarding pass AI 491 DEL → JAI · seat 4C.');
  await expect(phone.getByTestId('kept-pass').filter({ hasText: 'AI 491 DEL → JAI' })).toBeVisible();
  await expect(phone.locator('main')).toContainText('it matches no flight booked on this trip');
  expect(await passCount(phone)).toBe(2);
  await check('/trip, a pass shared from the share sheet, 390 px');
  await sharedLine.getByRole('button', { name: 'Done' }).click();
  await expect(sharedLine).toHaveCount(0);
  // Nothing of it waits any more: the worker's copy went once it was added.
  expect(await phone.evaluate(() => caches.has('rasa-shared-passes'))).toBe(false);

  expect(failures).toEqual([]);
  expect(away).toEqual([]);
  expect(errors).toEqual([]);
  // The name on the pass is never in a URL.
  expect(phone.url()).not.toMatch(/RAO|ASHA/i);
  await context.close();
});
