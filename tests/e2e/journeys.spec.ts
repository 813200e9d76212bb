/**
 * My Journeys: the shortlist kept on the device (across reloads and tabs), the comparison by URL,
 * a dated trip (dates, season warnings, calendar file, share, print, offline), and its screens'
 * accessibility.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './installed';
import ICAL from 'ical.js';
import { chunkOf, collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const INBOX = `http://localhost:${process.env.INBOX_PORT || 4174}`;

/** A start date next year (always in the future), and how the page writes it. */
const NEXT_YEAR = new Date().getFullYear() + 1;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function shown(iso: string, plusDays = 0): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + plusDays));
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The save button of `name`, once it answers clicks (its code arrives after start-up). */
async function saveButton(page: Page, name: string) {
  const button = page.getByRole('button', { name: new RegExp(`^(Save ${name}|Remove ${name} from My Journeys)$`) }).first();
  await expect(button).toHaveAttribute('data-ready', 'true');
  return button;
}

async function save(page: Page, name: string) {
  const button = await saveButton(page, name);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from My Journeys` }).first()).toHaveAttribute('aria-pressed', 'true');
}

const navLink = (page: Page) => page.getByRole('banner').getByTestId('my-journeys-link');

test.describe('the shortlist', () => {
  test('two journeys and a place saved are there after a reload, in My Journeys and in a second tab', async ({ page, context }) => {
    const errors = collectErrors(page);
    await page.goto('/itineraries/india');
    await waitForApp(page);
    await expect(navLink(page)).toHaveCount(0);
    await save(page, 'Golden Triangle Luxury Tour');
    await save(page, 'Tiger Trail');
    await expect(navLink(page)).toHaveAccessibleName('My Journeys, 2 saved');

    // A second tab already open hears the next save at once.
    const other = await context.newPage();
    await other.goto('/my-journeys');
    await waitForApp(other);
    await expect(other.getByRole('heading', { name: /^Saved journeys/ })).toBeVisible();
    await expect(other.getByRole('heading', { name: /^Saved places/ })).toHaveCount(0);

    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await save(page, 'Agra');
    await expect(navLink(page)).toHaveAccessibleName('My Journeys, 3 saved');
    await expect(other.getByRole('region', { name: /^Saved places/ }).getByRole('heading', { name: 'Agra' })).toBeVisible();
    await expect(other.getByTestId('my-journeys-link')).toHaveAccessibleName('My Journeys, 3 saved');

    await page.reload();
    await waitForApp(page);
    await expect(await saveButton(page, 'Agra')).toHaveAttribute('aria-pressed', 'true');
    await navLink(page).click();
    await expect(page).toHaveURL('/my-journeys');
    const journeys = page.getByRole('region', { name: /^Saved journeys/ });
    await expect(journeys.getByRole('article').getByRole('heading')).toHaveText(['Tiger Trail', 'Golden Triangle Luxury Tour']);
    // Each with its length, 'from' price and best months.
    const tiger = journeys.getByRole('article').first();
    await expect(tiger).toContainText('Days');
    await expect(tiger.getByTestId('from-price')).toHaveText(/^From \$[\d,]+ per person$/);
    await expect(tiger).toContainText('Best:');
    const places = page.getByRole('region', { name: /^Saved places/ });
    await expect(places.getByRole('article')).toHaveCount(1);
    await expect(places).toContainText('Best: October to March');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rasa.saved') ?? '[]').length)).toBe(3);

    // Removed here, gone there too.
    await journeys.getByRole('button', { name: 'Remove Tiger Trail from My Journeys' }).click();
    await expect(other.getByRole('region', { name: /^Saved journeys/ }).getByRole('article')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('with nothing saved, My Journeys suggests three popular journeys, and a save from there counts', async ({ page }) => {
    const errors = collectErrors(page);
    // The lists and the places they look up are not fetched for a screen that shows none (at a
    // phone's width: on a large screen the dropdown menus read the places).
    await page.setViewportSize({ width: 390, height: 844 });
    const unshown = [chunkOf('src/features/journeys/SavedLists.tsx'), chunkOf('src/content/places.ts'), chunkOf('src/content/placeDetails.ts')];
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/my-journeys');
    await waitForApp(page);
    const empty = page.getByTestId('my-journeys-empty');
    await expect(empty.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expect(empty.getByRole('article')).toHaveCount(3);
    expect(fetched.filter((path) => unshown.some((chunk) => chunk.test(path)))).toEqual([]);
    const heart = await saveButton(page, 'Nepal Explorer');
    await heart.click();
    // The list takes the suggestions' place.
    await expect(page.getByRole('region', { name: /^Saved journeys/ }).getByRole('heading', { name: 'Nepal Explorer' })).toBeVisible();
    await expect(empty).toHaveCount(0);
    await expect(navLink(page)).toHaveAccessibleName('My Journeys, 1 saved');
    expect(errors).toEqual([]);
  });

  test('still works, for the page, where the browser refuses storage', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      // As with cookies and site data blocked: localStorage throws, IndexedDB will not open.
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse, configurable: true });
      IDBFactory.prototype.open = refuse;
    });
    await page.goto('/itinerary/golden-triangle');
    await waitForApp(page);
    await (await saveButton(page, 'Golden Triangle Luxury Tour')).click();
    await expect(page.getByRole('button', { name: 'Remove Golden Triangle Luxury Tour from My Journeys' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('This browser is not letting us keep My Journeys on your device', { exact: false })).toBeVisible();
    await expect(navLink(page)).toHaveAccessibleName('My Journeys, 1 saved');
    // Kept for the visit: My Journeys, reached in the app, lists it.
    await navLink(page).click();
    await expect(page.getByRole('region', { name: /^Saved journeys/ }).getByRole('heading', { name: 'Golden Triangle Luxury Tour' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('says so, politely, when the device can keep nothing', async ({ page }) => {
    await page.addInitScript(() => {
      // A full device: every write to localStorage fails, IndexedDB will not open.
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
      IDBFactory.prototype.open = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await page.goto('/destinations/india/jaipur');
    await waitForApp(page);
    await (await saveButton(page, 'Jaipur')).click();
    await expect(page.getByText("Your device's storage is full, so My Journeys can keep this change only until you close the page.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Jaipur from My Journeys' }).first()).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('compare', () => {
  test('two journeys side by side from the URL, in a real table', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/my-journeys/compare?ids=golden-triangle,tiger-trail');
    await waitForApp(page);
    const table = page.getByRole('table', { name: 'Golden Triangle Luxury Tour compared with Tiger Trail' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    const rows = await table.getByRole('rowheader').allTextContents();
    expect(rows).toEqual(['Length', 'From price', 'Grade', 'Countries', 'Places in order', 'Best months', 'Highlights', 'Hotels']);
    const hotels = table.getByRole('row', { name: /^Hotels/ });
    await expect(hotels).toContainText('The Oberoi Amarvilas');
    await expect(hotels).not.toContainText('Departure');
    await expect(table.getByRole('row', { name: /^Length/ })).toContainText('7 Days / 6 Nights');
    await expect(table.getByRole('row', { name: /^Countries/ }).getByRole('cell').first()).toHaveText('India');
    expect(await page.evaluate(() => document.title)).toContain('Compare Journeys');
    expect(errors).toEqual([]);
  });

  test('on a phone the table scrolls sideways with its row labels held', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-journeys/compare?ids=golden-triangle,tiger-trail,nepal-explorer');
    await waitForApp(page);
    const scroller = page.getByTestId('compare-scroller');
    await expect(scroller.getByRole('columnheader')).toHaveCount(3);
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const label = scroller.getByRole('rowheader', { name: 'Grade' });
    const before = (await label.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
  });

  test('ignores unknown ids with a note, and asks for two when fewer are left', async ({ page }) => {
    await page.goto('/my-journeys/compare?ids=golden-triangle,atlantis');
    await waitForApp(page);
    await expect(page.getByTestId('compare-note')).toContainText('“atlantis” is not one of our journeys');
    await expect(page.getByRole('heading', { name: 'Choose two or three journeys' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('ticking two saved journeys in My Journeys opens their comparison', async ({ page }) => {
    await page.goto('/itineraries/nepal');
    await waitForApp(page);
    await save(page, 'Nepal Explorer');
    await save(page, 'Annapurna Sanctuary Trek');
    await page.goto('/my-journeys');
    await waitForApp(page);
    await page.getByRole('checkbox', { name: 'Compare Nepal Explorer' }).check();
    await page.getByRole('checkbox', { name: 'Compare Annapurna Sanctuary Trek' }).check();
    await page.getByRole('link', { name: 'Compare side by side' }).click();
    await expect(page).toHaveURL('/my-journeys/compare?ids=nepal-explorer%2Cannapurna-sanctuary');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  });
});

test.describe('a dated trip', () => {
  test('Plan my dates dates every day, warns of the monsoon closure, and saves the plan', { tag: '@smoke' }, async ({ page }) => {
    const errors = collectErrors(page);
    const start = `${NEXT_YEAR}-07-01`;
    await page.goto('/itinerary/tiger-trail');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Plan my dates' }).click();
    await expect(page).toHaveURL(/#plan$/);
    const form = page.getByRole('form', { name: 'Plan my dates' });
    await expect(form.getByLabel('Start date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    await form.getByLabel('Start date').fill(start);
    await form.getByLabel('Travellers').selectOption('4');
    await form.getByRole('button', { name: 'Show my dates' }).click();
    await expect(page).toHaveURL(`/itinerary/tiger-trail?start=${start}&travellers=4`);

    const days = page.getByTestId('day');
    const count = await days.count();
    expect(count).toBeGreaterThan(5);
    const dates = await page.getByTestId('day-date').allTextContents();
    expect(dates).toEqual(Array.from({ length: count }, (_, i) => `Day ${i + 1} · ${shown(start, i)}`));
    await expect(page.getByTestId('plan-dates')).toContainText(`${shown(start)} to ${shown(start, count - 1)} · ${count} days · 4 travellers`);
    // July: Ranthambore's core zones are closed for the monsoon, on the Ranthambore days.
    await expect(page.getByTestId('plan-warning-summary')).toBeVisible();
    await expect(page.getByTestId('day-warning').filter({ hasText: /monsoon/i }).first()).toBeVisible();
    await expect(page.getByTestId('day').filter({ hasText: 'Ranthambore' }).first().getByTestId('day-warning')).not.toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Saved in My Journeys' })).toBeVisible();
    await page.goto('/my-journeys');
    await waitForApp(page);
    const trip = page.getByTestId('planned-trip');
    await expect(trip).toHaveCount(1);
    await expect(trip).toContainText(`${shown(start)} to ${shown(start, count - 1)} · 4 travellers`);
    await trip.getByRole('link', { name: `Open trip: Tiger Trail from ${shown(start)}` }).click();
    await expect(page).toHaveURL(`/itinerary/tiger-trail?start=${start}&travellers=4`);
    await expect(page.getByTestId('day-date').first()).toHaveText(`Day 1 · ${shown(start)}`);
    expect(errors).toEqual([]);
  });

  test('planned trips are listed soonest first', async ({ page }) => {
    await page.goto('/my-journeys');
    await waitForApp(page);
    const plans = [
      { id: 'bhutan-essentials:' + `${NEXT_YEAR}-10-02`, itineraryId: 'bhutan-essentials', start: `${NEXT_YEAR}-10-02`, travellers: 2, savedAt: '2026-01-01T00:00:00.000Z' },
      { id: 'golden-triangle:' + `${NEXT_YEAR}-02-10`, itineraryId: 'golden-triangle', start: `${NEXT_YEAR}-02-10`, travellers: 3, savedAt: '2026-01-02T00:00:00.000Z' },
    ];
    await page.evaluate((list) => localStorage.setItem('rasa.plans', JSON.stringify(list)), plans);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('planned-trip').getByRole('heading', { level: 3 })).toHaveText(['Golden Triangle Luxury Tour', 'Bhutan Essentials']);
  });

  test('Add to calendar downloads an .ics made on the device with one event per day', async ({ page }) => {
    const start = `${NEXT_YEAR}-03-14`;
    await page.goto(`/itinerary/golden-triangle?start=${start}&travellers=2`);
    await waitForApp(page);
    await expect(page.getByTestId('day-date').first()).toHaveText(`Day 1 · ${shown(start)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`golden-triangle-${start}.ics`);
    const text = await readFile((await file.path())!, 'utf8');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const titles = await page.getByTestId('day').getByRole('heading').allTextContents();
    expect(events).toHaveLength(titles.length);
    events.forEach((event, i) => {
      expect(event.summary).toMatch(new RegExp(`^Day ${i + 1}: .+ - Rasa Journeys$`));
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
      expect(event.description.split('\n')[0]).toBe(titles[i]);
      expect(event.uid).toBe(`golden-triangle-${start}-day${i + 1}@rasajourneys.com`);
    });
    expect(events[0]!.summary).toBe('Day 1: Delhi - Rasa Journeys');
    expect(events.at(-1)!.summary).toBe('Day 7: Jaipur - Rasa Journeys');
  });

  test('Share copies the dated link where the browser has no Web Share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // As on a desktop browser without the Web Share API.
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (Navigator.prototype as { canShare?: unknown }).canShare;
    });
    const start = `${NEXT_YEAR}-11-05`;
    await page.goto(`/itinerary/rajasthan-royalty?start=${start}&travellers=3`);
    await waitForApp(page);
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-status')).toContainText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname + new URL(copied).search).toBe(`/itinerary/rajasthan-royalty?start=${start}&travellers=3`);

    // A companion opening the link sees the same dated plan and can save it.
    const companion = await context.newPage();
    await companion.goto(copied);
    await waitForApp(companion);
    await expect(companion.getByTestId('day-date').first()).toHaveText(`Day 1 · ${shown(start)}`);
    await companion.getByRole('button', { name: 'Save to My Journeys' }).click();
    await expect(companion.getByRole('link', { name: 'Saved in My Journeys' })).toBeVisible();
  });

  test('print leaves out the navigation, footer and buttons, and keeps every dated day', async ({ page }) => {
    const start = `${NEXT_YEAR}-03-14`;
    await page.goto(`/itinerary/golden-triangle?start=${start}&travellers=2`);
    await waitForApp(page);
    await expect(page.getByTestId('day-date').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('navbar')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Ask about this day: day 1/ })).toBeHidden();
    expect(await page.locator('main img:visible').count()).toBe(0);
    const days = page.getByTestId('day');
    const n = await days.count();
    expect(n).toBe(7);
    for (let i = 0; i < n; i++) await expect(page.getByTestId('day-date').nth(i)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Triangle Luxury Tour' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
    await expect(page.getByTestId('print-contact')).toBeVisible();
    await expect(page.getByTestId('print-contact')).toContainText('+91 11 4050 7788');
    await expect(page.getByTestId('print-contact')).toContainText('hello@rasajourneys.com');
    expect(await days.first().evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('navbar')).toBeVisible();
  });

  test('a malformed or past start shows the plain itinerary with a note', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/itinerary/golden-triangle?start=2027-02-30&travellers=2');
    await waitForApp(page);
    await expect(page.getByTestId('plan-note')).toContainText('The start date "2027-02-30" was ignored: it is not a real date.');
    await expect(page.getByTestId('day')).toHaveCount(7);
    await expect(page.getByTestId('day-date')).toHaveCount(0);
    await page.goto('/itinerary/golden-triangle?start=2001-01-01');
    await waitForApp(page);
    await expect(page.getByTestId('plan-note')).toContainText('it is in the past');
    await page.goto('/itinerary/golden-triangle?start=%3Cscript%3E');
    await waitForApp(page);
    await expect(page.getByTestId('plan-note')).toContainText('"<script>" was ignored');
    expect(await page.locator('main script').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('Request this trip opens the booking form with the journey, dates and travellers', async ({ page }) => {
    const start = `${NEXT_YEAR}-03-14`;
    await page.goto(`/itinerary/golden-triangle?start=${start}&travellers=4`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'Request this trip' }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    await waitForApp(page);
    const main = page.getByRole('main');
    await expect(main.getByLabel(/^Itinerary/)).toHaveValue('golden-triangle');
    await expect(main.getByLabel(/^Start Date/)).toHaveValue(start);
    await expect(main.getByLabel(/^Travelers/)).toHaveValue('3-4');
    await expect(main.getByLabel(/^Duration/)).toHaveValue('6-8 days');
    await expect(main.getByLabel(/^Message/)).toHaveValue(`I would like to request Golden Triangle Luxury Tour from ${shown(start)} for 4 travellers.`);
  });

  test('Ask about this day sends a message with the day and its date', async ({ page, request }) => {
    const email = `day.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const start = `${NEXT_YEAR}-03-14`;
    await page.goto(`/itinerary/golden-triangle?start=${start}&travellers=2`);
    await waitForApp(page);
    // The question buttons load as their day nears the screen.
    await page.getByTestId('day-date').nth(1).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: `Ask about this day: day 2, ${shown(start, 1)}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Ask about Day 2 (${shown(start, 1)}, Delhi)` })).toBeVisible();
    await dialog.getByLabel(/^Name/).fill('Mira Sen');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Your question/).fill('Can we see the Taj at sunrise?');
    await dialog.getByRole('button', { name: 'Send Question' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await received(request, email)).length).toBe(1);
    const [message] = await received(request, email);
    expect(message!.subject).toBe(`Question about Day 2 (${shown(start, 1)}, Delhi): Golden Triangle Luxury Tour`);
    expect(message!.message).toContain('Can we see the Taj at sunrise?');
    expect(message!.start_date).toBe(`${start.slice(0, 8)}15`);
  });
});

async function received(request: APIRequestContext, email: string): Promise<Record<string, string>[]> {
  const all = (await (await request.get(`${INBOX}/messages`)).json()) as { template_params: Record<string, string> }[];
  return all.filter((m) => m.template_params.email === email).map((m) => m.template_params);
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a planned trip opens offline, on pages never visited', async ({ installed }) => {
    const start = `${NEXT_YEAR}-10-02`;
    const { page, context } = await installed();
    await page.goto('/');
    await page.evaluate((s) => localStorage.setItem('rasa.plans', JSON.stringify([{ id: `bhutan-essentials:${s}`, itineraryId: 'bhutan-essentials', start: s, travellers: 2, savedAt: '2026-01-01T00:00:00.000Z' }])), start);
    await goOffline(context, page);
    await page.goto('/my-journeys');
    await waitForApp(page);
    await page.getByRole('link', { name: `Open trip: Bhutan Essentials from ${shown(start)}` }).click();
    await expect(page).toHaveURL(`/itinerary/bhutan-essentials?start=${start}&travellers=2`);
    await expect(page.getByTestId('day-date').first()).toHaveText(`Day 1 · ${shown(start)}`);
    await page.goto(`/itinerary/everest-luxury?start=${start}`);
    await waitForApp(page);
    await expect(page.getByTestId('day-date').first()).toHaveText(`Day 1 · ${shown(start)}`);
  });
});

test('the new screens have no WCAG 2.2 A/AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const path of ['/my-journeys', '/my-journeys/compare?ids=golden-triangle,tiger-trail', '/my-journeys/compare']) {
    await page.goto(path);
    await waitForApp(page);
    await page.getByRole('status').filter({ hasText: /^Opening/ }).waitFor({ state: 'detached' });
    failures.push(...(await axeViolations(page, path)));
  }
  await page.goto('/itinerary/tiger-trail');
  await waitForApp(page);
  await save(page, 'Tiger Trail');
  const dated = `/itinerary/tiger-trail?start=${NEXT_YEAR}-07-01&travellers=2`;
  await page.goto(dated);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Save to My Journeys' }).click();
  await expect(page.getByTestId('day-warning').first()).toBeVisible();
  failures.push(...(await axeViolations(page, dated)));
  await page.goto('/destinations/india/agra');
  await waitForApp(page);
  await save(page, 'Agra');
  await page.goto('/my-journeys');
  await waitForApp(page);
  await expect(page.getByTestId('planned-trip')).toHaveCount(1);
  failures.push(...(await axeViolations(page, '/my-journeys (filled)')));
  expect(failures).toEqual([]);
});
