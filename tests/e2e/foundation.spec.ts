/**
 * The foundation: every route is served pre-rendered with its own head, hydration is clean, the
 * navigation bar behaves as specified, unknown URLs get a not-found page.
 */
import { expect, test, type Page } from '@playwright/test';
import { INITIAL_JS_BUDGET } from '../../scripts/budgets.mjs';
import { initialJs } from '../../scripts/page-assets.mjs';
import { attr, chunkOf, collectErrors, sitemapPaths, waitForApp, waitForHydration } from './support';

const DIST = new URL('../../dist/', import.meta.url).pathname;

const TITLE_FORM = / - Luxury Travel Experiences \| Rasa Journeys$/;
const DESTINATION_TITLE_FORM = /^[^|]+ - [^|]+ \| Rasa Journeys$/;

test.describe('pre-rendered pages', () => {
  test('every route and parameter value is served as pre-rendered HTML with its own head', { tag: '@smoke' }, async ({ request }) => {
    const paths = await sitemapPaths(request);
    // 15 routes: 9 static pages (Help among them), 4 countries, 24 places, 5 itinerary groups,
    // 17 itineraries, and Help and the essentials for each of the 4 countries.
    expect(paths.length).toBe(9 + 4 + 24 + 5 + 17 + 4 + 4);
    const titles = new Set<string>();
    const chunks = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const title = attr(html, /<title>([^<]*)<\/title>/);
      expect(title, path).toBeTruthy();
      const isDestination = /^\/destinations\/[^/]+\/[^/]+$/.test(path);
      expect(title, path).toMatch(isDestination ? DESTINATION_TITLE_FORM : TITLE_FORM);
      titles.add(title!);

      const description = attr(html, /<meta data-head name="description" content="([^"]+)"/);
      expect(description?.length, `${path} description`).toBeGreaterThan(20);
      expect(attr(html, /<link data-head rel="canonical" href="([^"]+)"/), path).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
      expect(attr(html, /<meta data-head property="og:title" content="([^"]+)"/)).toBe(title);
      expect(attr(html, /<meta data-head name="twitter:title" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta data-head property="og:description" content="([^"]+)"/)).toBe(description);

      // The body is the rendered page, not an empty shell.
      expect(html, path).toContain(`<div id="root" data-path="${path}"`);
      expect(html, path).toMatch(/<h1[^>]*>/);
      // What the page runs before it is interactive stays within the budget, and is all served.
      const js = initialJs(html, DIST);
      expect(js.bytes, `${path} initial JS, gzip`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
      js.hrefs.forEach((href) => chunks.add(href));
    }
    expect(titles.size, 'every page has its own title').toBe(paths.length);
    for (const href of chunks) expect((await request.get(href)).status(), href).toBe(200);
  });

  test('pages load only the heading face\'s core file, and its whole-Latin file for a heading that needs it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    for (const path of ['/', '/destinations/india/agra', '/itinerary/golden-triangle', '/why-rasa-journeys', '/gallery', '/booking', '/payment', '/contact']) {
      await page.goto(path);
      await waitForApp(page);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(new Set(fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, '')))).toEqual(new Set(['/assets/cormorant-garamond-600-core']));
    // A heading with a character outside the core still shows in the heading face.
    await page.evaluate(() => {
      const heading = document.createElement('h2');
      heading.textContent = 'Café Ñandú';
      document.querySelector('main')!.append(heading);
    });
    await expect.poll(() => fonts.some((f) => /\/cormorant-garamond-600-latin-[\w-]+\.woff2$/.test(f))).toBe(true);
  });


  test('before its first paint a page fetches only the entry and its own small chunks, not the app', async ({ request }) => {
    // What the entry imports statically is fetched with the page's first bytes, beside the
    // stylesheet, the heading font and the hero photo: the app's shared chunk there cost the
    // headline 0.2 s of LCP.
    for (const path of ['/', '/destinations/india/agra', '/itinerary/golden-triangle']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const early = [...head.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]!);
      expect(early.length, path).toBeGreaterThan(0);
      let bytes = 0;
      for (const href of early) bytes += (await (await request.get(href)).body()).length;
      expect(bytes, `${path}: ${early.join(' ')}`).toBeLessThan(8 * 1024);
    }
  });
  test('destination pages use the destination title form and description', async ({ request }) => {
    const html = await (await request.get('/destinations/india/agra')).text();
    const title = attr(html, /<title>([^<]*)<\/title>/)!;
    expect(title).toMatch(/^Agra - .+ \| Rasa Journeys$/);
    expect(attr(html, /<meta data-head property="og:title" content="([^"]+)"/)).toBe(title);
  });

  test('pages read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/why-rasa-journeys');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Styled by the page itself: the heading face and the brand's background.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Cormorant Garamond/);
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.getByRole('link', { name: 'Meet with an Expert' })).toHaveAttribute('href', '/contact');
    // Photos below the fold wait for the app when scripts run; without scripts their <noscript> copy shows.
    await page.goto('/gallery');
    await expect(page.getByRole('main').locator('img')).toHaveCount(12);
    await context.close();
  });

  test('photos below the fold are requested once the app has started, the first photo at once', async ({ page, request }) => {
    const html = await (await request.get('/gallery')).text();
    expect(html.match(/<noscript><picture><source [^>]*><img /g)).toHaveLength(11);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/gallery');
    await waitForApp(page);
    const photos = page.getByRole('main').locator('img');
    await expect(photos).toHaveCount(12);
    await photos.last().scrollIntoViewIfNeeded();
    await expect.poll(() => photos.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const startChunk = requested.findIndex((url) => chunkOf('src/app/start.tsx').test(url));
    const photoRequests = requested.map((url, i) => ({ url, i })).filter(({ url }) => /\/photo-/.test(url));
    expect(startChunk).toBeGreaterThan(-1);
    expect(photoRequests[0]!.i, 'the first photo is requested with the page').toBeLessThan(startChunk);
    expect(photoRequests.slice(1).length).toBeGreaterThan(0);
    for (const { url, i } of photoRequests.slice(1)) expect(i, url).toBeGreaterThan(startChunk);
  });

  test('unknown URLs answer 404 with a not-found page and a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await waitForApp(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a trailing slash redirects to the canonical URL', async ({ page }) => {
    await page.goto('/destinations/');
    expect(new URL(page.url()).pathname).toBe('/destinations');
  });
});

