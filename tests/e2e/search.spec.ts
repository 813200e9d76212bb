/**
 * Site search: the navigation bar's box lists results as the visitor types (links, grouped, the
 * matched words marked), by keyboard too; Enter opens the page of all results; the page and the
 * box work without a network after one visit; axe finds nothing on the page or the open list.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { chunkOf, collectErrors, goOffline, waitForApp } from './support';
import { axeViolations } from './axe';


const navBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search the guide' });
const navResults = (page: Page) => page.getByRole('banner').getByRole('listitem').getByRole('link');

test.describe('the search box in the navigation bar', () => {
  test('loads the search on first use only, then finds Ranthambore and the Tiger Trail as links with the words marked', { tag: '@smoke' }, async ({ page }) => {
    const errors = collectErrors(page);
    const searchRequests: string[] = [];
    // The search's engine and its panel, wherever the build put them.
    const searchCode = [chunkOf('src/features/search/engine.ts'), chunkOf('src/features/search/SearchPanel.tsx')];
    page.on('request', (r) => {
      if (/search-index\.json/.test(r.url()) || searchCode.some((c) => c.test(new URL(r.url()).pathname))) searchRequests.push(r.url());
    });
    await page.goto('/');
    await waitForApp(page);
    await page.waitForTimeout(500);
    expect(searchRequests, 'nothing of the search loads with the page').toEqual([]);

    await navBox(page).fill('tiger');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Tiger Trail/ })).toHaveAttribute('href', '/itinerary/tiger-trail');
    await expect(banner.getByRole('link', { name: /^Ranthambore/ })).toHaveAttribute('href', '/destinations/india/ranthambore');
    await expect(banner.getByRole('group', { name: /^Itineraries/ })).toBeVisible();
    await expect(banner.getByRole('group', { name: /^Destinations/ })).toBeVisible();
    await expect(banner.locator('mark').first()).toHaveText(/^tigers?$/i);
    await expect(banner.getByRole('status')).toContainText(/\d+ results for tiger/);
    expect(searchRequests.some((url) => url.endsWith('/search-index.json'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('arrow keys move through the results, Enter opens one, Escape closes the list', async ({ page }) => {
    await page.goto('/destinations');
    await waitForApp(page);
    // '/' focuses the box from anywhere but a field.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(navBox(page)).toBeFocused();
    await page.keyboard.type('tiger');
    const results = navResults(page);
    await expect(results.first()).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(navBox(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(results.first()).toBeHidden();
    await expect(navBox(page)).toHaveValue('tiger');
    await page.keyboard.press('ArrowDown');
    await expect(results.first()).toBeFocused();
    const first = await results.first().getAttribute('href');
    expect(first).toBe('/itinerary/tiger-trail');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/itinerary/tiger-trail');
    await expect(page.getByRole('heading', { level: 1, name: 'Tiger Trail' })).toBeVisible();
    await expect(results.first()).toBeHidden();
  });

  test('forgives typos: "everst" finds the Everest Region', async ({ page }) => {
    await page.goto('/gallery');
    await waitForApp(page);
    await navBox(page).fill('everst');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Everest Region/ })).toBeVisible();
  });

  test('has no axe violations with the list open', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await navBox(page).fill('tiger');
    await expect(navResults(page).first()).toBeVisible();
    expect(await axeViolations(page, 'search')).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the menu holds the search box; choosing a result opens it and closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('searchbox', { name: 'Search the guide' }).fill('tigr');
    // The result, whose name carries the journey's length: the menu's own list below the box also
    // links to the Tiger Trail, by its title alone (a busy machine caught both under /^Tiger Trail/).
    const result = menu.getByRole('link', { name: /^Tiger Trail 9 Days/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL('/itinerary/tiger-trail');
    await expect(menu).toBeHidden();
  });
});

test.describe('the search page', () => {
  test('Enter in the box opens /search?q=tiger, which lists every result grouped by kind', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await navBox(page).fill('tiger');
    await navBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=tiger');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/^\d+ results for “tiger”$/);
    await expect(main.getByRole('link', { name: /^Tiger Trail/ })).toHaveAttribute('href', '/itinerary/tiger-trail');
    await expect(main.getByRole('link', { name: /^Ranthambore/ })).toHaveAttribute('href', '/destinations/india/ranthambore');
    await expect(main.getByRole('heading', { level: 2, name: /^Itineraries \(\d+\)$/ })).toBeVisible();
    const total = Number((await main.getByRole('status').textContent())!.match(/^\d+/)![0]);
    await expect(main.getByRole('listitem').getByRole('link')).toHaveCount(total);
    await expect(main.getByRole('searchbox')).toHaveValue('tiger');
  });

  test('opened directly, it hydrates cleanly; a new search from its form changes the results', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/search?q=tigr');
    await waitForApp(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Tiger Trail/ })).toBeVisible();
    await main.getByRole('searchbox').fill('houseboat');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=houseboat');
    await expect(main.getByRole('link', { name: /^Overnight houseboat cruise/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('nothing found: it says so and offers the itineraries and a specialist', async ({ page }) => {
    await page.goto('/search?q=xqzzyv');
    await waitForApp(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('No results for “xqzzyv”.');
    await expect(main.getByRole('link', { name: 'browse all itineraries' })).toHaveAttribute('href', '/itineraries');
    await expect(main.getByRole('link', { name: 'ask a travel specialist' })).toHaveAttribute('href', '/contact');
  });

  test('has no axe violations with results', async ({ page }) => {
    await page.goto('/search?q=tiger');
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('link', { name: /^Tiger Trail/ })).toBeVisible();
    expect(await axeViolations(page, 'search')).toEqual([]);
  });

  test('without JavaScript the box is a form that opens the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/why-rasa-journeys');
    await navBox(page).fill('tiger');
    await navBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=tiger');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await context.close();
  });

  test('is pre-rendered, kept out of the sitemap and of search engines', async ({ request }) => {
    const html = await (await request.get('/search')).text();
    expect(html).toContain('<div id="root" data-path="/search"');
    expect(html).toContain('<meta data-head name="robots" content="noindex">');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });



  test('after one visit, search works on pages never visited', async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);

    await page.goto('/search?q=tiger');
    await waitForApp(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Tiger Trail/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Ranthambore/ })).toBeVisible();

    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await navBox(page).fill('everst');
    const everest = page.getByRole('banner').getByRole('link', { name: /^Everest Region/ });
    await expect(everest).toBeVisible();
    await everest.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everest Region' })).toBeVisible();
  });
});
