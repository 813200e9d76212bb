/**
 * "Show the driver" in the hotel's local script, offline: a trip made at the desk with the hotel's
 * address in Devanagari (India) or Tibetan script (Bhutan), kept on a phone with the service worker,
 * then Today on that day with no network. The card's local lines carry their language and are drawn
 * in the app's own face for the script, kept on the phone with the trip (not precached: the
 * worker answers it from its own cache); no page fetches a face before a trip that needs it is kept.
 */
import { type Page } from '@playwright/test';
import { expect, test, installRequests, type Installed } from './installed';
import { collectErrors, goOffline, waitForApp, waitForDesk } from './support';

// The desk's form, the worker's install, then the phone offline: more than the default.
test.describe.configure({ timeout: 120_000 });

const START = '2027-03-14';
const LOCAL_FONT = /\/assets\/local-(devanagari|sinhala|tamil|tibetan)-[\w-]+\.woff2$/;
const FONT_CACHE = 'rasa-local-script-fonts';

// ---- the desk (as tests/e2e/booked-trip.spec.ts drives it)

async function openDesk(page: Page): Promise<void> {
  await page.goto('/desk');
  await waitForDesk(page);
  await expect(page.getByLabel('Itinerary')).toBeVisible();
  await expect(page.getByTestId('desk-key')).toContainText('local key');
}

async function openDay(page: Page, n: number) {
  const d = page.getByTestId('desk-day').nth(n - 1);
  if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator('summary').click();
  return d;
}

/** A trip on `itinerary` for Asha Rao with night `night`'s hotel named in English and in the local script. */
async function deskTrip(page: Page, itinerary: string, night: number, hotel: { name: string; address: string; localName?: string; localAddress: string }): Promise<string> {
  await openDesk(page);
  await page.getByLabel('Itinerary').selectOption(itinerary);
  await page.getByLabel('Start date').fill(START);
  await page.getByLabel('Traveller 1').fill('Asha Rao');
  const d = await openDay(page, night);
  await d.getByLabel('Hotel name', { exact: true }).fill(hotel.name);
  await d.getByLabel('Address', { exact: true }).fill(hotel.address);
  if (hotel.localName) await d.getByLabel('Hotel name in the local script').fill(hotel.localName);
  await d.getByLabel('Address in the local script').fill(hotel.localAddress);
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await expect(page.getByTestId('trip-sent')).toContainText('Revision 1 is signed');
  return page.getByLabel('Link to the trip').inputValue();
}

// ---- the phone

/** A phone with the app installed (installed.ts), nothing kept. */
async function phone(installed: Installed) {
  const { context, page } = await installed({ viewport: { width: 390, height: 844 } });
  const errors = collectErrors(page);
  /** Every local-script face the page or its worker asked for. */
  const fonts: string[] = [];
  context.on('request', (r) => {
    if (LOCAL_FONT.test(new URL(r.url()).pathname)) fonts.push(new URL(r.url()).pathname);
  });
  return { context, page, errors, fonts };
}

async function keep(page: Page) {
  await page.getByRole('button', { name: 'Keep this trip on my phone' }).click();
  await expect(page.getByTestId('trip-keep-outcome')).toContainText('Kept on this phone');
}

/** The URLs in each cache that hold a local-script face, by cache. */
const cachedFaces = (page: Page) =>
  page.evaluate(async (pattern) => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const urls = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname).filter((p) => new RegExp(pattern).test(p));
      if (urls.length) found[name] = urls;
    }
    return found;
  }, LOCAL_FONT.source);

/** The faces in document.fonts of `family`: status and unicode-range. */
const faces = (page: Page, family: string) =>
  page.evaluate((family) => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family).map((f) => ({ status: f.status, unicodeRange: f.unicodeRange })), family);

/** Whether a unicode-range ('U+900-97F, U+200C-200D') covers the code point. */
function covers(range: string, cp: number): boolean {
  return range.split(',').some((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return cp >= parseInt(a!, 16) && cp <= parseInt(b ?? a!, 16);
  });
}

/** Shows the driver on Today at `now`, offline; resolves to the card's local lines. */
async function showDriverOffline(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/today');
  await waitForApp(page);
  await page.getByTestId('today-booked').getByRole('button', { name: 'Show the driver' }).click();
  return page.getByTestId('driver-card').getByTestId('driver-card-local');
}

