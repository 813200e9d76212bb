/**
 * `npm run dev`: Vite's dev server answers the maps and the search index with the bytes the build
 * ships (dist/, built from the same catalogue for this run), an unknown map with 404 (not the app's
 * index.html), and a page renders in Chromium with its map inlined as SVG, the global CSS the app
 * builds without the site stylesheet, a working search and a form that reaches the local inbox,
 * and the desk (desk.html, an app of its own).
 * The dev server is started here as `npm run dev` starts it, on a free port, with the local
 * stand-ins of this run.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ViteDevServer } from 'vite';
import { createDevServer } from '../../scripts/dev-server.mjs';
import { localConfig } from '../../scripts/local-config.mjs';
import { collectErrors, field, inbox, toast, uniqueEmail, waitForApp, waitForDesk } from './support';

const DIST = new URL('../../dist/', import.meta.url).pathname;

// One dev server for the file: its first request loads the server entry (some seconds), and a
// page's first visit waits for Vite to bundle the dependencies.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: ViteDevServer;
let origin: string;
/** The environment before the dev server set its VITE_* settings, restored after. */
const savedEnv = { ...process.env };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Photos from the run's stand-in, e-mail to its inbox: the tests never reach the internet.
  const cfg = localConfig({ ...process.env, VITE_IMAGE_ORIGIN: '' });
  // Its own dependency cache, so a developer's `npm run dev` and this test never share one.
  server = await createDevServer({ ...cfg, port: 0 }, { logLevel: 'warn', cacheDir: 'node_modules/.vite-e2e' });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server: no port');
  origin = `http://localhost:${address.port}`;
  // The first map loads the server entry: some seconds, on a busy machine more than the 30 s a
  // request of the tests may take. Asked here, where the file's timeout applies.
  await (await fetch(`${origin}/maps/country/india.svg`)).text();
});

test.afterAll(async () => {
  await server?.close();
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  Object.assign(process.env, savedEnv);
});

test('serves every kind of map and the search index with the bytes the build writes, and 404 for a map that is none', async ({ request }) => {
  for (const id of ['route/golden-triangle', 'place/india/agra', 'country/nepal']) {
    const response = await request.get(`${origin}/maps/${id}.svg`);
    expect(response.status(), id).toBe(200);
    expect(response.headers()['content-type'], id).toBe('image/svg+xml');
    expect(await response.text(), id).toBe(readFileSync(`${DIST}maps/${id}.svg`, 'utf8'));
  }

  const index = await request.get(`${origin}/search-index.json`);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/json');
  const json = await index.text();
  expect(json).toBe(readFileSync(`${DIST}search-index.json`, 'utf8'));
  expect(JSON.parse(json)).toHaveProperty('documentCount');

  for (const path of ['/maps/nope.svg', '/maps/route/nope.svg', '/maps/route/golden-triangle.png', '/maps/']) {
    const response = await request.get(origin + path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<html');
  }
});

test('renders a page with its map inlined as SVG, the global CSS built by the app, and search', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin}/itinerary/golden-triangle`);
  const map = page.locator('[data-map="route/golden-triangle"]');
  await expect(map.locator('> svg')).toHaveAttribute('aria-label', /^Route map: Delhi, Agra/, { timeout: 90_000 });
  // The map's markup is the SVG file, not an HTML page answered in its place.
  await expect(map.locator('html, head, body, #root')).toHaveCount(0);

  // No site stylesheet in dev: the app builds the global CSS (start.tsx), so headings get their face.
  expect(await page.locator('[data-site-styles]').count()).toBe(0);
  await expect(page.locator('h1')).toHaveCSS('font-family', /Cormorant Garamond/);

  await waitForApp(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search the guide' }).fill('agra');
  await expect(banner.getByRole('link', { name: /^Agra/ }).first()).toHaveAttribute('href', '/destinations/india/agra');

  expect(errors).toEqual([]);
});

test('sends a message from the contact form to the local inbox', async ({ page, request }) => {
  const email = uniqueEmail('dev');
  await page.goto(`${origin}/contact`);
  await waitForApp(page);
  await field(page, 'Name').fill('Dev Loop');
  await field(page, 'Email').fill(email);
  await field(page, 'Subject').fill('From the dev server');
  await field(page, 'Message').fill('Sent while developing.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Sent Successfully!')).toBeVisible();
  expect((await inbox(request, email))[0]?.template_params).toMatchObject({ type: 'contact_form', from_email: email, subject: 'From the dev server' });
});

test('serves the desk, an app of its own, at /desk: its header and the desk, with the global CSS it builds', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin}/desk`);
  await expect(page.getByRole('heading', { level: 1, name: "Specialist's Desk" })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('h1')).toHaveCSS('font-family', /Cormorant Garamond/);
  await waitForDesk(page);
  await expect(page.getByLabel('Itinerary')).toBeVisible();
  // The run's stand-ins hand the local key only to the run's site origin, not this server's port:
  // the desk asks for the key file instead (under `npm run dev` the port is the site's).
  await expect(page.getByTestId('desk-key')).toContainText('Choose the signing key file');
  // Not the traveller's app: no navigation bar.
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(0);
  expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
});
