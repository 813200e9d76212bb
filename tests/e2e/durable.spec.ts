/**
 * A trip that survives (issue 32, sections 1 to 3): persistent storage asked when something is
 * saved or planned and reported on My Journeys; the backup file exported, then imported in a
 * fresh browser; damaged and hostile files refused with nothing changed and no script run; each
 * planned trip's "Ready offline" after a part is deleted from Cache Storage and fetched again
 * (with the service worker, as the offline suite allows it); axe at 390 and 1366 px.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const NEXT_YEAR = new Date().getFullYear() + 1;
const START = `${NEXT_YEAR}-03-14`;
const T = '2026-11-25T11:00:00.000Z';

/** Counts persist() calls, and says storage is not persistent yet, so the app asks. */
async function spyOnPersist(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { persistAsked: number };
    w.persistAsked = 0;
    const storage = navigator.storage;
    storage.persisted = async () => false;
    storage.persist = async () => {
      w.persistAsked++;
      return false;
    };
  });
}
const persistAsked = (page: Page) => page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked);

async function save(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Save ${name}` }).first();
  await expect(button).toHaveAttribute('data-ready', 'true');
  await button.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from My Journeys` }).first()).toHaveAttribute('aria-pressed', 'true');
}

const plansOf = (id: string) => [{ id: `${id}:${START}`, itineraryId: id, start: START, travellers: 2, savedAt: T }];
const storedLists = (page: Page) => page.evaluate(() => ['rasa.saved', 'rasa.plans', 'rasa.checklist'].map((k) => localStorage.getItem(k)));

async function openMyJourneys(page: Page) {
  await page.goto('/my-journeys');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Keep your trip' })).toBeVisible();
}

test.describe('storage that lasts', () => {
  test('persist() is asked on a save and on a plan, and My Journeys says what the browser answered and the bytes used', async ({ page }) => {
    await spyOnPersist(page);
    await page.goto('/itineraries/india');
    await waitForApp(page);
    expect(await persistAsked(page)).toBe(0);
    await save(page, 'Golden Triangle Luxury Tour');
    await expect.poll(() => persistAsked(page)).toBe(1);

    await page.goto(`/itinerary/tiger-trail?start=${START}&travellers=2`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save to My Journeys' }).click();
    await expect(page.getByRole('link', { name: 'Saved in My Journeys' })).toBeVisible();
    await expect.poll(() => persistAsked(page)).toBe(1);

    await openMyJourneys(page);
    const status = page.getByTestId('storage-status');
    await expect(status).toHaveAttribute('data-persisted', 'false');
    await expect(status).toContainText('has not agreed to keep My Journeys for good');
    await expect(status).toContainText(/The site uses [\d.]+ (KB|MB|GB) on this device/);
    // Chromium is not Safari: no Home Screen advice.
    await expect(page.getByTestId('home-screen-hint')).toHaveCount(0);
  });

  test('Safari in a tab is told to add the site to the Home Screen', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await openMyJourneys(page);
    await expect(page.getByTestId('home-screen-hint')).toContainText('Add to Home Screen to keep your trip');
    await context.close();
  });
});

