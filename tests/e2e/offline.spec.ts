/**
 * Installable and offline: after one online visit the whole guide works without a network, a
 * message queued offline leaves through Background Sync, and a new version is offered, not forced.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { expect, test } from './installed';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { precompress } from '../../scripts/precompress.mjs';
import { createStaticServer } from '../../scripts/static-server.mjs';
import { goOffline, INBOX, installServiceWorker, sitemapPaths, waitForApp } from './support';

test.use({ serviceWorkers: 'allow' });

test('the service worker is a classic script that parses (no import or import.meta, which only a module worker may have)', async ({ request }) => {
  const sw = await (await request.get('/sw.js')).text();
  // A worker that fails to evaluate never installs: every offline feature would be gone, silently.
  expect(() => new Script(sw, { filename: 'sw.js' })).not.toThrow();
});

test.describe('offline guide', () => {
  test('every catalogue page, never visited, renders offline with its photos', async ({ installed, request }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(request);
    const { page, context } = await installed();
    await goOffline(context, page);

    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.ok(), path).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: /Not Found/ }), path).toHaveCount(0);
    }

    // Card photos come from the cache: the first card image of a list page has loaded.
    await page.goto('/itineraries');
    const cardImage = page.getByRole('article').first().locator('img');
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A larger size never fetched falls back to the cached card size of the same photo.
    await page.goto('/destinations/bhutan/paro');
    const hero = page.locator('img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Paro' })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/destinations/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Destinations' })).toBeVisible();

    await expect(page.getByTestId('offline-banner')).toContainText('saved guide stays available');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});

// @browser: it fires Background Sync through the DevTools protocol's ServiceWorker domain; in the
// headless shell the session's target closed under it once in two runs (full run at 8ecb412).
test('a message queued offline is delivered by Background Sync, exactly once', { tag: '@browser' }, async ({ installed, request }) => {
  const email = `sync.${Date.now()}@example.com`;
  const { page, context } = await installed();
  await page.goto('/contact');
  await waitForApp(page);
  await goOffline(context, page);
  await page.getByRole('main').getByLabel(/^Name\s*\*?$/).fill('Lena Vogel');
  await page.getByRole('main').getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByRole('main').getByLabel(/^Subject\s*\*?$/).fill('From the train');
  await page.getByRole('main').getByLabel(/^Message\s*\*?$/).fill('Sent with no signal.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Saved', { exact: true })).toBeVisible();

  // No tab is left to replay: only the service worker can send it.
  const helper = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(helper);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations as { registrationId: string; scopeURL: string }[])),
  );
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(registration!.scopeURL).origin, registrationId: registration!.registrationId, tag: 'rasa-outbox', lastChance: false });

  const received = async () => ((await (await request.get(`${INBOX}/messages`)).json()) as { template_params: { email: string } }[]).filter((m) => m.template_params.email === email).length;
  await expect.poll(received, { timeout: 15_000 }).toBe(1);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(registration!.scopeURL).origin, registrationId: registration!.registrationId, tag: 'rasa-outbox', lastChance: false });
  await helper.goto('/contact');
  await waitForApp(helper);
  await helper.waitForTimeout(1000);
  expect(await received()).toBe(1);
});

test('Chromium reports no installability errors', async ({ playwright, baseURL }) => {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = await mkdtemp(join(tmpdir(), 'rasa-profile-'));
  const executablePath = findChromium() as string;
  const context = await playwright.chromium.launchPersistentContext(profile, { executablePath, args: CHROMIUM_ARGS, baseURL, serviceWorkers: 'allow' });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await installServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the web app manifest names the app, its colours and its icons', async ({ page }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Rasa Journeys'), short_name: 'Rasa Journeys', display: 'standalone', start_url: '/', scope: '/', id: '/' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test('a new version shows the update prompt; Reload brings it and typed text survives', async ({ browser }) => {
  test.setTimeout(120_000);
  // A server of our own, on its own port, whose build we can change under a running client.
  const dist = join(process.cwd(), 'dist');
  const root = await mkdtemp(join(tmpdir(), 'rasa-update-'));
  await cp(dist, root, { recursive: true });
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: origin });
  try {
    const page = await context.newPage();
    await installServiceWorker(page);
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('main').getByLabel(/^Subject\s*\*?$/).fill('Typed before the update');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    // Publish a new build: a changed page and a service worker that lists its new revision.
    const contactFile = join(root, 'contact.html');
    await writeFile(contactFile, (await readFile(contactFile, 'utf8')).replace('<head>', '<head><meta name="rasa-build" content="new-build">'));
    const swFile = join(root, 'sw.js');
    const sw = await readFile(swFile, 'utf8');
    const updated = sw.replace(/("revision":")[^"]+(","url":"contact\.html")/, '$1new-build$2');
    expect(updated).not.toBe(sw);
    await writeFile(swFile, updated);
    await precompress(root, ['contact.html', 'sw.js']);

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is available', { timeout: 30_000 });
    // Not forced: the page stays as it is until the visitor chooses.
    await expect(page.getByRole('main').getByLabel(/^Subject\s*\*?$/)).toHaveValue('Typed before the update');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="rasa-build"]')).toHaveAttribute('content', 'new-build', { timeout: 30_000 });
    await waitForApp(page);
    await expect(page.getByRole('main').getByLabel(/^Subject\s*\*?$/)).toHaveValue('Typed before the update');
  } finally {
    await context.close();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
});
