/**
 * When to Go (#15): the country table, the destination strip and the itinerary's best months, in
 * the pre-rendered HTML and in the browser, on a phone, and with zero axe violations. Regions and
 * months come from the catalogue, not typed here.
 */
import { expect, test, type Page } from '@playwright/test';
import { countries, destinations, itineraries } from '../../src/content';
import { MONTH_NAMES } from '../../src/content/months';
import { climateOf, getClimateRegion } from '../../src/content/seasons';
import { chunkOf, collectErrors, waitForApp } from './support';
import { axeViolations } from './axe';


const whenToGo = (page: Page) => page.locator('section[aria-labelledby="when-to-go"]');

test.describe('country pages', () => {
  for (const country of countries) {
    test(`${country.name}: a table of every region by month`, async ({ page }) => {
      const errors = collectErrors(page);
      const island = page.waitForResponse(chunkOf('src/features/seasons/WhenToGoTable.tsx'));
      await page.goto(`/destinations/${country.slug}`);
      await waitForApp(page);
      // Below the fold: its code loads as it nears the screen.
      await whenToGo(page).scrollIntoViewIfNeeded();
      const table = whenToGo(page).getByRole('table', { name: new RegExp(`^${country.name}, month by month`) });
      await expect(table).toBeVisible();
      await expect(table.locator('thead th')).toHaveCount(13);
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveCount(13);
      await expect(headers.first()).toHaveAccessibleName('Region');
      // Jan on screen, January to a screen reader.
      for (const [i, month] of MONTH_NAMES.entries()) await expect(headers.nth(i + 1)).toHaveAccessibleName(month);
      await expect(table.getByRole('rowheader')).toHaveText(climateOf(country.slug).map((r) => r.name));
      // Every month cell: the rating in words and the figures, read out in full.
      const first = climateOf(country.slug)[0]!;
      const january = table.getByRole('row').nth(1).getByRole('cell').first();
      await expect(january).toContainText(new RegExp(`^(Best|Good|Mixed|Avoid)`, 'i'));
      await expect(january).toContainText(`High ${first.months[0]!.highC}°C, low ${first.months[0]!.lowC}°C, rain ${first.months[0]!.rainMm} mm`);
      for (const region of climateOf(country.slug)) await expect(whenToGo(page)).toContainText(region.source);
      // The island's code arrives after start-up and takes over the server's HTML without complaint.
      await island;
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the table is in the pre-rendered HTML, and its code and data are not in the first load', async ({ request, browser }) => {
    for (const country of countries) {
      const html = await (await request.get(`/destinations/${country.slug}`)).text();
      expect(html).toContain('<table');
      expect(html.match(/<th scope="row"/g), country.slug).toHaveLength(climateOf(country.slug).length);
      const preload = /<div id="root"[^>]*data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(preload, country.slug).not.toMatch(/WhenToGoTable|seasons-|Rating-/);
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/destinations/nepal');
    const table = page.getByRole('table', { name: /^Nepal, month by month/ });
    await expect(table.getByRole('rowheader')).toHaveText(climateOf('nepal').map((r) => r.name));
    await expect(whenToGo(page).getByRole('heading', { name: 'Festivals' })).toBeVisible();
    await context.close();
  });

  test('festivals and closures are listed under the table', async ({ page }) => {
    await page.goto('/destinations/india');
    const section = whenToGo(page);
    await expect(section.getByRole('region', { name: 'Festivals' })).toContainText('Holi');
    await expect(section.getByRole('region', { name: 'Closures' })).toContainText('Ranthambore');
  });

  test('axe finds nothing in the When to Go section', async ({ page }) => {
    await page.goto('/destinations/sri-lanka');
    await waitForApp(page);
    expect(await axeViolations(page, 'when to go', 'section[aria-labelledby="when-to-go"]')).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the table scrolls sideways with the region column held, by keyboard too', async ({ page }) => {
    await page.goto('/destinations/india');
    await waitForApp(page);
    const scroller = page.getByRole('region', { name: /^India, month by month/ });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await scroller.scrollIntoViewIfNeeded();
    const size = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll).toBeGreaterThan(size.client);
    // The page itself does not scroll sideways: only the table's box does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const regionCell = scroller.getByRole('rowheader').first();
    const january = scroller.getByRole('row').nth(1).getByRole('cell').first();
    const before = { region: (await regionCell.boundingBox())!, january: (await january.boundingBox())! };

    await scroller.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);

    const after = { region: (await regionCell.boundingBox())!, january: (await january.boundingBox())!, box: (await scroller.boundingBox())! };
    expect(Math.abs(after.region.x - before.region.x)).toBeLessThan(1);
    expect(after.region.x).toBeGreaterThanOrEqual(after.box.x - 1);
    expect(after.january.x).toBeLessThan(before.january.x - 200);
    // What is held sits on top: the region's name, not a month, is at its place.
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent, {
      x: after.region.x + after.region.width / 2,
      y: after.region.y + after.region.height / 2,
    });
    expect(onTop).toBe(climateOf('india')[0]!.name);
  });
});

test('a destination page shows its region’s twelve months and its own notes', async ({ page }) => {
  const ranthambore = destinations.find((d) => d.slug === 'ranthambore')!;
  const region = getClimateRegion(ranthambore.region)!;
  await page.goto('/destinations/india/ranthambore');
  await waitForApp(page);
  const strip = page.getByRole('list', { name: 'Ranthambore, month by month' });
  await expect(strip.getByRole('listitem')).toHaveCount(12);
  await expect(strip.getByRole('listitem').first()).toContainText('January');
  await expect(strip.getByRole('listitem').first()).toContainText(`High ${region.months[0]!.highC}°C`);
  const section = page.locator('section[aria-labelledby="month-by-month"]');
  await expect(section).toContainText(region.source);
  await expect(section).toContainText('core zones close');

  await page.goto('/destinations/india/jaipur');
  await expect(page.getByRole('list', { name: 'Jaipur, month by month' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('section[aria-labelledby="month-by-month"]')).not.toContainText('core zones close');
  expect(await axeViolations(page, 'month by month', 'section[aria-labelledby="month-by-month"]')).toEqual([]);
});

test('an itinerary page names its best months in words and marks them', async ({ page }) => {
  const trip = itineraries.find((t) => t.id === 'golden-triangle')!;
  await page.goto(`/itinerary/${trip.id}`);
  await waitForApp(page);
  const section = page.locator('section[aria-labelledby="best-months"]');
  await expect(section.getByTestId('best-months-words')).toHaveText('Best: October to March');
  const months = section.getByRole('listitem');
  await expect(months).toHaveCount(12);
  await expect(months.filter({ hasText: 'Best' })).toHaveCount(trip.bestMonths.length);
  expect(await axeViolations(page, 'best months', 'section[aria-labelledby="best-months"]')).toEqual([]);
});
