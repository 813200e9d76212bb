/**
 * The booked trip (issue 42): made at the specialist's desk under `npm start` (signed with the
 * local key the stand-ins hand the desk), sent as a link, opened in a fresh browser (offline once
 * the app is installed), verified and kept; refused plainly when changed by one character, cut
 * short, of a newer format, signed by an unknown key or hostile, with nothing kept and nothing on
 * the console; a newer revision shows its changes, an older one never undoes them; the .json file
 * opens from My Journeys; the desk keeps its draft over a reload. Axe checks /desk and /trip at
 * 390 and 1366 px.
 */
import { generateKeyPairSync, sign as signBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, type Installed } from './installed';
import { chunkOf, collectErrors, field, goOffline, toast, waitForApp, waitForDesk } from './support';
import { axeViolations } from './axe';

// Each test fills the desk's form before it looks at a phone: more than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const START = '2027-03-14';

/** The desk (an app of its own: waitForDesk), ready: its code here and the local signing key fetched. */
async function openDesk(page: Page): Promise<void> {
  await page.goto('/desk');
  await waitForDesk(page);
  await expect(page.getByLabel('Itinerary')).toBeVisible();
  await expect(page.getByTestId('desk-key')).toContainText('local key');
}

const day = (page: Page, n: number) => page.getByTestId('desk-day').nth(n - 1);

async function openDay(page: Page, n: number) {
  const d = day(page, n);
  if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator('summary').click();
  return d;
}

/** A Golden Triangle trip for Asha Rao, with a pick-up on day 3 at `pickUp`. */
async function fillTrip(page: Page, { pickUp = '09:30', night4, traveller = 'Asha Rao' }: { pickUp?: string; night4?: string; traveller?: string } = {}) {
  await page.getByLabel('Itinerary').selectOption('golden-triangle');
  await page.getByLabel('Start date').fill(START);
  await page.getByLabel('Traveller 1').fill(traveller);
  const d3 = await openDay(page, 3);
  if ((await d3.getByLabel('Pick-up time').count()) === 0) await d3.getByRole('button', { name: 'Add a transfer on day 3' }).click();
  await d3.getByLabel('Pick-up time').fill(pickUp);
  await d3.getByLabel('Pick-up place').fill('The Leela Palace lobby');
  await d3.getByRole('textbox', { name: 'To', exact: true }).fill('Hazrat Nizamuddin station');
  await d3.getByLabel("Driver's name").fill('Suresh Singh');
  await d3.getByLabel("Driver's phone").fill('+91 98990 01122');
  if (night4) {
    const d4 = await openDay(page, 4);
    await d4.getByLabel('Hotel name', { exact: true }).fill(night4);
  }
}

/** Sends the trip as it is at the desk; resolves to its link. */
async function send(page: Page, revision: number): Promise<string> {
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await expect(page.getByTestId('trip-sent')).toContainText(`Revision ${revision} is signed`);
  const link = await page.getByLabel('Link to the trip').inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/trip#[A-Za-z0-9_-]+$/);
  return link;
}

/** A browser that has never seen the site: a new context. */
async function freshBrowser(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

/** A phone on which the app is installed (the service worker active, the guide precached), nothing kept. */
async function installedPhone(installed: Installed): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await installed({ viewport: { width: 390, height: 844 } });
  return { context, page, errors: collectErrors(page) };
}

