/**
 * What a phone downloads of a page's scripts on a first visit: every script the page fetches until
 * the network has been quiet for a while (the entry, the chunks it starts with and every island the
 * visit loads without a tap), in a fresh browser with a phone's screen, no service worker yet.
 * Two profiles:
 * - fast: no throttling; counts the scripts and their gzip bytes (read from dist/, as the budget is
 *   written in gzip bytes);
 * - slow: a slow mobile link (400 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four
 *   times slower, applied by the browser itself (real waiting, not Lighthouse's simulation); gives
 *   first paint, when the app is interactive, and when the last script arrived, after navigation.
 *
 * Used by `npm run bench` and on its own:
 *   node scripts/script-census.mjs [--slow] [/path ...]   (serves dist/ itself on a free port)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium.mjs';

/** The network is quiet once no request has been in flight for this long. */
const QUIET_MS = 2000;
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const SLOW_PROFILE = { latency: 400, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };

const gzipCache = new Map();
function gzipBytes(dist, pathname) {
  if (!gzipCache.has(pathname)) {
    let bytes;
    try {
      bytes = gzipSync(readFileSync(join(dist, pathname))).length;
    } catch {
      bytes = 0;
    }
    gzipCache.set(pathname, bytes);
  }
  return gzipCache.get(pathname);
}

/**
 * One first visit of `url`. Resolves with the scripts fetched (pathname, gzip bytes, when each
 * finished, ms after navigation) and, for the slow profile, first paint and interactive times.
 */
export async function censusRun({ chromePath, url, dist, slow = false, storage = {}, interactiveSelector = '#root[data-interactive]' }) {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    // What the device holds (a saved list, a plan), written before the page's scripts run.
    if (Object.keys(storage).length) await page.evaluateOnNewDocument((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (slow) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PROFILE.latency, downloadThroughput: SLOW_PROFILE.downloadThroughput, uploadThroughput: SLOW_PROFILE.uploadThroughput });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdown });
    }
    const origin = new URL(url).origin;
    const scripts = new Map();
    const inFlight = new Set();
    let lastActivity = 0;
    let started = 0;
    const now = () => Date.now() - started;
    cdp.on('Network.requestWillBeSent', (e) => {
      inFlight.add(e.requestId);
      lastActivity = Date.now();
      const u = new URL(e.request.url);
      if (u.origin === origin && u.pathname.endsWith('.js')) scripts.set(e.requestId, { path: u.pathname, requestedAt: now(), doneAt: undefined });
    });
    const done = (e) => {
      inFlight.delete(e.requestId);
      lastActivity = Date.now();
      const s = scripts.get(e.requestId);
      if (s) s.doneAt = now();
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    started = Date.now();
    lastActivity = started;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const interactiveAt = await page
      .waitForSelector(interactiveSelector, { timeout: 60_000 })
      .then(() => now())
      .catch(() => undefined);
    // Quiet: nothing in flight for QUIET_MS (capped at a minute).
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && now() < 60_000) await new Promise((r) => setTimeout(r, 100));
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const list = [...scripts.values()].map((s) => ({ ...s, gzip: gzipBytes(dist, s.path) }));
    return {
      scripts: list.length,
      gzip: list.reduce((n, s) => n + s.gzip, 0),
      lastScriptMs: Math.max(0, ...list.map((s) => s.doneAt ?? 0)),
      firstPaintMs: firstPaint === undefined ? undefined : Math.round(firstPaint),
      interactiveMs: interactiveAt,
      list,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- on its own
if (import.meta.url === `file://${process.argv[1]}`) {
  const { findChromium } = await import('./chromium.mjs');
  const { createStaticServer } = await import('./static-server.mjs');
  const args = process.argv.slice(2);
  const slow = args.includes('--slow');
  const verbose = args.includes('--list');
  const paths = args.filter((a) => a.startsWith('/'));
  const dist = process.env.DIST || new URL('../dist/', import.meta.url).pathname;
  const server = createStaticServer({ root: dist }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://localhost:${server.address().port}`;
  try {
    for (const path of paths.length ? paths : ['/', '/itinerary/golden-triangle', '/booking', '/help/nepal']) {
      const r = await censusRun({ chromePath: findChromium(), url: origin + path, dist, slow });
      console.log(`${path.padEnd(34)} ${String(r.scripts).padStart(3)} scripts ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gzip  paint ${r.firstPaintMs} ms  interactive ${r.interactiveMs} ms  last script ${r.lastScriptMs} ms`);
      if (verbose) for (const s of r.list.sort((a, b) => a.requestedAt - b.requestedAt)) console.log(`   ${String(s.requestedAt).padStart(6)} ${String(s.doneAt).padStart(6)} ${(s.gzip / 1024).toFixed(1).padStart(6)} ${s.path}`);
    }
  } finally {
    server.close();
  }
}
