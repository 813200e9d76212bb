/**
 * A browser in which the app is already installed: the service worker active, the whole guide
 * precached, nothing else kept. Installing downloads the guide (443 files, some 10 MB): 7 to 20 s
 * a time, and it used to happen in 27 tests. Now each worker installs it once, in a browser
 * profile of its own, and every test that needs it gets a copy of that profile: a fresh browser,
 * as a traveller's phone is after one visit, with no state from any other test. The install itself is still proven: tests can read what it fetched
 * (`installRequests`), and offline.spec installs from nothing in its own profile.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from '@playwright/test';
import { installServiceWorker } from './support';

export { expect } from '@playwright/test';

interface InstalledProfile {
  dir: string;
  /** Every URL the install fetched, in order (the page, its scripts, the precache). */
  requests: string[];
}

/** The worker's own profiles, removed when it exits (each test's copy goes with its test). */
const workerDirs: string[] = [];
process.on('exit', () => workerDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** One per worker process, made on first use. */
let profile: Promise<InstalledProfile> | undefined;

type Launch = (dir: string, options: BrowserContextOptions) => Promise<BrowserContext>;

async function installOnce(launch: Launch, baseURL: string): Promise<InstalledProfile> {
  const dir = mkdtempSync(join(tmpdir(), 'rasa-installed-'));
  workerDirs.push(dir);
  const context = await launch(dir, { baseURL, serviceWorkers: 'allow' });
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  try {
    // The one visit that installs the app (it gives the test a minute more for it).
    await installServiceWorker(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
  return { dir, requests };
}

export interface Installed {
  /** A new browser (its own profile) with the app installed; closed when the test ends. */
  (options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/** What this worker's install fetched (after a test's first `installed()`). */
export async function installRequests(): Promise<string[]> {
  if (!profile) throw new Error('call installed() first');
  return (await profile).requests;
}

export const test = base.extend<{ installed: Installed }>({
  installed: async ({ playwright, launchOptions, baseURL, viewport }, provide) => {
    const opened: { context: BrowserContext; dir: string }[] = [];
    const launch: Launch = (dir, options) =>
      playwright.chromium.launchPersistentContext(dir, { ...(launchOptions as LaunchOptions), viewport, ...options, baseURL, serviceWorkers: 'allow' });
    await provide(async (options = {}) => {
      if (!profile) {
        profile = installOnce(launch, baseURL!);
        profile.catch(() => (profile = undefined));
      }
      const copy = mkdtempSync(join(tmpdir(), 'rasa-phone-'));
      cpSync((await profile).dir, copy, { recursive: true });
      const context = await launch(copy, options);
      opened.push({ context, dir: copy });
      const page = context.pages()[0] ?? (await context.newPage());
      return { context, page };
    });
    for (const { context, dir } of opened) {
      await context.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  },
});
