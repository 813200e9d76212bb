/**
 * The browsing screens with their texts, links and flows.
 */
import { get } from 'node:http';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { waitForApp } from './support';

test.describe('home', () => {
  test('the slideshow advances every 5 s, wraps, and dots jump to a slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    const title = page.getByTestId('slide-title');
    await expect(title).toHaveText('Majestic Taj Mahal');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(title).toHaveText('Himalayan Peaks');
    await page.getByRole('button', { name: 'Show slide 4: Royal Rajasthan' }).click();
    await expect(title).toHaveText('Royal Rajasthan');
    await expect(page.getByRole('button', { name: 'Show slide 4: Royal Rajasthan' })).toHaveAttribute('aria-current', 'true');
    // The carousel engine really moved the slide into view (its animation runs on the page's clock).
    await page.clock.runFor(1_000);
    await expect(page.getByRole('group', { name: /^4 of \d+: Royal Rajasthan$/ })).toBeInViewport({ ratio: 0.9 });
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
    await page.getByRole('button', { name: 'Show slide 4: Royal Rajasthan' }).blur();
    await page.clock.runFor(5_100);
    await expect(title).toHaveText('Majestic Taj Mahal');
    await page.clock.runFor(1_000);
    await expect(page.getByRole('group', { name: /^1 of \d+: Majestic Taj Mahal$/ })).toBeInViewport({ ratio: 0.9 });
  });

  test('the pause control stops the slideshow', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(11_000);
    await expect(page.getByTestId('slide-title')).toHaveText('Majestic Taj Mahal');
  });

  test('under reduced motion the slideshow does not move by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForApp(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(11_000);
    await expect(page.getByTestId('slide-title')).toHaveText('Majestic Taj Mahal');
  });

  test('shows popular destinations, why choose, testimonials and the closing banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/booking');
    const popular = page.getByRole('region', { name: 'Popular Destinations' });
    const explore = popular.getByRole('link', { name: /^Explore / });
    await expect(explore).toHaveCount(6);
    const hrefs = await explore.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/destinations/india/delhi',
      '/destinations/india/agra',
      '/destinations/india/jaipur',
      '/destinations/india/udaipur',
      '/destinations/india/ranthambore',
      '/destinations/nepal/kathmandu',
    ]);
    await expect(popular.getByRole('heading', { name: 'Kathmandu Valley' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why Choose Rasa Journeys' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    const testimonials = page.getByRole('region', { name: 'What Our Travellers Say' });
    await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Book Your Trip' })).toHaveAttribute('href', '/booking');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact an Expert' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('destinations', () => {
  test('the overview lists four countries with at most six places each', async ({ page }) => {
    await page.goto('/destinations');
    for (const name of ['India', 'Nepal', 'Bhutan', 'Sri Lanka']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const india = page.getByRole('region', { name: 'India', exact: true });
    const places = india.getByRole('listitem').getByRole('link');
    await expect(places).toHaveText(['Delhi', 'Agra', 'Jaipur', 'Udaipur', 'Jodhpur', 'Ranthambore']);
    await expect(india.getByRole('link', { name: 'Explore India' })).toHaveAttribute('href', '/destinations/india');
    await expect(india.getByRole('link', { name: /View Itineraries/ })).toHaveAttribute('href', '/itineraries/india');
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/booking');
    await expect(page.getByRole('link', { name: 'Speak to an Expert' })).toHaveAttribute('href', '/contact');
  });

  test('a country page shows every place and the country itineraries', async ({ page }) => {
    await page.goto('/destinations/india');
    await expect(page.getByRole('heading', { level: 1, name: 'India' })).toBeVisible();
    const places = page.getByRole('region', { name: 'Where to Go in India' });
    await expect(places.getByRole('link', { name: /^Explore / })).toHaveCount(10);
    const trips = page.getByRole('region', { name: 'India Itineraries' });
    await expect(trips.getByRole('link', { name: /^View Details/ })).toHaveCount(4);
  });

  test('an unknown country is not found', async ({ page }) => {
    const response = await page.goto('/destinations/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a destination page shows its sections in order with booking links and the map card', async ({ page }) => {
    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Agra' })).toBeVisible();
    const booking = '/booking?destination=india&place=agra&name=Agra';
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', booking);
    await expect(page.getByRole('link', { name: 'Plan Your Visit' })).toHaveAttribute('href', booking);
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', booking);
    const facts = page.getByRole('region', { name: 'Agra at a glance' });
    await expect(facts).toContainText('Best Time to Visit');
    await expect(facts).toContainText('October to March');
    await expect(facts).toContainText('Recommended Duration');
    await expect(facts).toContainText('All Levels');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['About Agra', 'Must-See Highlights', 'Unique Experiences', 'Location'];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    expect(await page.getByRole('button', { name: /^Book Experience/ }).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('button', { name: 'Contact Expert' })).toHaveCount(2);
    // No key in tests: the static card stands in for the map, 400 px high.
    const card = page.getByTestId('map-fallback');
    await expect(card).toBeVisible();
    expect((await card.boundingBox())?.height).toBe(400);
    await expect(card.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=27\.\d+,78\.\d+$/);
  });

  test("an unknown place shows 'Destination Not Found' with a way back", async ({ page }) => {
    await page.goto('/destinations/india/atlantis');
    await expect(page.getByRole('heading', { name: 'Destination Not Found' })).toBeVisible();
    await expect(page.getByText("The destination you're looking for doesn't exist.")).toBeVisible();
    await waitForApp(page);
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL('/destinations');
  });
});

test.describe('itineraries', () => {
  test('the list shows every itinerary and chips filter by group', async ({ page }) => {
    await page.goto('/itineraries');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'All Itineraries' })).toBeVisible();
    const grid = page.getByTestId('itinerary-grid');
    await expect(grid.getByRole('article')).toHaveCount(17);
    const chips = page.getByRole('navigation', { name: 'Itineraries by country' });
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await chips.getByRole('link', { name: 'Sri Lanka' }).click();
    await expect(page).toHaveURL('/itineraries/sri-lanka');
    await expect(page.getByRole('heading', { level: 2, name: 'Sri Lanka Itineraries' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Sri Lanka' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');
    await expect(grid.getByRole('article')).toHaveCount(3);

    await chips.getByRole('link', { name: 'Multi-Country' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Multi-Country Itineraries' })).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(4);
  });

  test('a card links to details and to a prefilled booking', async ({ page }) => {
    await page.goto('/itineraries/india');
    const card = page.getByRole('article').filter({ hasText: 'Golden Triangle Luxury Tour' });
    await expect(card).toContainText('7 Days / 6 Nights');
    await expect(card).toContainText('Delhi → Agra → Jaipur');
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/itinerary/golden-triangle');
    await expect(card.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', '/booking?destination=india&itinerary=golden-triangle');
    await expect(page.getByRole('link', { name: 'Custom Itinerary' })).toHaveAttribute('href', /^\/contact/);
    await expect(page.getByRole('link', { name: 'Speak to Expert' })).toHaveAttribute('href', '/contact');
  });

  test('on paper every card of a long list is drawn, those far below the screen too', async ({ page }) => {
    await page.goto('/itineraries');
    const lastTitle = page.getByRole('article').last().getByRole('heading');
    // Drawn: not skipped as off screen content is (content-visibility: auto).
    const drawn = () => lastTitle.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    await page.emulateMedia({ media: 'print' });
    expect(await drawn()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await lastTitle.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });

  test('an unknown group is not found', async ({ page }) => {
    const response = await page.goto('/itineraries/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the detail page shows facts, the overview and every day', async ({ page }) => {
    await page.goto('/itinerary/golden-triangle');
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Triangle Luxury Tour' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Trip facts' });
    for (const label of ['Duration', 'Group Size', 'Difficulty', 'Best Time']) await expect(facts).toContainText(label);
    await expect(page.getByRole('heading', { name: 'Trip Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trip Highlights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
    const days = page.getByRole('region', { name: 'Day by Day Itinerary' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('Stay:');
    await expect(days.first()).toContainText('Meals:');
    await expect(page.getByRole('link', { name: 'Book This Trip' })).toHaveAttribute('href', '/booking?destination=india&itinerary=golden-triangle');
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking?destination=india&itinerary=golden-triangle');
    await expect(page.getByRole('heading', { name: 'Ready for This Adventure?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customize Trip' })).toHaveAttribute('href', /^\/contact\?subject=/);
  });

  test("an unknown itinerary shows 'Itinerary Not Found'", async ({ page }) => {
    await page.goto('/itinerary/atlantis-cruise');
    await expect(page.getByRole('heading', { name: 'Itinerary Not Found' })).toBeVisible();
    await expect(page.getByText("The itinerary you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Itineraries' })).toHaveAttribute('href', '/itineraries');
  });
});

test('why us shows stats, features, testimonials and the four steps', async ({ page }) => {
  await page.goto('/why-rasa-journeys');
  const stats = page.getByRole('region', { name: 'Rasa Journeys in numbers' });
  for (const value of ['500+', '50+', '15+', '98%']) await expect(stats).toContainText(value);
  await expect(page.getByRole('region', { name: 'The Rasa Journeys Difference' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'What Our Travellers Say' }).getByRole('figure')).toHaveCount(3);
  const steps = page.getByRole('region', { name: 'Your Journey in Four Steps' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Step 1: Consultation', 'Step 2: Customization', 'Step 3: Confirmation', 'Step 4: Experience']);
  await expect(page.getByRole('link', { name: 'Book Your Journey' })).toHaveAttribute('href', '/booking');
});

test.describe('gallery', () => {
  test('filters mark the active one and show matching photos', async ({ page }) => {
    await page.goto('/gallery');
    await waitForApp(page);
    const grid = page.getByTestId('gallery-grid');
    await expect(grid.getByRole('button')).toHaveCount(12);
    for (const name of ['India', 'Nepal', 'Bhutan', 'Sri Lanka', 'Culture', 'Nature', 'Architecture']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'All Photos' })).toHaveAttribute('aria-pressed', 'false');
      expect(await grid.getByRole('button').count(), name).toBeGreaterThanOrEqual(2);
      expect(await grid.getByRole('button').count(), name).toBeLessThan(12);
    }
  });

  test('the lightbox wraps within the filtered set and closes on Escape and the backdrop', async ({ page }) => {
    await page.goto('/gallery');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Bhutan', exact: true }).click();
    const tiles = page.getByTestId('gallery-grid').getByRole('button');
    const count = await tiles.count();
    const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-title')!));

    await tiles.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(names[0]!);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog).toHaveAccessibleName(names[count - 1]!);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog).toHaveAccessibleName(names[0]!);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(names[1 % count]!);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tiles.nth(1 % count)).toBeFocused();

    await tiles.first().click();
    await expect(dialog).toBeVisible();
    // The dialog listens for outside clicks once it has opened (under load, a click during its
    // opening animation can come first).
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(tiles.first()).toBeFocused();
  });
});

test('the contact FAQ opens one answer at a time, from the keyboard too, and before the app starts', async ({ page, browser }) => {
  await page.goto('/contact');
  await waitForApp(page);
  const faq = page.locator('section[aria-labelledby="faq-heading"]');
  const first = faq.locator('details').first();
  const second = faq.locator('details').nth(1);
  await expect(first.locator('p')).toBeHidden();

  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
  await second.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(second.locator('p')).toBeVisible();
  await expect(first.locator('p')).toBeHidden();
  await page.keyboard.press('Space');
  await expect(second.locator('p')).toBeHidden();

  // Native disclosure: it needs no script at all.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  const answer = plain.locator('section[aria-labelledby="faq-heading"] details').first();
  await answer.locator('summary').click();
  await expect(answer.locator('p')).toBeVisible();
  await noScript.close();
});

test.describe('photos on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  /** The photo the browser chose for an image: its URL, its natural size and the size of its box. */
  const chosen = (img: Locator) =>
    img.evaluate(async (el: HTMLImageElement) => {
      await el.decode().catch(() => undefined);
      const box = el.getBoundingClientRect();
      return { url: el.currentSrc, natural: [el.naturalWidth, el.naturalHeight], box: [box.width, box.height] };
    });

  /**
   * A photo that is a page's largest paint arrives within two round trips of a new connection while
   * the page's own connection shares the link (Lighthouse's slow 4G phone): about 32 KB.
   */
  const LARGEST_PAINT_PHOTO_BYTES = 32 * 1024;
  /** What the browser asks for an image, so the host sends the format it would send the page. */
  const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  async function expectCropOfItsBox(photo: Awaited<ReturnType<typeof chosen>>, request: APIRequestContext) {
    const [width, height] = photo.natural as [number, number];
    const [boxWidth, boxHeight] = photo.box as [number, number];
    // The shape of its box (within 5%), at least as sharp as the box's CSS pixels.
    expect(Math.abs(width / height - boxWidth / boxHeight) / (boxWidth / boxHeight)).toBeLessThan(0.05);
    expect(width).toBeGreaterThanOrEqual(boxWidth);
    expect((await (await request.get(photo.url, { headers: { accept: IMAGE_ACCEPT } })).body()).length).toBeLessThanOrEqual(LARGEST_PAINT_PHOTO_BYTES);
  }

  test("a list page's hero comes as a portrait crop the shape of its box, not a landscape photo cut to its middle", async ({ page, request }) => {
    for (const path of ['/destinations', '/itineraries']) {
      await page.goto(path);
      const hero = await chosen(page.getByRole('main').locator('section').first().locator('img'));
      expect(hero.natural[1]).toBeGreaterThan(hero.natural[0]!);
      await expectCropOfItsBox(hero, request);
    }
    // A full-screen hero stays a backdrop behind the headline, in the landscape srcset.
    await page.goto('/destinations/india/agra');
    const backdrop = await chosen(page.getByRole('main').locator('section').first().locator('img'));
    expect(backdrop.natural[0]).toBeGreaterThan(backdrop.natural[1]!);
  });

  test('gallery tiles come as 4:3 crops the width of the screen', async ({ page, request }) => {
    await page.goto('/gallery');
    await waitForApp(page);
    const first = await chosen(page.getByRole('button', { name: /open larger/ }).first().locator('img'));
    expect(first.natural[0]! / first.natural[1]!).toBeCloseTo(4 / 3, 2);
    await expectCropOfItsBox(first, request);
  });
});

test('on a large screen the hero is the landscape photo at the width the screen needs', async ({ page }) => {
  await page.goto('/destinations');
  const url = new URL(await page.getByRole('main').locator('section').first().locator('img').evaluate((el: HTMLImageElement) => el.currentSrc));
  expect(url.searchParams.get('h')).toBeNull();
  expect(Number(url.searchParams.get('w'))).toBeGreaterThanOrEqual(1366);
});

test("a list page's hero photo is its largest paint and fetched first; a full-screen hero's photo is a backdrop that waits for the headline's font", async ({ request }) => {
  const heroImg = async (path: string) => /<img [^>]*loading="eager"[^>]*>/.exec(await (await request.get(path)).text())?.[0] ?? '';
  expect(await heroImg('/destinations')).toContain('fetchPriority="high"');
  expect(await heroImg('/itinerary/golden-triangle')).toContain('fetchPriority="low"');
  expect(await heroImg('/destinations/india/agra')).toContain('fetchPriority="low"');
});

/** Bytes of a response as the server sends it with Brotli, headers included. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = response.rawHeaders.reduce((n, header) => n + header.length + 2, 0);
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/**
 * What a new connection carries in its first round trip (ten packets of 1,460 bytes): a page that
 * fits asks for its hero photo one round trip (150 ms on a slow 4G phone) sooner.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

test("a list page's HTML arrives in its connection's first round trip, even the longest list", async ({ baseURL }) => {
  for (const path of ['/', '/destinations', '/itineraries', '/itineraries/india', '/gallery']) {
    expect(await bytesOnTheWire(`${baseURL}${path}`), path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});