test.describe('backup to a file', () => {
  test('exported, then imported in a fresh browser, restores the saved items, the plan and the ticks', async ({ page, browser }) => {
    // Five pages in two browsers: on a busy machine, more than the default 45 s.
    test.setTimeout(90_000);
    await page.goto('/itineraries/india');
    await waitForApp(page);
    await save(page, 'Golden Triangle Luxury Tour');
    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await save(page, 'Agra');
    await page.goto(`/itinerary/tiger-trail?start=${START}&travellers=3`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save to My Journeys' }).click();
    await expect(page.getByRole('link', { name: 'Saved in My Journeys' })).toBeVisible();
    // The checklist's ticks, as its list keeps them (another part of the app writes them).
    const ticks = [{ id: `tiger-trail:${START}|passport`, plan: `tiger-trail:${START}`, item: 'passport', tickedAt: T }];
    await page.evaluate((t) => localStorage.setItem('rasa.checklist', JSON.stringify(t)), ticks);

    await openMyJourneys(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Journeys' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rasa-journeys-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const backup = JSON.parse(await readFile(path, 'utf8')) as { app: string; version: number; saved: unknown[]; plans: unknown[]; checklist: unknown[] };
    expect(backup).toMatchObject({ app: 'rasa-journeys', version: 1 });
    expect(backup.saved).toHaveLength(2);
    expect(backup.plans).toEqual([expect.objectContaining({ itineraryId: 'tiger-trail', start: START, travellers: 3 })]);
    expect(backup.checklist).toEqual([{ plan: `tiger-trail:${START}`, item: 'passport', tickedAt: T }]);

    // Another phone: a fresh browser with nothing kept.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const errors = collectErrors(other);
    await openMyJourneys(other);
    await expect(other.getByTestId('my-journeys-empty')).toBeVisible();
    await other.getByLabel('Import a backup file').setInputFiles(path);
    await expect(other.getByTestId('backup-outcome')).toHaveText('Added 2 saved journeys and places, 1 planned trip, 1 checklist tick.');
    await expect(other.getByTestId('planned-trip')).toContainText('Tiger Trail');
    await expect(other.getByTestId('planned-trip')).toContainText('3 travellers');
    await expect(other.getByRole('heading', { name: /^Saved journeys/ })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Golden Triangle Luxury Tour', level: 3 })).toBeAttached();
    await expect(other.getByRole('heading', { name: 'Agra', level: 3 })).toBeAttached();
    const [, , checklist] = await storedLists(other);
    expect(JSON.parse(checklist!)).toEqual(ticks);

    // Kept: after a reload it is all still there; importing again adds nothing.
    await other.reload();
    await waitForApp(other);
    await expect(other.getByTestId('planned-trip')).toContainText('Tiger Trail');
    await other.getByLabel('Import a backup file').setInputFiles(path);
    await expect(other.getByTestId('backup-outcome')).toHaveText('Everything in this backup is already here.');
    expect(errors).toEqual([]);
    await fresh.close();
  });

  test('a file that is not ours, newer, damaged, hostile or 10 MB gets a plain message and changes nothing, with no page error and no script run', async ({ page }) => {
    const errors = collectErrors(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto('/');
    await page.evaluate((plans) => localStorage.setItem('rasa.plans', JSON.stringify(plans)), plansOf('golden-triangle'));
    await openMyJourneys(page);
    await expect(page.getByTestId('planned-trip')).toHaveCount(1);
    const before = await storedLists(page);

    const good = { app: 'rasa-journeys', version: 1, exportedAt: T, saved: [], plans: [] };
    const files: [string, Buffer, RegExp][] = [
      ['photo.json', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), /cannot be read as a My Journeys backup/],
      ['cut.json', Buffer.from(JSON.stringify(good).slice(0, 40)), /cannot be read as a My Journeys backup/],
      ['other.json', Buffer.from(JSON.stringify({ ...good, app: 'another-app' })), /is not a My Journeys backup/],
      ['newer.json', Buffer.from(JSON.stringify({ ...good, version: 2 })), /made by a newer version of Rasa Journeys/],
      [
        'markup.json',
        Buffer.from(JSON.stringify({ ...good, saved: [{ kind: 'itinerary', ref: '<img src=x onerror="window.hacked=1;alert(1)">', savedAt: T }] })),
        /damaged or has been altered/,
      ],
      ['huge-string.json', Buffer.from(JSON.stringify({ ...good, exportedAt: 'x'.repeat(400_000) })), /damaged or has been altered/],
      // Read (a file with travel documents may reach about 67 MB), and not a backup.
      ['ten-mb.json', Buffer.alloc(10 * 1024 * 1024, 0x20), /cannot be read as a My Journeys backup/],
    ];
    for (const [name, buffer, message] of files) {
      await page.getByLabel('Import a backup file').setInputFiles({ name, mimeType: 'application/json', buffer });
      const outcome = page.getByTestId('backup-outcome');
      await expect(outcome, name).toHaveText(message);
      await expect(outcome.locator('[data-ok="false"]'), name).toHaveCount(1);
      expect(await storedLists(page), name).toEqual(before);
    }
    // Over the whole limit (documents included), refused unread: 70 MB, from a file (too large to pass as a buffer).
    const huge = test.info().outputPath('seventy-mb.json');
    await writeFile(huge, Buffer.alloc(70 * 1024 * 1024, 0x20));
    await page.getByLabel('Import a backup file').setInputFiles(huge);
    await expect(page.getByTestId('backup-outcome')).toHaveText(/far too large/);
    expect(await storedLists(page)).toEqual(before);
    await expect(page.getByTestId('planned-trip')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('ready offline', () => {
  test('a trip is "Ready offline"; a part deleted from Cache Storage shows as missing, cannot be fetched offline, and is fetched again online', async ({ installed }) => {
    const { page, context } = await installed();
    const errors = collectErrors(page);
    await page.goto('/');
    await page.evaluate((plans) => localStorage.setItem('rasa.plans', JSON.stringify(plans)), plansOf('golden-triangle'));
    await openMyJourneys(page);
    const status = page.getByTestId('planned-trip').getByTestId('ready-offline');
    await expect(status).toContainText('Ready offline');

    // The GPX route goes from Cache Storage (a browser evicting part of it, say).
    const deleted = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (new URL(request.url).pathname === '/gpx/golden-triangle.gpx') count += Number(await cache.delete(request));
      }
      return count;
    });
    expect(deleted).toBe(1);
    await page.reload();
    await waitForApp(page);
    await expect(status).toContainText('1 missing');
    await status.getByText('What is missing').click();
    await expect(status.getByRole('listitem')).toHaveText(['Golden Triangle Luxury Tour: the route for navigation apps (GPX)']);

    await goOffline(context, page);
    await expect(status).toContainText("You're offline: the missing parts can be fetched once you have a connection.");
    await status.getByRole('button', { name: /^Fetch the 1 missing part of Golden Triangle Luxury Tour again$/ }).click();
    await expect(status.getByRole('status')).toHaveText("You're offline, so the 1 missing part cannot be fetched now. Try again once you have a connection.");
    await expect(status).toContainText('1 missing');

    await context.setOffline(false);
    await status.getByRole('button', { name: /^Fetch the 1 missing part/ }).click();
    await expect(status).toContainText('Ready offline');
    // Back in the cache the worker serves from: the route opens offline.
    await goOffline(context, page);
    const gpx = await page.evaluate(async () => (await fetch('/gpx/golden-triangle.gpx')).text());
    expect(gpx).toContain('<gpx');
    // goOffline's probe fails, as it should; nothing else may.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // Set up once, checked at 390 px, then at 1366 px.
  test('My Journeys with a plan, saved items and the backup has no axe violations at 390 and 1366 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    await page.evaluate(
      ({ plans, T }) => {
        localStorage.setItem('rasa.plans', JSON.stringify(plans));
        localStorage.setItem('rasa.saved', JSON.stringify([{ id: 'itinerary:tiger-trail', kind: 'itinerary', ref: 'tiger-trail', savedAt: T }]));
      },
      { plans: plansOf('golden-triangle'), T },
    );
    await openMyJourneys(page);
    // Without the service worker nothing is cached: the trip shows its missing parts.
    await expect(page.getByTestId('ready-offline')).toContainText('missing');
    await page.getByText('What is missing').click();
    await page.getByLabel('Import a backup file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await expect(page.getByTestId('backup-outcome')).toContainText('cannot be read');
    await expect(page.getByTestId('storage-status')).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page, `${width}`)).toEqual([]);
    }
  });
});
