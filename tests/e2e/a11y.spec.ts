/**
 * Accessibility: zero axe violations of the WCAG 2.2 A and AA rules on every page, a skip link,
 * visible focus, and the main flows by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { sitemapPaths, waitForApp } from './support';

/** Each page of `paths` opened, hydrated and analysed: its violations, a line each. */
async function violationsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitForApp(page);
    failures.push(...(await axeViolations(page, path)));
  }
  return failures;
}

/** The site's pages in four parts, each a test of its own, so the workers share them. */
const PARTS = 4;

for (let part = 0; part < PARTS; part++) {
  test(`every page has zero WCAG 2.2 A/AA violations (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    // About 16 pages, each loaded, hydrated and analysed: a minute or two on a 2-core CI machine.
    test.setTimeout(300_000);
    const all = [...(await sitemapPaths(request)), '/no-such-page', '/destinations/india/atlantis'];
    const paths = all.filter((_, i) => i % PARTS === part);
    expect(paths.length).toBeGreaterThan(10);
    expect(await violationsOf(page, paths)).toEqual([]);
  });
}

/**
 * One page of each template (the route table's patterns, told apart in the sitemap by first segment
 * and depth) at a phone's width: the sweep above is at 1366 px. The screens the sitemap leaves out
 * (Today, My Journeys, /trip, /facts, the desk) are checked at both widths in their own specs.
 */
test('one page of each template has zero WCAG 2.2 A/AA violations at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const templates = new Map<string, string>();
  for (const path of await sitemapPaths(request)) {
    const parts = path.split('/').filter(Boolean);
    const key = `${parts[0] ?? ''}/${parts.length}`;
    if (!templates.has(key)) templates.set(key, path);
  }
  expect(templates.size).toBeGreaterThanOrEqual(14);
  expect(await violationsOf(page, [...templates.values(), '/no-such-page'])).toEqual([]);
});

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/destinations');
    await waitForApp(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
  });

  test('focus is visible on links and buttons', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const cta = page.getByRole('banner').getByRole('link', { name: 'Meet with an Expert' });
    await cta.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await cta.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.boxShadow}`;
    });
    expect(outline).not.toBe('none 0px none');
  });

  test('the booking form can be filled and submitted from the keyboard', async ({ page }) => {
    await page.goto('/booking');
    await waitForApp(page);
    await page.getByRole('main').getByLabel(/^Destination\s*\*?$/).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Submit Booking Request' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Missing Required Fields', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByLabel(/^Start Date\s*\*?$/)).toBeFocused();
  });

  test('F8 moves focus to the notifications', async ({ page }) => {
    await page.goto('/booking');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByText('Missing Required Fields', { exact: true })).toBeVisible();
    await page.keyboard.press('F8');
    const inToaster = await page.evaluate(() => !!document.activeElement?.closest('[data-scope="toast"]'));
    expect(inToaster).toBe(true);
  });

  test('the lightbox and dialogs trap and return focus', async ({ page }) => {
    await page.goto('/destinations/india/jaipur');
    await waitForApp(page);
    const trigger = page.getByRole('button', { name: /^Book Experience/ }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    // The dialog takes focus a frame or more after it shows (on a slow machine, after the Tab this
    // loop used to press first, which then moved on from the button behind it).
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('pages carry structured data that parses', async ({ request }) => {
  const read = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script data-head type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>);
  };
  expect((await read('/')).map((d) => d['@type'])).toEqual(['TravelAgency']);
  expect((await read('/contact')).map((d) => d['@type'])).toEqual(['TravelAgency', 'BreadcrumbList']);
  const destination = await read('/destinations/india/agra');
  expect(destination.map((d) => d['@type'])).toEqual(['TouristDestination', 'BreadcrumbList']);
  expect(destination[0]).toMatchObject({ name: 'Agra', containedInPlace: { name: 'India' } });
  expect((destination[1] as { itemListElement: { name: string }[] }).itemListElement.map((i) => i.name)).toEqual(['Home', 'Destinations', 'India', 'Agra']);
  const trip = await read('/itinerary/golden-triangle');
  expect(trip.map((d) => d['@type'])).toEqual(['TouristTrip', 'BreadcrumbList']);
  expect(trip[0]).toMatchObject({ name: 'Golden Triangle Luxury Tour' });
});

test('security and caching headers are served, and no page logs a CSP violation', async ({ page, request }) => {
  const html = await request.get('/');
  const csp = html.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['referrer-policy']).toBeTruthy();
  expect(html.headers()['permissions-policy']).toBeTruthy();
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const asset = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const violations: string[] = [];
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && violations.push(m.text()));
  for (const path of ['/', '/destinations/india/agra', '/gallery', '/booking', '/contact', '/payment']) {
    await page.goto(path);
    await waitForApp(page);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  }
  expect(violations).toEqual([]);
});
