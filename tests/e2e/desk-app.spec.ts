/**
 * The specialist's desk is an app of its own (desk.html, src/desk/main.tsx, its own bundle): a
 * traveller's visit downloads nothing of it, the installed service worker precaches nothing of it,
 * and offline the worker answers /desk with the offline page rather than the traveller's app shell.
 *
 * Which scripts are the desk's is read from the build, not typed here: the scripts desk.html starts
 * and everything they import, statically or on demand, less everything the traveller's entry
 * (index.html's) reaches, read from the served files' import statements. The desk's own behaviour:
 * booked-trip.spec.ts.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './installed';
import { collectErrors, goOffline, waitForApp, waitForDesk } from './support';

const TRAVELLER_PAGES = ['/', '/itinerary/golden-triangle', '/trip', '/my-journeys', '/today'];

/** The scripts a page's HTML starts: its module scripts and module preloads. */
function startedScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** A built chunk's imports, static and on demand ('./x.js' in from"./x.js", import"./x.js", import(`./x.js`)). */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(["'`])(\.\/[^"'`]+?\.js)\1/g;

/** Every script reachable from `entries`, read from the served files. */
async function scriptGraph(request: APIRequestContext, entries: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let path = queue.pop(); path; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    for (const m of (await response.text()).matchAll(IMPORT)) queue.push(new URL(m[2]!, `http://site${path}`).pathname);
  }
  return seen;
}

/** The desk's scripts and the traveller's, and those only the desk loads. */
async function apps(request: APIRequestContext) {
  const deskEntries = startedScripts(await (await request.get('/desk')).text());
  const travellerEntries = startedScripts(await (await request.get('/app-shell.html')).text());
  expect(deskEntries.length).toBeGreaterThan(0);
  expect(travellerEntries.length).toBeGreaterThan(0);
  const desk = await scriptGraph(request, deskEntries);
  const traveller = await scriptGraph(request, travellerEntries);
  const deskOnly = new Set([...desk].filter((s) => !traveller.has(s)));
  // The desk's entry and the desk itself, loaded after its header has rendered.
  for (const entry of deskEntries) expect(deskOnly).toContain(entry);
  expect(deskOnly.size).toBeGreaterThan(deskEntries.length);
  return { deskEntries, deskOnly, traveller };
}

/** The site's scripts a page requests from now on (modules and module preloads alike). */
function scriptRequests(page: Page, baseURL: string): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

test("the desk's page: its own entry, kept out of search engines, no inline script, working under the site's CSP", async ({ page, request }) => {
  const html = await (await request.get('/desk')).text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain("<title>Specialist's Desk | Rasa Journeys</title>");
  expect(html).toContain('Loading the desk…');
  expect(html).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/);
  // No inline script: the CSP allows only the traveller's page template's, by its hash.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  // Not the traveller's app: no page template script, no pre-rendered root.
  expect(html).not.toContain('data-preload');

  const errors = collectErrors(page);
  const response = await page.goto('/desk');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await waitForDesk(page);
  await expect(page.getByRole('heading', { level: 1, name: "Specialist's Desk" })).toBeVisible();
  await expect(page.getByText('Loading the desk…')).toHaveCount(0);
  await expect(page.getByLabel('Itinerary')).toBeVisible();
  // The local signing key, from the stand-in on INBOX_PORT, which the CSP's connect-src allows.
  await expect(page.getByTestId('desk-key')).toContainText('local key');
  expect(errors).toEqual([]);
});

test("a traveller's visit downloads nothing of the desk", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const { deskOnly, traveller } = await apps(request);
  for (const path of TRAVELLER_PAGES) {
    const scripts = scriptRequests(page, baseURL!);
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.filter((s) => deskOnly.has(s)), path).toEqual([]);
    // The graph read from the files is complete: every script the visit loaded is in the traveller's.
    expect(scripts.filter((s) => !traveller.has(s)), path).toEqual([]);
    page.removeAllListeners('request');
  }
});

test.describe('with the service worker installed', () => {
  test('the precache holds nothing of the desk, online /desk comes from the network, and offline it is the offline page', async ({ installed, request }) => {
    const { deskOnly } = await apps(request);
    const isDesk = (path: string) => path === '/desk.html' || deskOnly.has(path);

    // The list the build gave the worker.
    const sw = await (await request.get('/sw.js')).text();
    const listed = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://site/').pathname);
    expect(listed).toContain('/trip.html');
    expect(listed.filter(isDesk)).toEqual([]);

    // What the installed worker holds.
    const { page, context } = await installed();
    await page.goto('/');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      return urls;
    });
    expect(cached).toContain('/trip.html');
    expect(cached.filter(isDesk)).toEqual([]);

    // Online, the worker leaves the desk to the network.
    await page.goto('/desk');
    await waitForDesk(page);
    await expect(page.getByRole('heading', { level: 1, name: "Specialist's Desk" })).toBeVisible();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // Offline: the site's offline page, not the traveller's app shell (which has no route for it).
    await goOffline(context, page);
    await page.goto('/desk');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Golden Triangle Luxury Tour' })).toBeVisible();
    // The traveller's own pages still open offline.
    await page.goto('/trip');
    await waitForApp(page);
    await expect(page.locator('h1')).toBeVisible();
  });
});
