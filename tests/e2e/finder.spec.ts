/**
 * Choosing a journey: the trip finder's filters in the URL, the live count and the empty result's
 * ways out, and prices in the visitor's currency across pages and reloads.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './installed';
import { chunkOf, collectErrors, goOffline, waitForApp, waitForHydration } from './support';
import { axeViolations } from './axe';

/** The finder's chunk arrives after start-up: its form is marked once it is alive. */
async function waitForFinder(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator('form[aria-label="Find a journey"][data-ready]').waitFor({ state: 'attached' });
}

const cardTitles = (page: Page) => page.getByTestId('itinerary-grid').getByRole('article').getByRole('heading').allTextContents();

test.describe('trip finder', () => {
  test('March and wildlife show exactly the journeys for them, and the URL carries the filters', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/itineraries');
    await waitForFinder(page);
    const count = page.getByTestId('finder-count');
    await expect(count).toHaveText('17 journeys');
    await expect(count).toHaveAttribute('role', 'status');

    await page.getByLabel('Travel month').selectOption({ label: 'March' });
    await page.getByRole('checkbox', { name: 'Wildlife' }).check();
    await expect(page).toHaveURL('/itineraries?month=3&style=wildlife');
    await expect(count).toHaveText('4 journeys');
    expect(await cardTitles(page)).toEqual(['Tiger Trail', 'Nepal Explorer', 'Classic Sri Lanka', 'Sri Lanka Wildlife Safari']);

    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL('/itineraries?month=3&style=wildlife&sort=price');
    const prices = await page.getByTestId('itinerary-grid').getByTestId('from-price').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // Filters replace the URL, they add no history entries: Back leaves the page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/itineraries/);
    expect(errors).toEqual([]);
  });

  test('a shared filtered URL opened cold shows the same list, with the filters set', async ({ page }) => {
    // No hydration mismatch either: the page was pre-rendered without the query.
    const errors = collectErrors(page);
    await page.goto('/itineraries?month=3&style=wildlife');
    await waitForFinder(page);
    await expect(page.getByTestId('finder-count')).toHaveText('4 journeys');
    expect(await cardTitles(page)).toEqual(['Tiger Trail', 'Nepal Explorer', 'Classic Sri Lanka', 'Sri Lanka Wildlife Safari']);
    await expect(page.getByLabel('Travel month')).toHaveValue('3');
    await expect(page.getByRole('checkbox', { name: 'Wildlife' })).toBeChecked();

    // A country chip keeps the filters.
    await page.getByRole('navigation', { name: 'Itineraries by country' }).getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL('/itineraries/india?month=3&style=wildlife');
    await expect(page.getByTestId('finder-count')).toHaveText('1 journey');
    expect(errors).toEqual([]);
  });

  test('filters chosen before the finder has started are kept and applied', async ({ page }) => {
    // The finder's code arrives late, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf('src/features/finder/TripFinder.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/itineraries');
    await waitForHydration(page);
    await page.getByLabel('Length').selectOption({ label: '13 days or more' });
    await page.getByRole('checkbox', { name: 'Trekking' }).check();
    await expect(page.locator('form[aria-label="Find a journey"]')).not.toHaveAttribute('data-ready');
    await expect(page).toHaveURL('/itineraries');
    release();
    await waitForFinder(page);
    await expect(page).toHaveURL('/itineraries?days=13-&style=trekking');
    await expect(page.getByTestId('finder-count')).toHaveText('2 journeys');
    await expect(page.getByLabel('Length')).toHaveValue('13-');
    await expect(page.getByRole('checkbox', { name: 'Trekking' })).toBeChecked();
  });

  test("if the finder's code cannot be fetched, it says so with a retry, and the rest of the page stays", async ({ page }) => {
    let fail = true;
    await page.route(chunkOf('src/features/finder/TripFinder.tsx'), (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/itineraries');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText("We couldn't load the journeys");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Custom Itinerary' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForFinder(page);
    await expect(page.getByTestId('finder-count')).toHaveText('17 journeys');
  });

  test('odd values in the query are ignored, not an error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/itineraries?month=13&days=5-9&style=diving,&price=abc&sort=name');
    await waitForFinder(page);
    await expect(page.getByTestId('finder-count')).toHaveText('17 journeys');
    await expect(page.getByLabel('Travel month')).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('an empty result says so and offers to clear the filters or ask a specialist', async ({ page }) => {
    await page.goto('/itineraries/sri-lanka?month=8&style=beaches&price=-5000');
    await waitForFinder(page);
    await expect(page.getByTestId('finder-count')).toHaveText('No journeys');
    const empty = page.getByTestId('finder-empty');
    await expect(empty).toContainText('No journey matches all of these filters.');

    const ask = empty.getByRole('link', { name: 'Ask a specialist' });
    await expect(ask).toHaveAttribute('href', /^\/contact\?/);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/itineraries/sri-lanka');
    await expect(page.getByTestId('finder-count')).toHaveText('3 journeys');

    await page.goto('/itineraries/sri-lanka?month=8&style=beaches&price=-5000');
    await waitForFinder(page);
    await page.getByRole('link', { name: 'Ask a specialist' }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await waitForApp(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Journeys in Sri Lanka; travelling in August; beaches; under $5,000 per person.');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('A journey to suit my dates');
  });
});

test.describe('currency', () => {
  test('a currency chosen in the footer applies to every price, across pages and a reload', async ({ page }) => {
    await page.goto('/itineraries/india');
    await waitForFinder(page);
    const card = page.getByRole('article').filter({ hasText: 'Golden Triangle Luxury Tour' });
    await expect(card.getByTestId('from-price')).toHaveText('From $4,100 per person');

    // The footer comes alive, with its currency selector, as the traveller scrolls to it.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Currency').selectOption('GBP');
    await expect(card.getByTestId('from-price')).toHaveText('From about £3,130 per person');
    await expect(footer.getByTestId('rates-note')).toContainText('rates of 1 Nov 2026');
    // The finder's price bands follow the currency too.
    await expect(page.getByLabel('Price per person').locator('option').nth(1)).toHaveText('Under about £3,820');

    await page.reload();
    await waitForFinder(page);
    await expect(card.getByTestId('from-price')).toHaveText('From about £3,130 per person');

    await card.getByRole('link', { name: /^View Details/ }).click();
    await expect(page).toHaveURL('/itinerary/golden-triangle');
    const price = page.getByRole('region', { name: 'Price', exact: true });
    await expect(price.getByTestId('from-price')).toHaveText('From about £3,130 per person');
    await expect(price).toContainText('flights');
    await price.getByLabel('Currency').selectOption('INR');
    await expect(price.getByTestId('from-price')).toHaveText('From about ₹3,63,000 per person');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByLabel('Currency')).toHaveValue('INR');
  });

  test('a currency picked on the pre-rendered price panel before it came alive is applied', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf('src/features/currency/PricePanel.tsx'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/itinerary/bhutan-essentials');
    await waitForHydration(page);
    const price = page.getByRole('region', { name: 'Price', exact: true });
    await price.getByLabel('Currency').selectOption('CAD');
    await expect(price.getByTestId('from-price')).toHaveText(/^From \$[\d,]+ per person$/);
    release();
    await expect(price.getByTestId('from-price')).toHaveText(/^From about CA\$[\d,]+ per person$/);
    expect(await page.evaluate(() => localStorage.getItem('rasa.currency'))).toBe('CAD');
  });

  test('pre-rendered pages show US dollars', async ({ request }) => {
    const html = await (await request.get('/itinerary/golden-triangle')).text();
    expect(html).toContain('From $4,100 per person');
  });
});

test('axe finds nothing on the finder with filters, its empty result and prices in another currency', async ({ page }) => {
  // Three pages, each checked by axe.
  test.setTimeout(90_000);
  await page.goto('/itineraries?month=3&style=wildlife,culture&sort=days');
  await waitForFinder(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByLabel('Currency').selectOption('EUR');
  await expect(page.getByRole('contentinfo').getByTestId('rates-note')).toBeVisible();
  expect(await axeViolations(page, 'finder with filters, in EUR')).toEqual([]);
  await page.goto('/itineraries?month=8&style=beaches&price=-5000');
  await waitForFinder(page);
  await expect(page.getByTestId('finder-empty')).toBeVisible();
  expect(await axeViolations(page, 'finder, empty result')).toEqual([]);
  await page.goto('/itinerary/tiger-trail');
  await waitForApp(page);
  // The price section is below the fold: its currency note loads as it nears the screen.
  await page.getByRole('region', { name: 'Price', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Price', exact: true }).getByTestId('rates-note')).toBeVisible();
  expect(await axeViolations(page, '/itinerary/tiger-trail in EUR')).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a filtered list opens offline on a page never visited', async ({ installed }) => {
    const { page, context } = await installed();
    await goOffline(context, page);
    await page.goto('/itineraries/nepal?days=8-12&sort=price');
    await waitForFinder(page);
    await expect(page.getByTestId('finder-count')).toHaveText('2 journeys');
    await expect(page.getByLabel('Length')).toHaveValue('8-12');
  });
});
