/**
 * The facts page (/facts), for whoever keeps the facts: every fact with its sources, each quoted,
 * and the day it was checked, the oldest check first; in no menu, kept out of search engines and
 * the sitemap; its list out of every other page's first load; no WCAG 2.2 A/AA violations at 390
 * and 1366 px.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, sitemapPaths, waitForApp } from './support';
import { axeViolations } from './axe';


test('every fact with its sources, each quoted, and its check date, the oldest first', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/facts');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facts and Their Sources');
  const facts = page.getByTestId('fact');
  await expect(facts.first()).toBeVisible();
  const count = await facts.count();
  expect(count).toBeGreaterThan(100);
  // Every fact has a source, and every source its words.
  expect(await page.getByTestId('fact-source').count()).toBeGreaterThanOrEqual(count);
  expect(await page.getByTestId('fact-quote').count()).toBe(await page.getByTestId('fact-source').count());
  for (const quote of await page.getByTestId('fact-quote').allTextContents()) expect(quote.length).toBeGreaterThan(12);
  const checked = await facts.evaluateAll((items) => items.map((i) => i.getAttribute('data-checked') ?? ''));
  expect(checked).toEqual([...checked].sort());
  // The mended facts are there, with their sources' words.
  const lk110 = facts.filter({ hasText: 'Sri Lanka: Fire, rescue and medical emergencies 110' });
  await expect(lk110.getByTestId('fact-quote').first()).toContainText('Medical emergencies Call 110.');
  await expect(facts.filter({ hasText: 'Ladakh’s Protected Area Permit' })).toContainText('extended from seven days to 15 days');
  await expect(facts.filter({ hasText: 'only-here:LK:1997:police-hotline' })).toContainText('A police hotline for reports');
  expect(errors).toEqual([]);
});

test("official first: the e-Visa from the Government of India's own site; no visa agent, honorary consulate or fare aggregator linked; Air India's cabin bag 7 kg; no fare named that IndiGo no longer sells; each change in the corrections table", async ({ page }) => {
  await page.goto('/facts');
  await waitForApp(page);
  const facts = page.getByTestId('fact');
  await expect(facts.first()).toBeVisible();
  const evisa = facts.filter({ hasText: 'Apply for your India e-Visa' });
  await expect(evisa.getByRole('link').first()).toHaveAttribute('href', 'https://indianvisaonline.gov.in/evisa/tvoa.html');
  await expect(evisa.getByTestId('fact-read-via')).toContainText('could not be read here directly');
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.some((h) => new URL(h).hostname === 'indianvisaonline.gov.in')).toBe(true);
  const refused = /visa-indian-online\.org|indiaevisa\.in|indianconsulate\.lt|happyfares|camli\.com|mightytravels|deal4flight|cheapflights|seatmaestro/;
  expect(hrefs.filter((h) => refused.test(h))).toEqual([]);
  await expect(page.locator('body')).not.toContainText(/Lite fare/i);
  const airIndia = facts.filter({ hasText: 'Air India (AI): baggage, domestic economy' });
  await expect(airIndia).toContainText('One cabin bag of up to 7 kg in economy');
  await expect(airIndia).not.toContainText('8 kg');
  await expect(facts.filter({ hasText: 'online check-in' })).toHaveCount(0);
  await expect(facts.filter({ hasText: 'India: Tourist helpline (Ministry of Tourism) 1363' })).toContainText('Tourist help, not an emergency line');
  await expect(facts.filter({ hasText: 'Khumbu Pasang Lhamu' })).toContainText('NPR 3,000');
  const corrections = page.getByTestId('correction');
  for (const what of ['India e-Visa', 'Khumbu Pasang Lhamu', 'Ladakh’s Protected Area Permit', 'Annapurna Conservation Area permit', 'Air India: cabin and checked baggage', 'tourist helplines']) {
    await expect(corrections.filter({ hasText: what }), what).toHaveCount(1);
  }
  await expect(corrections.filter({ hasText: 'Khumbu Pasang Lhamu' })).toContainText('NPR 2,000 per person.');
});

test('in no menu, kept out of search engines and the sitemap, and out of other pages’ first load', async ({ page, request }) => {
  await page.goto('/facts');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await sitemapPaths(request)).not.toContain('/facts');
  for (const path of ['/', '/help/india', '/essentials/india']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/href="\/facts"/);
    expect(/data-preload="([^"]*)"/.exec(html)?.[1] ?? '', path).not.toMatch(/Facts(List|Page)-/);
  }
});

for (const width of [390, 1366]) {
  test(`no WCAG 2.2 A/AA violations at ${width} px`, async ({ page }) => {
    // A long page: axe reads every fact and source, slow on a busy 2-core machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/facts');
    await waitForApp(page);
    await expect(page.getByTestId('fact').first()).toBeVisible();
    expect(await axeViolations(page, `/facts at ${width}`)).toEqual([]);
  });
}