test.describe('hydration', () => {
  const samples = [
    '/',
    '/destinations',
    '/destinations/nepal',
    '/destinations/india/agra',
    '/itineraries',
    '/itineraries/sri-lanka',
    '/itinerary/golden-triangle',
    '/why-rasa-journeys',
    '/gallery',
    '/booking',
    '/payment',
    '/contact',
  ];
  for (const path of samples) {
    test(`hydrates ${path} without console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForApp(page);
      // Interactive after hydration: a dropdown opens.
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('link', { name: 'Gallery' }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  /** Style sheets that define the design tokens, and whether the tokens and the global CSS apply. */
  const globalStyles = (page: Page) =>
    page.evaluate(() => ({
      tokenSheets: [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-jade-700:'))).length,
      jade700: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-jade-700').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
    }));
  const applied = { tokenSheets: 1, jade700: expect.stringMatching(/^#/), bodyFont: expect.stringContaining('system-ui') };

  test("keeps Chakra's global styles as pre-rendered: one copy, still applied after hydration and navigation", async ({ page }) => {
    // Every style tag the page loses (a tag moved in the head is removed, then added again): each
    // makes the browser recompute the whole page's style.
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removedStyles: string[] }).removedStyles = []);
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/booking');
    const prerendered = await globalStyles(page);
    expect(prerendered).toEqual(applied);
    await waitForApp(page);
    expect(await globalStyles(page)).toEqual(prerendered);
    await page.getByRole('banner').getByRole('link', { name: 'Meet with an Expert' }).click();
    await expect(page).toHaveURL('/contact');
    expect(await globalStyles(page)).toEqual(prerendered);
    // The app started, and went to another page, without moving or replacing a style tag of the page.
    expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([]);
  });

  test('the app shell (no page pre-rendered in it) carries the global styles too', async ({ page }) => {
    await page.goto('/app-shell.html');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(await globalStyles(page)).toEqual(applied);
  });

  test('client-side navigation updates the title and description', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page).toHaveTitle('Gallery - Luxury Travel Experiences | Rasa Journeys');
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toMatch(/\/gallery$/);
    await expect(page.locator('link[rel=canonical]')).toHaveCount(1);
  });
});

test.describe('navigation bar', () => {
  test('is fixed, 64 px high, and turns opaque with a shadow past 50 px of scroll', async ({ page }) => {
    await page.goto('/itineraries');
    await waitForApp(page);
    const bar = page.getByTestId('navbar');
    const box = await bar.boundingBox();
    expect(box?.height).toBe(64);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const before = await bar.evaluate((el) => getComputedStyle(el).boxShadow);

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForFunction(() => window.scrollY === 50);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    const after = await bar.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(before).toBe('none');
    expect(after).not.toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test("'Meet with an Expert' leads to /contact", async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Meet with an Expert' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a phone never downloads the dropdown menus; a large screen loads them once the page is up', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/destinations');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Agra' })).toBeVisible();
    expect(chunks.filter((c) => chunkOf('src/app/layout/DesktopMenus.tsx').test(c))).toEqual([]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await waitForApp(page);
    const start = chunks.findLastIndex((c) => chunkOf('src/app/start.tsx').test(c));
    const menus = chunks.findLastIndex((c) => chunkOf('src/app/layout/DesktopMenus.tsx').test(c));
    expect(menus).toBeGreaterThan(start);
  });

  test('the why-us link uses the brand route', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why Rasa Journeys' }).click();
    await expect(page).toHaveURL('/why-rasa-journeys');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a toggle opens the menu and choosing a link closes it', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Bhutan Essentials' })).toBeVisible();
    await menu.getByRole('link', { name: 'Agra' }).click();
    await expect(page).toHaveURL('/destinations/india/agra');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('holds the tagline, links, contact details and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-tagline')).toContainText('India, Nepal, Bhutan and Sri Lanka');
    const quick = footer.getByRole('region', { name: 'Quick Links' });
    await expect(quick.getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations');
    await expect(quick.getByRole('link', { name: 'Itineraries' })).toHaveAttribute('href', '/itineraries');
    const popular = footer.getByRole('region', { name: 'Popular Destinations' });
    await expect(popular.getByRole('link')).toHaveCount(6);
    const contact = footer.getByRole('region', { name: 'Contact Us' });
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(contact).toContainText('New Delhi');
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      await expect(footer.getByRole('link', { name: `Rasa Journeys on ${network}` })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025 Rasa Journeys');
  });

  test('the popular places are in the page from the start and, once the footer comes into view, navigate in the app', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const popular = page.getByRole('contentinfo').getByRole('region', { name: 'Popular Destinations' });
    // Pre-rendered: there before (and whether or not) the catalogue's code arrives.
    await expect(popular.getByRole('link', { name: 'Agra' })).toHaveAttribute('href', '/destinations/india/agra');
    await waitForApp(page);
    // Their code loads only as the footer nears the viewport: not at the top of the page.
    const hydrated = () =>
      page.evaluate(() => {
        const link = document.querySelector('footer a[href="/destinations/india/agra"]');
        return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
      });
    await page.waitForTimeout(500);
    expect(await hydrated()).toBe(false);
    await popular.scrollIntoViewIfNeeded();
    // Hydrated in place once loaded (React has attached its props to the pre-rendered link) ...
    await page.waitForFunction(() => {
      const link = document.querySelector('footer a[href="/destinations/india/agra"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
    });
    // ... so a click is a client-side navigation: the window survives it.
    await page.evaluate(() => ((window as unknown as { survivor: number }).survivor = 1));
    await popular.getByRole('link', { name: 'Agra' }).click();
    await expect(page).toHaveURL('/destinations/india/agra');
    await expect(page.getByRole('heading', { level: 1, name: 'Agra' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { survivor?: number }).survivor)).toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('a chunk that fails to load', () => {
  // The service worker would answer from its cache; this is the first visit, offline midway.
  test.use({ serviceWorkers: 'block' });

  test('is reported with a retry instead of a blank page, and the next page clears it', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.route(chunkOf('src/pages/why-us/WhyUsPage.tsx'), (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why Rasa Journeys' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load this page" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The frame still works: another page replaces the message.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moments From Our Journeys' })).toBeVisible();
    await expect(alert).toBeHidden();
    // Back online, 'Try again' loads the page that failed.
    await page.unroute(chunkOf('src/pages/why-us/WhyUsPage.tsx'));
    await page.goBack();
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Travel With People/ })).toBeVisible();
  });

  test('for the gallery lightbox leaves the gallery working and loads once the connection returns', async ({ page, context }) => {
    const lightbox = chunkOf('src/pages/gallery/Lightbox.tsx');
    await page.route(lightbox, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (r) => lightbox.test(r.url()));
    await page.goto('/gallery');
    await waitForApp(page);
    await failed;
    await expect(page.getByRole('heading', { level: 1, name: 'Moments From Our Journeys' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load" })).toHaveCount(0);
    // Back online: the viewer's code loads and a photo opens in it.
    await page.unroute(lightbox);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByTestId('gallery-grid').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load" })).toHaveCount(0);
  });

  test('for a part read from the device (My Journeys) is reported, not left as endless loading', async ({ page }) => {
    await page.route(chunkOf('src/pages/my-journeys/MyJourneysContent.tsx'), (route) => route.abort('internetdisconnected'));
    await page.goto('/my-journeys');
    // The app starts after the hero photo, and on a busy machine takes a while to: wait for it, so
    // the 10 s below time only the failure being shown.
    await waitForHydration(page);
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your journeys" });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Opening your journeys…')).toHaveCount(0);
    await page.unroute(chunkOf('src/pages/my-journeys/MyJourneysContent.tsx'));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing saved yet' })).toBeVisible();
  });

  test('inside a page (the request dialog) is reported where it was asked for, and the page stays', async ({ page }) => {
    await page.goto('/destinations/india/agra');
    await waitForApp(page);
    await page.route(chunkOf('src/features/enquiries/forms/ExpertRequestDialog.tsx'), (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Contact Expert' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load the request form" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Agra' })).toBeVisible();
  });
});