/** The kept trips' tripId and revision, read as the browser keeps them. */
const keptTrips = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; revision: number }[]>((resolve, reject) => {
        const open = indexedDB.open('rasa-journeys');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('bookedTrips')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('bookedTrips').objectStore('bookedTrips').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map((t: { id: string; revision: number }) => ({ id: t.id, revision: t.revision })));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

const KEEP = 'Keep this trip on my phone';

/** My Journeys' booked trips: the section is drawn with the lists (its kept trips' code comes only if one may be kept). */
async function bookedTripsShown(page: Page) {
  await expect(page.getByTestId('booked-trips')).toBeVisible();
}

async function keep(page: Page) {
  await page.getByRole('button', { name: KEEP }).click();
  await expect(page.getByTestId('trip-keep-outcome')).toContainText('Kept on this phone');
}

/** `fragment` with one character changed, in the middle. */
function oneCharacterChanged(link: string): string {
  const [base, fragment] = link.split('#') as [string, string];
  const i = Math.floor(fragment.length / 2);
  return `${base}#${fragment.slice(0, i)}${fragment[i] === 'A' ? 'B' : 'A'}${fragment.slice(i + 1)}`;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
/** A link carrying `envelope` as the desk packs it. */
const linkOf = (envelope: object) => `/trip#${b64url(deflateRawSync(Buffer.from(JSON.stringify(envelope))))}`;

test.describe('a trip made at the desk', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens from its link in a fresh browser, offline once installed, verified, and is kept', async ({ page, installed }) => {
    await openDesk(page);
    await fillTrip(page);
    const link = await send(page, 1);
    // The QR code of the link, and the file for an e-mail.
    await expect(page.getByTestId('trip-qr')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the .json file' })).toBeVisible();

    const traveller = await installedPhone(installed);
    await goOffline(traveller.context, traveller.page);
    // goOffline's own probe fails to load, as it must: what counts is what the trip's pages log.
    traveller.errors.length = 0;
    await traveller.page.goto(link);
    await waitForApp(traveller.page);
    await expect(traveller.page.getByTestId('trip-verified')).toContainText('Verified: this trip was sent by Rasa Journeys.');
    const trip = traveller.page.getByTestId('booked-trip');
    await expect(trip.getByRole('heading', { name: 'Golden Triangle Luxury Tour' })).toBeVisible();
    await expect(trip).toContainText('Travellers: Asha Rao');
    await expect(trip.getByTestId('booked-transfer')).toContainText('Pick-up 09:30 at The Leela Palace lobby');
    await expect(trip.getByRole('link', { name: 'Driver Suresh Singh: +919899001122' })).toHaveAttribute('href', 'tel:+919899001122');
    expect(await keptTrips(traveller.page)).toEqual([]);
    await keep(traveller.page);
    const kept = await keptTrips(traveller.page);
    expect(kept).toEqual([{ id: expect.stringMatching(/^rj-/), revision: 1 }]);

    // Still offline: the kept trip opens at /trip with no link.
    await traveller.page.goto('/trip');
    await waitForApp(traveller.page);
    await expect(traveller.page.getByTestId('booked-trip').getByTestId('booked-transfer')).toContainText('Pick-up 09:30');
    expect(traveller.errors).toEqual([]);
    await traveller.context.close();
  });
});

test('a link changed by one character, or cut short, is refused with nothing kept and nothing on the console', async ({ page, browser, baseURL }) => {
  await openDesk(page);
  await fillTrip(page);
  const link = await send(page, 1);
  const traveller = await freshBrowser(browser, baseURL);
  for (const bad of [oneCharacterChanged(link), link.slice(0, link.length - 40)]) {
    await traveller.page.goto(bad);
    await waitForApp(traveller.page);
    await expect(traveller.page.getByTestId('trip-refused')).toContainText('This trip cannot be opened');
    await expect(traveller.page.getByTestId('trip-refused')).toContainText('Nothing was kept on this phone.');
    await expect(traveller.page.getByRole('button', { name: KEEP })).toHaveCount(0);
    await expect(traveller.page.getByTestId('trip-verified')).toHaveCount(0);
    expect(await keptTrips(traveller.page)).toEqual([]);
  }
  expect(traveller.errors).toEqual([]);
  await traveller.context.close();
});

