import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findTestChromium, INSTALL_HINT } from './scripts/chromium.mjs';
import { TEST_SERVER_ENV } from './scripts/photo-source.mjs';

// The headless shell for most tests; the whole browser for those tagged @browser (its PDF viewer).
const executablePath: string | undefined = findTestChromium();
const browserPath: string | undefined = findChromium() ?? executablePath;
if (!executablePath) throw new Error(INSTALL_HINT);

const PORT = Number(process.env.PORT || 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at least: on 2 cores, one worker left the CPU idle while a test waited (Playwright's own
  // default is half the cores, one here); more on a larger machine.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  // json feeds the closing summary line of npm test (scripts/test.mjs).
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]] : [['list'], ['json', { outputFile: '.test-reports/e2e.json' }], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only when a test is run again after failing: recording one for every test (DOM
    // snapshots at each step) took a third of the suite's time (today + journeys: 3.9 -> 2.5 min).
    // Locally, `--trace=on` records one for a test being looked at.
    trace: 'on-first-retry',
    // Most tests look at pages, not the offline layer: the offline suite allows service workers.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', grepInvert: /@browser/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'desktop-browser', grep: /@browser/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: { executablePath: browserPath, args: CHROMIUM_ARGS } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    // Tests never reach the internet: photos always come from the local stand-in.
    env: TEST_SERVER_ENV,
    url: `http://localhost:${PORT}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
