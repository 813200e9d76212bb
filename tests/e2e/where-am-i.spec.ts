/**
 * "Where am I?" and the hand-off to navigation apps (#33): offline, the phone's position lands on
 * the route and country maps where the build's projection puts it, with the nearest stop or place
 * and its distance; a refused permission is said plainly, with no error; the GPX route downloads
 * offline and lists the stops in day order; axe passes with the marker shown, on a phone and a
 * desktop.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { readFile } from 'node:fs/promises';
import goldenTriangle from '../../src/content/details/itineraries/india/golden-triangle';
import indiaSriLanka from '../../src/content/details/itineraries/multi-country/india-sri-lanka';
import { ROUTE_MARGINS, routeView } from '../../src/build-time/maps/project';
import { MAP_WIDTH, ROUTE_MAP_HEIGHT } from '../../src/features/maps/frames';
import { FAILURE_SENTENCES } from '../../src/features/maps/position/geolocate';
import { collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';

const TAJ = { latitude: 27.1751, longitude: 78.0421 };

const mapBox = (page: Page, id: string) => page.locator(`[data-map="${id}"]`);
const figureOf = (page: Page, id: string) => page.locator('figure').filter({ has: mapBox(page, id) });

/** Taps "Where am I?" under a map; resolves with the figure once the answer is there. */
async function askWhereIAm(page: Page, id: string) {
  const figure = figureOf(page, id);
  await figure.scrollIntoViewIfNeeded();
  await figure.getByRole('button', { name: 'Where am I?' }).click();
  await expect(figure.getByTestId('position-text')).not.toHaveText('Finding your position…');
  return figure;
}

test.describe('offline, after one online visit', () => {
  test('at the Taj Mahal the route and country maps mark the position and name Agra; the GPX route downloads', async ({ installed }, testInfo) => {
    const { page, context } = await installed({ geolocation: TAJ, permissions: ['geolocation'] });
    await goOffline(context, page);
    const errors = collectErrors(page);

    // The route map: the mark sits where the build's projection puts the Taj.
    await page.goto('/itinerary/golden-triangle');
    await waitForApp(page);
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    const route = await askWhereIAm(page, 'route/golden-triangle');
    await expect(route.getByTestId('position-text')).toHaveText(/^Nearest stop: Agra, (under 50 m|\d+ m|\d+\.\d km)$/);
    const marker = mapBox(page, 'route/golden-triangle').locator('[data-testid="you-are-here"]');
    await expect(marker).toHaveAttribute('aria-label', 'You are here');
    const view = routeView(
      goldenTriangle.stops.map((s) => s.coordinates),
      MAP_WIDTH,
      ROUTE_MAP_HEIGHT,
      ROUTE_MARGINS,
    );
    const [px, py] = view.projection([TAJ.longitude, TAJ.latitude])!;
    const svg = (await mapBox(page, 'route/golden-triangle').locator('svg').boundingBox())!;
    const dot = (await marker.locator('.you-dot').boundingBox())!;
    const k = svg.width / MAP_WIDTH;
    expect(Math.abs(dot.x + dot.width / 2 - (svg.x + px * k))).toBeLessThanOrEqual(2);
    expect(Math.abs(dot.y + dot.height / 2 - (svg.y + py * k))).toBeLessThanOrEqual(2);
    // Nothing left the page but its own files (the position's code, the map's file).
    expect(sent.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
    expect(sent.every((url) => /\/(assets\/[\w.-]+\.js|maps\/route\/golden-triangle\.svg)$/.test(new URL(url).pathname)), sent.join(' ')).toBe(true);

    // The GPX file downloads offline from the precache; its stops are in day order, Delhi first.
    await page.goto('/itinerary/india-sri-lanka');
    await waitForApp(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download route (GPX)' }).click();
    const file = await (await download).path();
    const gpx = await readFile(file, 'utf8');
    const names = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return ['(not XML)'];
      const ns = 'http://www.topografix.com/GPX/1/1';
      if (doc.documentElement.getAttribute('version') !== '1.1') return ['(not GPX 1.1)'];
      return [...doc.getElementsByTagNameNS(ns, 'rtept')].map((p) => p.getElementsByTagNameNS(ns, 'name')[0]?.textContent ?? '');
    }, gpx);
    expect(names[0]).toBe('Delhi');
    expect(names).toEqual(indiaSriLanka.stops.map((s) => s.name));

    // The country map: the nearest place, and a screenshot of each map at 390 px for review.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/destinations/india');
    await waitForApp(page);
    const country = await askWhereIAm(page, 'country/india');
    await expect(country.getByTestId('position-text')).toHaveText(/^Nearest place: Agra, /);
    await expect(mapBox(page, 'country/india').getByRole('img', { name: 'You are here' })).toBeVisible();
    await country.screenshot({ path: testInfo.outputPath('country-india-390.png') });
    await page.goto('/itinerary/golden-triangle');
    await waitForApp(page);
    const routeSmall = await askWhereIAm(page, 'route/golden-triangle');
    await routeSmall.screenshot({ path: testInfo.outputPath('route-golden-triangle-390.png') });
    expect(errors).toEqual([]);
  });
});

test('a refused permission is said plainly, the map stays as it was, and nothing is logged as an error', async ({ page, context }) => {
  await context.clearPermissions();
  const errors = collectErrors(page);
  await page.goto('/itinerary/golden-triangle');
  await waitForApp(page);
  const before = await mapBox(page, 'route/golden-triangle').innerHTML();
  const figure = await askWhereIAm(page, 'route/golden-triangle');
  await expect(figure.getByTestId('position-text')).toHaveText(FAILURE_SENTENCES.refused);
  await expect(figure.getByRole('status')).toContainText('permission to use it was refused');
  expect(await mapBox(page, 'route/golden-triangle').innerHTML()).toBe(before);
  expect(errors).toEqual([]);
});

test('outside the map: the nearest stop and how far', async ({ page, context }) => {
  // Colombo, on the golden triangle's map.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 6.9271, longitude: 79.8612 });
  await page.goto('/itinerary/golden-triangle');
  await waitForApp(page);
  const figure = await askWhereIAm(page, 'route/golden-triangle');
  await expect(figure.getByTestId('position-text')).toHaveText(/^You are outside this map; nearest: (Agra|Jaipur|Delhi), [\d,]+ km$/);
  await expect(mapBox(page, 'route/golden-triangle').getByTestId('you-are-here')).toHaveCount(0);
});

// A tap on "Where am I?" before the map's code has arrived: tests/e2e/held-taps.spec.ts.

// The three kinds of map with the position at 390 px; the route map again at 1366 px.
const MAPS = [
  ['/itinerary/golden-triangle', 'route/golden-triangle'],
  ['/destinations/india/agra', 'place/india/agra'],
  ['/destinations/india', 'country/india'],
] as const;
for (const [width, maps] of [
  [390, MAPS],
  [1366, MAPS.slice(0, 1)],
] as const) {
  test(`zero axe violations with the position shown, at ${width} px`, async ({ page, context }) => {
    // Pages with their map's answer and an axe run: slow on a busy machine.
    test.setTimeout(120_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(TAJ);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, id] of maps) {
      await page.goto(path);
      await waitForApp(page);
      await askWhereIAm(page, id);
      await expect(mapBox(page, id).getByTestId('you-are-here')).toBeAttached();
      expect(await axeViolations(page, `${width} ${path}`)).toEqual([]);
    }
  });
}
