/**
 * Shared helpers for the end-to-end tests.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Every page path the build pre-rendered, read from the sitemap (itself made from the route table). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Collects console errors and uncaught page errors for the lifetime of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated or rendered the page (the root holds interactive content). */
export async function waitForApp(page: Page): Promise<void> {
  // Set by the app once the page is hydrated (or rendered), so input reaches React.
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
  // On a large screen the dropdown menus load after hydration and take the static bar's place.
  if ((page.viewportSize()?.width ?? 0) >= 1024) await page.locator('nav[aria-label="Main"] button[aria-expanded]').first().waitFor({ state: 'attached' });
}

export function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

/** One online visit with the service worker: resolves once it is active (the whole guide precached). */
export async function installServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active worker');
  });
}

/** Offline for real: the page's and the service worker's requests both fail. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  const reachable = await page.evaluate(() =>
    fetch(`/robots.txt?probe=${Date.now()}`, { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable, 'the network should be unreachable').toBe(false);
}
