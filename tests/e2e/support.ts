/**
 * Shared helpers for the end-to-end tests.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, INTERACTIVE_SELECTOR } from '../../src/lib/pageRoot';
import { fillBookingWith } from '../support/booking';

let chunkFiles: Record<string, string> | undefined;

/**
 * The built script that holds `module` ('src/features/finder/TripFinder.tsx'), as a pattern for
 * page.route and for request URLs: read from dist/.vite/chunk-files.json, which the build writes
 * beside the chunk ledger. A test blocks or delays a module's code, whatever chunk the build put it
 * in, so regrouping the chunks changes no test.
 */
export function chunkOf(module: string): RegExp {
  chunkFiles ??= JSON.parse(readFileSync(new URL('../../dist/.vite/chunk-files.json', import.meta.url), 'utf8')) as Record<string, string>;
  const file = chunkFiles[module];
  if (!file) throw new Error(`No built script holds ${module} (dist/.vite/chunk-files.json)`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

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

/** Resolves once the page is interactive: hydrated, with every island that does not wait (lib/pageRoot). */
export async function waitForApp(page: Page): Promise<void> {
  // Set by the app once the page is hydrated (or rendered), so input reaches React.
  await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: 'attached' });
  // On a large screen the dropdown menus load after hydration and take the static bar's place.
  if ((page.viewportSize()?.width ?? 0) >= 1024) await page.locator('nav[aria-label="Main"] button[aria-expanded]').first().waitFor({ state: 'attached' });
}

/**
 * Resolves once the specialist's desk has rendered (desk.html, an app of its own, with none of the
 * traveller's navigation for waitForApp to wait for): it marks its root interactive, as the
 * traveller's app does a page, once the desk's own code has run.
 */
export async function waitForDesk(page: Page): Promise<void> {
  await page.locator(INTERACTIVE_SELECTOR).waitFor({ state: 'attached' });
}

/**
 * A Golden Triangle trip for Asha Rao from 14 March 2027, made at the desk and signed: its link.
 * `more` adds to the trip (a flight, say) before it is sent.
 */
export async function signedDeskTrip(page: Page, more?: (page: Page) => Promise<void>): Promise<string> {
  await page.goto('/desk');
  await waitForDesk(page);
  await expect(page.getByTestId('desk-key')).toContainText('local key');
  await page.getByLabel('Itinerary').selectOption('golden-triangle');
  await page.getByLabel('Start date').fill('2027-03-14');
  await page.getByLabel('Traveller 1').fill('Asha Rao');
  await more?.(page);
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await expect(page.getByTestId('trip-sent')).toContainText('Revision 1 is signed');
  return page.getByLabel('Link to the trip').inputValue();
}

/**
 * Resolves once the app has hydrated the page itself: for a test that holds an island's code back,
 * where the page is not interactive (waitForApp) until that code has run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`#root[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

export function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

/**
 * One online visit with the service worker: resolves once it is active (the whole guide precached).
 * Installing downloads the whole guide, some 10 MB with photos the stand-in draws on their first
 * request: on a busy machine that alone can take most of a test's 45 s, so the test gets a minute
 * more for it (what the test checks keeps its own time).
 */
export async function installServiceWorker(page: Page): Promise<void> {
  test.info().setTimeout(test.info().timeout + 60_000);
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active worker');
  });
}

/** Offline for real: the page's and the service worker's requests both fail. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  // The probe runs in a page of the site: from about:blank (a browser just opened with installed())
  // a fetch once went through though the context was offline. robots.txt is no page and is not
  // precached: the worker passes its navigation and the probe to the network.
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await context.setOffline(true);
  const reachable = await page.evaluate(() =>
    fetch(`/robots.txt?probe=${Date.now()}`, { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable, 'the network should be unreachable').toBe(false);
}

// ---------------------------------------------------------------- forms and the local inbox

/** The local inbox (EmailJS's stand-in): every message sent from the site lands there. */
export const INBOX = `http://localhost:${process.env.INBOX_PORT || 4174}`;

export interface Received {
  template_params: Record<string, string>;
  receivedAt: string;
}

/**
 * What the inbox received from `email`. The inbox is shared: each test sends from its own
 * address (uniqueEmail), looks only at what came from it, and plans failures for it alone.
 */
export async function inbox(request: APIRequestContext, email: string): Promise<Received[]> {
  const all = (await (await request.get(`${INBOX}/messages`)).json()) as Received[];
  return all.filter((m) => m.template_params.email === email);
}

/** The next `fail` sends from `email` answer `status`. */
export async function failNext(request: APIRequestContext, email: string, fail: number, status: number) {
  await request.post(`${INBOX}/control`, { data: { fail, status, email } });
}

/** A form field by its exact label, inside the page's main content. */
export function field(page: Page, label: string) {
  // Required fields carry a '*' after their label text.
  return page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A toast by its exact title. */
export const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/** A complete booking request, as the booking form's fields hold it. */
export { BOOKING, BOOKING_INTEREST } from '../support/booking';

/**
 * Fills every field of the booking form. Before start-up the itinerary is left out: it can be
 * chosen only once the app has taken up the destination.
 */
export async function fillBooking(page: Page, email: string, { beforeStart = false } = {}) {
  await fillBookingWith(
    { select: (label, value) => field(page, label).selectOption(value), fill: (label, value) => field(page, label).fill(value), tick: (text) => page.getByText(text, { exact: true }).click() },
    email,
    beforeStart ? ['Itinerary'] : [],
  );
}

// ---------------------------------------------------------------- start-up's held taps

/** The scripts a page starts with: its entry, the entry's module preloads and its data-preload list (as scripts/page-assets.mjs reads them). */
export function startScripts(html: string, { entryOnly = false } = {}): Set<string> {
  const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  if (!entryOnly) for (const href of /<div id="root"[^>]*data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? []) scripts.add(href);
  return scripts;
}

/**
 * Holds back, until `release()`, every script of `path` but those it starts with: the code of its
 * islands, as on a slow phone ( `entryOnly`: the app's own code too, so the page is not hydrated).
 * Then opens `path`.
 */
export async function openWithIslandsHeld(page: Page, path: string, { entryOnly = false } = {}): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const allowed = startScripts(html, { entryOnly });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!allowed.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto(path);
  if (entryOnly) await page.locator('#root[data-path]').waitFor({ state: 'attached' });
  else await waitForHydration(page);
  return release;
}

/** A control whose tap is held: it says it waits, and a note says so to screen readers. */
export async function expectHeld(page: Page, control: Locator): Promise<void> {
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toHaveAttribute('data-held-tap', '');
  await expect(page.getByRole('status').filter({ hasText: /^One moment: “.+” will go through as soon as this part of the page is ready\.$/ })).toHaveCount(1);
}
