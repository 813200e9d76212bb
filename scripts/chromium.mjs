/**
 * Where the tests and the benchmarks find Chromium: CHROME_PATH, else Debian's packages. Playwright's
 * own browser download does not work on these machines.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The full browser: the benchmarks (what a phone's Chrome does) and the tests that need it (installability). */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`, the same engine
 * without the browser's windowing layers) where it is installed, about a fifth faster over the end-
 * to-end suite here (facts, checklist and essentials specs: 246 -> 196 s); else the full browser.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : findChromium();
}

export const INSTALL_HINT =
  'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROME_PATH to a Chromium or Chrome binary.';