test('a revision shows its changes before it replaces the kept one, and an old link does not undo them', async ({ page, browser, baseURL }) => {
  await openDesk(page);
  await fillTrip(page);
  const first = await send(page, 1);
  // Sent again unchanged: the same revision, the same link.
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await expect(page.getByTestId('trip-sent')).toContainText('Nothing changed since revision 1 was sent');
  expect(await page.getByLabel('Link to the trip').inputValue()).toBe(first);
  await fillTrip(page, { pickUp: '10:15', night4: 'ITC Mughal' });
  const second = await send(page, 2);

  const traveller = await freshBrowser(browser, baseURL);
  await traveller.page.goto(first);
  await keep(traveller.page);
  await traveller.page.goto(second);
  await waitForApp(traveller.page);
  const changes = traveller.page.getByTestId('trip-changes');
  await expect(changes).toContainText('What changed since the trip you kept (revision 1)');
  await expect(changes.getByRole('listitem')).toHaveText(['Night 4: The Oberoi Amarvilas → ITC Mughal', 'Day 3 pick-up 09:30 → 10:15']);
  expect(await keptTrips(traveller.page)).toEqual([{ id: expect.any(String), revision: 1 }]);
  await keep(traveller.page);
  expect(await keptTrips(traveller.page)).toEqual([{ id: expect.any(String), revision: 2 }]);

  // The first link again: refused as older, the kept revision 2 shown and kept.
  await traveller.page.goto(first);
  await waitForApp(traveller.page);
  await expect(traveller.page.getByTestId('trip-older')).toContainText('this phone keeps revision 2, which is newer');
  await expect(traveller.page.getByRole('button', { name: KEEP })).toHaveCount(0);
  await expect(traveller.page.getByTestId('booked-transfer')).toContainText('Pick-up 10:15');
  expect(await keptTrips(traveller.page)).toEqual([{ id: expect.any(String), revision: 2 }]);
  expect(traveller.errors).toEqual([]);
  await traveller.context.close();
});