/** The fonts the browser drew `locator`'s text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('Devanagari in India: the address carries lang="hi" and is drawn offline in the app’s own face, kept with the trip', async ({ page, installed }) => {
  const link = await deskTrip(page, 'golden-triangle', 3, { name: 'The Oberoi Rajvilas', address: 'Goner Road, Jaipur 302031', localName: 'द ओबेरॉय राजविलास', localAddress: 'गोनेर रोड, जयपुर 302031' });

  const traveller = await phone(installed);
  // The worker's install and an ordinary page fetch no face, and the precache holds none.
  expect((await installRequests()).filter((url) => LOCAL_FONT.test(new URL(url).pathname))).toEqual([]);
  await traveller.page.goto('/');
  await waitForApp(traveller.page);
  expect(traveller.fonts).toEqual([]);
  expect(await cachedFaces(traveller.page)).toEqual({});

  await traveller.page.goto(link);
  await waitForApp(traveller.page);
  // The trip shown, not yet kept: its page draws the local lines in the app's face too (LocalText), so
  // that face may be fetched for them, and no other.
  expect(traveller.fonts.filter((f) => !/\/assets\/local-devanagari-/.test(f)), 'the trip shown, not yet kept').toEqual([]);
  await keep(traveller.page);
  // Kept with the trip: Devanagari's face only, in its own cache.
  await expect.poll(() => cachedFaces(traveller.page)).toEqual({ [FONT_CACHE]: [expect.stringMatching(/^\/assets\/local-devanagari-/)] });

  await goOffline(traveller.context, traveller.page);
  traveller.errors.length = 0;
  // 08:40 on Tue 16 Mar 2027 in India: day 3, tonight at the Rajvilas.
  const lines = await showDriverOffline(traveller.page, '2027-03-16T03:10:00Z');
  await expect(lines).toHaveText(['द ओबेरॉय राजविलास', 'गोनेर रोड, जयपुर 302031']);
  for (const line of await lines.all()) await expect(line).toHaveAttribute('lang', 'hi');
  await expect(lines.first()).toHaveCSS('font-family', /^"Rasa Local Devanagari", "Noto Sans Devanagari"/);

  // The face has loaded, offline, from the worker's cache, and covers the letters shown (ग is U+0917).
  await expect.poll(() => faces(traveller.page, 'Rasa Local Devanagari')).toEqual([{ status: 'loaded', unicodeRange: expect.any(String) }]);
  const [face] = await faces(traveller.page, 'Rasa Local Devanagari');
  for (const ch of 'गोनेर रोड जयपुर') if (ch !== ' ') expect(covers(face!.unicodeRange, ch.codePointAt(0)!), ch).toBe(true);
  expect(await traveller.page.evaluate(() => document.fonts.check('1em "Rasa Local Devanagari"', 'गोनेर'))).toBe(true);
  // The browser really drew the Devanagari with the web face, not a font of the machine.
  const drawn = await renderedFonts(traveller.page, '[data-testid="driver-card-local"]:last-of-type');
  expect(drawn.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual(['Noto Sans Devanagari']);
  expect(traveller.errors).toEqual([]);
  await traveller.context.close();
});

test('Tibetan script in Bhutan: lang="dz", drawn offline in the app’s Tibetan face', async ({ page, installed }) => {
  const link = await deskTrip(page, 'bhutan-essentials', 2, { name: 'Amankora Thimphu', address: 'Motithang, Thimphu', localAddress: 'མོ་ཏི་ཐང་། ཐིམ་ཕུ།' });

  const traveller = await phone(installed);
  await traveller.page.goto(link);
  await waitForApp(traveller.page);
  await keep(traveller.page);
  await expect.poll(() => cachedFaces(traveller.page)).toEqual({ [FONT_CACHE]: [expect.stringMatching(/^\/assets\/local-tibetan-/)] });
  expect(traveller.fonts.every((f) => f.includes('/local-tibetan-'))).toBe(true);

  await goOffline(traveller.context, traveller.page);
  // 09:00 on Mon 15 Mar 2027 in Thimphu (UTC+6): day 2.
  const lines = await showDriverOffline(traveller.page, '2027-03-15T03:00:00Z');
  await expect(lines).toHaveText(['མོ་ཏི་ཐང་། ཐིམ་ཕུ།']);
  await expect(lines).toHaveAttribute('lang', 'dz');
  await expect.poll(() => faces(traveller.page, 'Rasa Local Tibetan')).toEqual([{ status: 'loaded', unicodeRange: expect.any(String) }]);
  expect(await traveller.page.evaluate(() => document.fonts.check('1em "Rasa Local Tibetan"', 'ཐིམ་ཕུ'))).toBe(true);
  const drawn = await renderedFonts(traveller.page, '[data-testid="driver-card-local"]');
  expect(drawn.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual(['Noto Serif Tibetan']);
  await traveller.context.close();
});
