/**
 * Maps (#16): drawn at build time, in the pre-rendered pages and precached as files, so they open
 * offline on pages never visited; route stops numbered in order, the locator marks its place,
 * a country map's places are links, and the maps print. Stops and places come from the catalogue.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { countries, itineraries } from '../../src/content';
import bhutanEssentials from '../../src/content/details/itineraries/bhutan/bhutan-essentials';
import tigerTrail from '../../src/content/details/itineraries/india/tiger-trail';
import indiaSriLanka from '../../src/content/details/itineraries/multi-country/india-sri-lanka';
import everestLuxury from '../../src/content/details/itineraries/nepal/everest-luxury';
import type { RouteStop } from '../../src/content/types';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

/** Route stops from the catalogue's detail modules (the test runs outside Vite, without its glob import). */
const STOPS: Readonly<Record<string, readonly RouteStop[]>> = {
  'tiger-trail': tigerTrail.stops,
  'everest-luxury': everestLuxury.stops,
  'india-sri-lanka': indiaSriLanka.stops,
  'bhutan-essentials': bhutanEssentials.stops,
};


const mapBox = (page: Page, id: string) => page.locator(`[data-map="${id}"]`);



/** The numbers of a route map's stops, in the order the map's numbered markers give them. */
async function stopNumbers(page: Page, id: string): Promise<number[]> {
  const numbers = await mapBox(page, id)
    .locator('g.stop')
    .evaluateAll((els) => els.map((el) => ({ n: Number(el.getAttribute('data-stop')), text: el.querySelector('text')?.textContent })));
  for (const { n, text } of numbers) expect(text).toBe(String(n));
  return numbers.map(({ n }) => n).sort((a, b) => a - b);
}

test.describe('offline, after one online visit', () => {

  test('an itinerary never visited shows its route map with every stop numbered in order', async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    for (const id of ['tiger-trail', 'everest-luxury', 'india-sri-lanka']) {
      const it = { stops: STOPS[id]! };
      const errors = collectErrors(page);
      await page.goto(`/itinerary/${id}`);
      await waitForApp(page);
      const section = page.getByRole('region', { name: 'Route Map' });
      await expect(section.getByRole('heading', { name: 'Route Map' })).toBeVisible();
      const map = section.getByRole('img', { name: `Route map: ${it.stops.map((s) => s.name).join(', ')}` });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toBeVisible();
      expect(await stopNumbers(page, `route/${id}`)).toEqual(it.stops.map((_, i) => i + 1));
      // The same stops, in order, as a list.
      await expect(section.getByRole('list', { name: 'Stops in order' }).getByRole('listitem')).toHaveText(it.stops.map((s) => new RegExp(`^\\d*${s.name} · `)));
      // Once its code has arrived, the island keeps the same map.
      await page.waitForTimeout(300);
      await expect(mapBox(page, `route/${id}`).locator('g.stop')).toHaveCount(it.stops.length);
      expect(errors, id).toEqual([]);
    }
  });

  test("a destination's locator marks it, with the country's other places as named dots", async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    await page.goto('/destinations/nepal/pokhara');
    await waitForApp(page);
    const map = page.getByRole('group', { name: /^Pokhara on the map of Nepal/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const marked = map.locator('a[aria-current="page"]');
    await expect(marked).toHaveAttribute('href', '/destinations/nepal/pokhara');
    await expect(marked).toHaveText('Pokhara');
    const nepal = countries.find((c) => c.slug === 'nepal')!;
    await expect(map.getByRole('link')).toHaveCount(nepal.destinations.length);
    // The other places: small dots whose names show on focus.
    const kathmandu = map.locator('a[href="/destinations/nepal/kathmandu"]');
    await expect(kathmandu.locator('title')).toHaveText('Kathmandu Valley');
    await kathmandu.focus();
    await expect.poll(() => kathmandu.locator('.tip').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // The static card stands beside it offline.
    await expect(page.getByTestId('map-fallback')).toBeVisible();
  });

  test("a country map's place link navigates, and the place's locator comes from the saved file", async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    await page.goto('/destinations/bhutan');
    await waitForApp(page);
    const map = page.getByRole('group', { name: /^Map of Bhutan/ });
    await map.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Map of Bhutan' })).toBeVisible();
    const punakha = map.getByRole('link', { name: 'Punakha' });
    // Keyboard: the link takes focus, with a visible ring.
    await punakha.focus();
    await expect(punakha).toBeFocused();
    await expect.poll(() => punakha.locator('.ring').evaluate((el) => getComputedStyle(el).stroke)).not.toBe('none');
    await punakha.click();
    await expect(page).toHaveURL(/\/destinations\/bhutan\/punakha$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Punakha' })).toBeVisible();
    // A navigation in the app: the locator is fetched from the precache, offline.
    const locator = page.getByRole('group', { name: /^Punakha on the map of Bhutan/ });
    await locator.scrollIntoViewIfNeeded();
    await expect(locator).toBeVisible();
    await expect(locator.locator('a[aria-current="page"]')).toHaveText('Punakha');
  });

  test('the maps print', async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    for (const [path, id] of [
      ['/itinerary/golden-triangle', 'route/golden-triangle'],
      ['/destinations/india/agra', 'place/india/agra'],
      ['/destinations/sri-lanka', 'country/sri-lanka'],
    ] as const) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path);
      await waitForApp(page);
      await page.emulateMedia({ media: 'print' });
      const figure = page.locator('figure').filter({ has: mapBox(page, id) });
      await expect(figure).toBeVisible();
      await expect(figure).toHaveCSS('break-inside', 'avoid');
      const box = await mapBox(page, id).locator('svg').boundingBox();
      expect(box?.width, path).toBeGreaterThan(200);
    }
  });
});