test('a hostile trip: markup in every text shows as text; a megabyte field, a newer format and an unknown key are refused', async ({ page, browser, baseURL }) => {
  const markup = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
  await openDesk(page);
  await fillTrip(page, { traveller: markup, night4: markup });
  await page.getByLabel('A note for the traveller').fill(markup);
  const link = await send(page, 1);
  const envelope = JSON.parse(inflateRawSync(Buffer.from(link.split('#')[1]!, 'base64url')).toString('utf8')) as { kid: string; payload: string; sig: string };

  const traveller = await freshBrowser(browser, baseURL);
  await traveller.page.goto(link);
  await waitForApp(traveller.page);
  const trip = traveller.page.getByTestId('booked-trip');
  await expect(trip).toContainText(`Travellers: ${markup}`);
  await expect(trip.getByText(markup, { exact: true }).first()).toBeVisible();
  await expect(traveller.page.locator('img[src="x"], main b')).toHaveCount(0);
  expect(await traveller.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  const refusals: [string, RegExp][] = [
    // A megabyte field packs into a short link; it is refused unpacking, before any signature is read.
    [linkOf({ ...envelope, payload: 'A'.repeat(1_000_000) }), /far larger than any trip/],
    [linkOf({ ...envelope, format: 2 }), /newer format/],
    [linkOf({ ...envelope, kid: 'rasa-unknown' }), /key Rasa Journeys does not use/],
  ];
  // Signed for real, by a key the site was never given.
  const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const payload = Buffer.from(envelope.payload, 'base64url');
  const strangerSig = signBytes('sha256', payload, { key: stranger, dsaEncoding: 'ieee-p1363' });
  refusals.push([linkOf({ ...envelope, kid: 'rasa-stranger', sig: b64url(strangerSig) }), /key Rasa Journeys does not use/]);
  refusals.push([linkOf({ ...envelope, sig: b64url(strangerSig) }), /changed since Rasa Journeys signed it/]);
  for (const [bad, why] of refusals) {
    await traveller.page.goto('/');
    await traveller.page.goto(bad);
    await waitForApp(traveller.page);
    await expect(traveller.page.getByTestId('trip-refused')).toContainText(why);
  }
  expect(await keptTrips(traveller.page)).toEqual([]);
  expect(traveller.errors).toEqual([]);
  await traveller.context.close();
});

test("the desk keeps its draft over a reload and names what to fix before sending", async ({ page }) => {
  await openDesk(page);
  await page.getByLabel('Start date').fill('');
  await page.getByLabel('Traveller 1').fill('');
  await page.getByLabel('24-hour phone for this trip').fill('011 4050 7788');
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  const problems = page.getByTestId('desk-problems');
  await expect(problems).toContainText('Start date: please choose the first day of the trip.');
  await expect(problems).toContainText('24-hour phone: Write it in international form');
  await expect(page.getByLabel('24-hour phone for this trip')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('trip-sent')).toHaveCount(0);

  await fillTrip(page);
  await page.getByLabel('24-hour phone for this trip').fill('+91 11 4050 7788');
  await page.reload();
  await expect(page.getByLabel('Traveller 1')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Start date')).toHaveValue(START);
  const d3 = await openDay(page, 3);
  await expect(d3.getByLabel('Pick-up time')).toHaveValue('09:30');
});

test("My Journeys takes the trip's .json file: verified, kept, and listed there", async ({ page, browser, baseURL }) => {
  await openDesk(page);
  await fillTrip(page);
  await send(page, 1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the .json file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rasa-trip-rj-[a-z0-9]+-r1\.json$/);
  const path = await file.path();

  const traveller = await freshBrowser(browser, baseURL);
  const scripts: string[] = [];
  traveller.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await traveller.page.goto('/my-journeys');
  await waitForApp(traveller.page);
  await bookedTripsShown(traveller.page);
  // Nothing kept yet: the kept trips' code (their list, its removal) is not fetched.
  await traveller.page.waitForLoadState('networkidle');
  const keptCode = ['src/features/bookedTrip/KeptTrips.tsx', 'src/features/bookedTrip/kept.tsx'].map(chunkOf);
  expect(scripts.filter((s) => keptCode.some((file) => file.test(s)))).toEqual([]);
  await traveller.page.getByLabel('Add a trip from Rasa Journeys (.json file)').setInputFiles(path);
  await expect(traveller.page.getByTestId('trip-verified')).toBeVisible();
  await keep(traveller.page);
  expect(await keptTrips(traveller.page)).toEqual([{ id: expect.any(String), revision: 1 }]);
  scripts.length = 0;
  await traveller.page.reload();
  await waitForApp(traveller.page);
  await bookedTripsShown(traveller.page);
  await expect(traveller.page.getByTestId('kept-trip')).toContainText('Golden Triangle Luxury Tour');
  // A trip kept: now the list's code is fetched (the check above is not blind to its name).
  expect(scripts.some((s) => chunkOf('src/features/bookedTrip/KeptTrips.tsx').test(s))).toBe(true);
  // A file that is not a trip: refused, nothing more kept.
  await traveller.page.getByLabel('Add a trip from Rasa Journeys (.json file)').setInputFiles({ name: 'trip.json', mimeType: 'application/json', buffer: Buffer.from('{"app":"rasa-journeys","version":1,"saved":[]}') });
  await expect(traveller.page.getByTestId('trip-refused')).toContainText('This is not a trip sent by Rasa Journeys.');
  expect(await keptTrips(traveller.page)).toHaveLength(1);
  expect(traveller.errors).toEqual([]);
  await traveller.context.close();
});

// The desk at its own width (a desk's screen); the phone's screens at 390 px, then /trip and Today
// again at 1366 px, in one browser: the trip is made, sent and kept once.
test('/desk, /trip, and Today and Help on the trip have zero WCAG 2.2 A/AA violations at 390 and 1366 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await openDesk(page);
  await fillTrip(page, { night4: 'ITC Mughal' });
  const link = await send(page, 1);
  const failures: string[] = [];
  const check = async (p: Page, what: string) => {
    failures.push(...(await axeViolations(p, what)));
  };
  await check(page, '/desk');
  await page.setViewportSize({ width: 390, height: 844 });
  await check(page, '/desk at 390');
  // A fresh browser with no service worker: its precache download would compete with the page.
  const { context: traveller, page: t } = await freshBrowser(browser, baseURL);
  await t.goto(link);
  await waitForApp(t);
  await expect(t.getByTestId('trip-verified')).toBeVisible();
  await check(t, '/trip (opened)');
  await keep(t);
  await t.goto('/trip');
  await waitForApp(t);
  await expect(t.getByTestId('booked-trip')).toBeVisible();
  await expect(t.getByTestId('booked-stays')).toBeVisible();
  await expect(t.getByTestId('before-you-go')).toBeVisible();
  await check(t, '/trip (kept)');
  // On the road: day 4 (09:00 in India, the night at the ITC Mughal), Today and Help led by the trip, the driver's card open.
  await t.clock.setFixedTime(new Date('2027-03-17T03:30:00Z'));
  await t.goto('/today');
  await waitForApp(t);
  await expect(t.getByTestId('today-booked')).toBeVisible();
  await check(t, '/today (booked, day 4)');
  await t.getByRole('button', { name: 'Show the driver' }).click();
  await expect(t.getByTestId('driver-card')).toBeVisible();
  await check(t, '/today (Show the driver)');
  await t.goto('/help/india');
  await waitForApp(t);
  await expect(t.getByTestId('help-booked')).toBeVisible();
  await check(t, '/help/india (booked, day 4)');
  await t.goto(oneCharacterChanged(link));
  await waitForApp(t);
  await expect(t.getByTestId('trip-refused')).toBeVisible();
  await check(t, '/trip (refused)');
  await t.setViewportSize({ width: 1366, height: 900 });
  await check(t, '/trip (refused) at 1366');
  await t.goto('/trip');
  await waitForApp(t);
  await expect(t.getByTestId('booked-stays')).toBeVisible();
  await check(t, '/trip (kept) at 1366');
  await t.goto('/today');
  await waitForApp(t);
  await t.getByRole('button', { name: 'Show the driver' }).click();
  await expect(t.getByTestId('driver-card')).toBeVisible();
  await check(t, '/today (booked, Show the driver) at 1366');
  await traveller.close();
  expect(failures).toEqual([]);
});

test.describe('the booked trip on the road', () => {
  /** Day 3 of a Golden Triangle trip for Asha Rao: a pick-up, a flight and a hotel with its address in Devanagari. */
  async function fillRoadDay(page: Page) {
    await fillTrip(page);
    const d3 = await openDay(page, 3);
    await d3.getByRole('button', { name: 'Add a flight on day 3' }).click();
    await d3.getByLabel('Airline code').fill('AI');
    await d3.getByLabel('Flight number').fill('491');
    await d3.getByLabel('From (airport code)').fill('DEL');
    await d3.getByLabel('To (airport code)').fill('JAI');
    await d3.getByLabel('Departs (local time)').fill('14:05');
    await d3.getByLabel('Arrives (local time)').fill('15:10');
    await d3.getByLabel('Terminal').fill('3');
    await d3.getByLabel('Hotel name', { exact: true }).fill('The Oberoi Rajvilas');
    await d3.getByLabel('Address', { exact: true }).fill('Goner Road, Jaipur 302031');
    await d3.getByLabel('Address in the local script').fill('गोनेर रोड, जयपुर 302031');
    await d3.getByLabel('Hotel phone').fill('+91 141 268 0101');
  }

  test('offline on day 3: the driver with his number and the pick-up, the flight in local time, the hotel in Devanagari, Help and the outbox offer the trip line, the calendar file', async ({ page, installed }) => {
    // The desk, then a phone through Today, Help, a booking request and the calendar file.
    test.setTimeout(180_000);
    await openDesk(page);
    await fillRoadDay(page);
    const link = await send(page, 1);

    const traveller = await installedPhone(installed);
    await traveller.page.goto(link);
    await waitForApp(traveller.page);
    await keep(traveller.page);
    // A trip planned from the brochure on the same dates: named below the booked one.
    await traveller.page.evaluate(() => localStorage.setItem('rasa.plans', JSON.stringify([{ id: 'golden-triangle:2027-03-14', itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2, savedAt: '2026-11-01T10:00:00.000Z' }])));
    await goOffline(traveller.context, traveller.page);
    traveller.errors.length = 0;
    // 08:40 on Tue 16 Mar 2027 in India (03:10 UTC): day 3.
    await traveller.page.clock.setFixedTime(new Date('2027-03-16T03:10:00Z'));
    await traveller.page.goto('/today');
    await waitForApp(traveller.page);
    const booked = traveller.page.getByTestId('today-booked');
    await expect(booked.getByRole('heading', { name: 'Day 3 · Tue 16 Mar 2027' })).toBeVisible();
    const transfer = booked.getByTestId('today-transfer');
    await expect(transfer).toContainText('Pick-up 09:30');
    await expect(transfer).toContainText('Driver: Suresh Singh');
    await expect(transfer.getByRole('link', { name: 'Call driver Suresh Singh: +919899001122' })).toHaveAttribute('href', 'tel:+919899001122');
    await expect(transfer.getByRole('link', { name: 'WhatsApp driver Suresh Singh' })).toHaveAttribute('href', 'https://wa.me/919899001122');
    await expect(booked.getByTestId('today-flight')).toContainText('Flight AI 491: DEL → JAI');
    await expect(booked.getByTestId('today-flight')).toContainText('Departs 14:05 DEL time');
    // The booked trip leads; the plan made here is named below it, not shown as a second day.
    await expect(traveller.page.getByText('No trip planned yet')).toHaveCount(0);
    const also = traveller.page.getByTestId('today-also-planned');
    await expect(also.getByRole('heading', { name: 'Also planned on this device' })).toBeVisible();
    await expect(also.getByRole('link', { name: 'Golden Triangle Luxury Tour' })).toHaveAttribute('href', '/itinerary/golden-triangle?start=2027-03-14&travellers=2');
    await expect(traveller.page.getByTestId('today-running')).toHaveCount(0);
    const [bookedBox, alsoBox] = await Promise.all([booked.boundingBox(), also.boundingBox()]);
    expect(bookedBox!.y).toBeLessThan(alsoBox!.y);

    await booked.getByRole('button', { name: 'Show the driver' }).click();
    const card = traveller.page.getByTestId('driver-card');
    await expect(card).toContainText('गोनेर रोड, जयपुर 302031');
    await expect(card).toContainText('The Oberoi Rajvilas');
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    await expect(booked.getByRole('button', { name: 'Show the driver' })).toBeFocused();

    // Help, still offline: the trip's own 24-hour line comes first, before the country's numbers.
    await traveller.page.goto('/help/india');
    await waitForApp(traveller.page);
    const line = traveller.page.getByTestId('help-booked');
    await expect(line.getByRole('link', { name: /^Call your trip's 24-hour line: \+\d+$/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    const [lineBox, numbersBox] = await Promise.all([line.boundingBox(), traveller.page.getByRole('heading', { name: 'Emergency numbers in India' }).boundingBox()]);
    expect(lineBox!.y).toBeLessThan(numbersBox!.y);

    // A message written on the trip, with no signal: it waits in the outbox, which offers the trip's line.
    await traveller.page.goto('/contact');
    await waitForApp(traveller.page);
    await field(traveller.page, 'Name').fill('Asha Rao');
    await field(traveller.page, 'Email').fill('asha.road@example.com');
    await field(traveller.page, 'Subject').fill('Our driver has not come');
    await field(traveller.page, 'Message').fill('We are waiting in the lobby.');
    await traveller.page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(traveller.page, 'Message Saved')).toBeVisible();
    const tripLine = traveller.page.getByTestId('outbox-indicator').getByTestId('outbox-trip-line');
    await expect(tripLine).toContainText('Need a person now?');
    await expect(tripLine.getByRole('link', { name: /^Call your trip's 24-hour line: \+\d+$/ })).toHaveAttribute('href', /^tel:\+\d+$/);

    // The calendar file, made offline: the flight at 14:05 in Delhi is 08:35 UTC, its alarm 3 h before.
    await traveller.page.goto('/trip');
    await waitForApp(traveller.page);
    // The route as booked: day 3's hotel, not the plan's, marked; Before you go adds the flight's check-in.
    const stays = traveller.page.getByTestId('booked-stays');
    await expect(stays.getByRole('listitem').filter({ hasText: 'The Oberoi Rajvilas' })).toContainText('Changed from the plan');
    await expect(stays.getByRole('link', { name: 'Open The Oberoi Rajvilas in Google Maps' })).toHaveAttribute('href', /Goner%20Road|Goner\+Road/);
    await expect(traveller.page.getByTestId('checklist-item').filter({ hasText: 'Check in online for AI 491' })).toContainText('DEL → JAI');
    const download = traveller.page.waitForEvent('download');
    await traveller.page.getByRole('button', { name: 'Add to my calendar' }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const flight = events.find((e) => /AI 491/.test(e.summary));
    expect(flight?.startDate.toJSDate().toISOString()).toBe('2027-03-16T08:35:00.000Z');
    expect(flight?.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT3H');
    const pickUp = events.find((e) => /Pick-up/.test(e.summary));
    expect(pickUp?.startDate.toJSDate().toISOString()).toBe('2027-03-16T04:00:00.000Z');
    expect(events.filter((e) => e.startDate.isDate).length).toBeGreaterThanOrEqual(6);
    // Before you go's reminders ride in the same file, the flight's check-in among them.
    expect(events.some((e) => e.summary === 'Before you go: Check in online for AI 491')).toBe(true);
    expect(events.some((e) => /^Before you go: .*e-Visa/.test(e.summary))).toBe(true);
    expect(traveller.errors).toEqual([]);
    await traveller.context.close();
  });
});

test.describe('the journey there', () => {
  /** BA 257 under day 1: it leaves London at 21:40 the evening before and lands in Delhi at 10:05 on day 1. */
  async function addFlightThere(page: Page) {
    const d1 = await openDay(page, 1);
    await d1.getByRole('button', { name: 'Add a flight on day 1' }).click();
    await d1.getByLabel('Airline code').fill('BA');
    await d1.getByLabel('Flight number').fill('257');
    await d1.getByLabel('From (airport code)').fill('LHR');
    await d1.getByLabel('To (airport code)').fill('DEL');
    await d1.getByLabel('Leaves').selectOption({ label: 'The day before day 1 (Sat 13 Mar 2027)' });
    await d1.getByLabel('Departs (local time)').fill('21:40');
    await d1.getByLabel('Arrives (local time)').fill('10:05');
    await d1.getByLabel('Lands').selectOption({ label: 'The next day' });
  }

  test("BA 257 from London the evening before day 1: on Today that evening in the airport's and the phone's time, on /trip as the journey there, and in the calendar at its instants", async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    await openDesk(page);
    await fillTrip(page);
    await addFlightThere(page);
    const link = await send(page, 1);

    // A phone in London, the evening before day 1 (18:00 GMT: already 23:30 in Delhi).
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, timezoneId: 'Europe/London' });
    const phone = await context.newPage();
    const errors = collectErrors(phone);
    await phone.goto(link);
    await waitForApp(phone);
    await keep(phone);
    await phone.clock.setFixedTime(new Date('2027-03-13T18:00:00Z'));
    await phone.goto('/today');
    await waitForApp(phone);
    const booked = phone.getByTestId('today-booked');
    await expect(booked.getByRole('heading', { level: 2 })).toHaveText('Your journey there · Sat 13 Mar 2027');
    const flight = booked.getByTestId('today-flight');
    await expect(flight).toContainText('Flight BA 257: LHR → DEL');
    await expect(flight).toContainText('Departs 21:40 LHR time');
    await expect(flight).not.toContainText('on this phone');
    await expect(flight).toContainText('Arrives 10:05 DEL time, Sun 14 Mar 2027');
    await expect(phone.getByTestId('today-tomorrow')).toContainText('Day 1 · Sun 14 Mar 2027, Delhi');

    // The route: the journey there is a day of its own, before day 1.
    await phone.goto('/trip');
    await waitForApp(phone);
    const first = phone.getByTestId('booked-day').first();
    await expect(first.getByRole('heading')).toHaveText('The journey there · Sat 13 Mar 2027');
    await expect(first.getByTestId('booked-flight')).toContainText('Flight BA 257: LHR → DEL');
    await expect(phone.getByTestId('checklist-item').filter({ hasText: 'Check in online for BA 257' })).toBeVisible();

    // The calendar file: the flight at its instants, 21:40 in London (GMT) to 10:05 in Delhi (04:35 UTC).
    const download = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Add to my calendar' }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const ba = events.find((e) => /BA 257/.test(e.summary));
    expect(ba?.startDate.toJSDate().toISOString()).toBe('2027-03-13T21:40:00.000Z');
    expect(ba?.endDate.toJSDate().toISOString()).toBe('2027-03-14T04:35:00.000Z');
    expect(events.filter((e) => e.startDate.isDate && /^Day \d/.test(e.summary))).toHaveLength(7);
    expect(errors).toEqual([]);
    await context.close();

    // A phone already on India's time that evening: the flight in the airport's time and the phone's.
    const india = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });
    const other = await india.newPage();
    await other.goto(link);
    await waitForApp(other);
    await keep(other);
    await other.clock.setFixedTime(new Date('2027-03-13T18:00:00Z'));
    await other.goto('/today');
    await waitForApp(other);
    await expect(other.getByTestId('today-flight')).toContainText('Departs 21:40 LHR time (03:10 on this phone)');
    await india.close();
  });
});