test("a navigation in the app to an itinerary reads its route map from the itinerary's pre-rendered page and shows it", async ({ page }) => {
  const errors = collectErrors(page);
  const it = itineraries.find((x) => x.id === 'bhutan-essentials')!;
  const stops = STOPS[it.id]!;
  await page.goto('/itineraries');
  await waitForApp(page);
  // The page's own file carries its map (precached with it): no map file of its own is fetched.
  const mapFiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/maps/')) mapFiles.push(r.url());
  });
  const file = page.waitForResponse((r) => r.url().endsWith(`/itinerary/${it.id}.html`));
  await page.getByRole('link', { name: `View Details: ${it.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/itinerary/${it.id}$`));
  expect((await file).ok()).toBe(true);
  const map = page.getByRole('img', { name: /^Route map: / });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  expect(await stopNumbers(page, `route/${it.id}`)).toEqual(stops.map((_, i) => i + 1));
  expect(mapFiles).toEqual([]);
  // Another itinerary in the same page component: its own map, not the last one.
  await page.goBack();
  await expect(page).toHaveURL(/\/itineraries$/);
  await page.getByRole('link', { name: 'View Details: Golden Triangle' }).first().click();
  await expect(page.getByRole('img', { name: 'Route map: Delhi, Agra, Jaipur' })).toBeAttached();
  expect(errors).toEqual([]);
});

test('legible on a 360 px phone: the map fills the width and labels stay at least 10 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, id] of [
    ['/itinerary/golden-triangle', 'route/golden-triangle'],
    ['/destinations/india/agra', 'place/india/agra'],
    ['/destinations/india', 'country/india'],
  ] as const) {
    await page.goto(path);
    await waitForApp(page);
    const svg = mapBox(page, id).locator('svg');
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    expect(box.width, path).toBeGreaterThanOrEqual(300);
    expect(box.x + box.width, path).toBeLessThanOrEqual(360);
    const smallest = await svg.locator('text.lbl:not(.tip)').evaluateAll((els) => Math.min(...els.map((el) => (el as SVGTextElement).getBoundingClientRect().height)));
    expect(smallest, path).toBeGreaterThanOrEqual(10);
    // No page-wide horizontal scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});

test('the three kinds of page with a map have zero axe violations', async ({ page }) => {
  // Three long pages, each loaded and run through axe: past 45 s on a busy CI machine.
  test.setTimeout(120_000);
  for (const path of ['/itinerary/everest-luxury', '/destinations/sri-lanka/galle', '/destinations/india']) {
    await page.goto(path);
    await waitForApp(page);
    // An itinerary sleeping above 2,500 m also has its altitude profile: the map comes first.
    await page.locator('[data-map] svg').first().scrollIntoViewIfNeeded();
    expect(await axeViolations(page, path)).toEqual([]);
  }
});

test('screenshots of the three kinds of map at 390 and 1366 px, for review', async ({ page }, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, id] of [
      ['/itinerary/himalayan-kingdoms', 'route/himalayan-kingdoms'],
      ['/destinations/sri-lanka/kandy', 'place/sri-lanka/kandy'],
      ['/destinations/india', 'country/india'],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      const figure = page.locator('figure').filter({ has: mapBox(page, id) });
      await figure.scrollIntoViewIfNeeded();
      const file = testInfo.outputPath(`${id.replace(/\//g, '-')}-${width}.png`);
      await figure.screenshot({ path: file });
      await testInfo.attach(`${id} at ${width} px`, { path: file, contentType: 'image/png' });
    }
  }
});
