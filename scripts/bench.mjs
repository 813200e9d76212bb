/**
 * `npm run bench`: builds, serves the production build with the local photo stand-in, and measures
 * what a visitor on a mid-range phone gets: Lighthouse (mobile defaults) five times per page (each
 * run in a fresh browser, after one unmeasured run that warms the photo stand-in), the
 * medians of its scores and timings, each page's initial JS and CSS (gzip), every script a first
 * visit downloads (files and gzip bytes), a slow mobile profile's timings for a few pages
 * (script-census.mjs) and the precache size.
 * Prints a table and writes the same as JSON under bench/results/, then checks README's budgets
 * (budgets.mjs) against the medians: each missed budget is printed with its page and margin, and
 * the bench exits non-zero.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGETS, budgetFailures, budgetReport, SLOW_LAST_SCRIPT_BUDGETS } from './budgets.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './chromium.mjs';
import { createImageServer } from './image-server.mjs';
import { createInboxServer } from './inbox-server.mjs';
import { HOST, localConfig } from './local-config.mjs';
import { initialJs } from './page-assets.mjs';
import { censusRun } from './script-census.mjs';
import { DEVICE_STATE } from './device-states.mjs';
import { createStaticServer } from './static-server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const ALL_PAGES = ['/', '/destinations', '/destinations/india', '/destinations/india/agra', '/itineraries/india', '/itineraries?month=3&style=wildlife', '/itinerary/golden-triangle', '/gallery', '/booking', '/contact', '/my-journeys', '/today', '/today#under-way', '/help/nepal', '/essentials/india'];

/**
 * The routes Lighthouse does not measure here, each measured by the script census alone: the script
 * budgets hold on every page, these included (the specialist's desk, the booked trip, search...).
 * `/my-journeys#first-visit` is My Journeys with nothing saved (the hash only names the case): the
 * first visit itself, which suggests popular journeys and loads their cards' catalogue (its figures:
 * docs/performance.md, "My Journeys' first visit").
 */
const CENSUS_ONLY_PAGES = ['/why-rasa-journeys', '/itineraries', '/payment', '/search', '/my-journeys/compare', '/my-journeys#first-visit', '/help', '/trip', '/desk', '/facts'];
/** The pages also measured on the slow profile (script-census.mjs): the first visits the issue timed. */
const SLOW_PAGES = ['/', '/itinerary/golden-triangle', '/booking', '/help/nepal'];
/** Runs of the script census per page (its figures are medians). */
const CENSUS_RUNS = 3;
// BENCH_PAGES=/booking,/gallery measures only those pages (while working on one of them).
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const RUNS = Number(process.env.BENCH_RUNS || 5);

const chromePath = findChromium();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

// Always the local photo stand-in: figures must not depend on a remote host.
const cfg = localConfig({ ...process.env, VITE_IMAGE_ORIGIN: '' });
buildIfNeeded(cfg.buildEnv);

const servers = [createStaticServer({ root: DIST }).listen(cfg.port, HOST)];
if (cfg.useLocalImages) servers.push(createImageServer().listen(cfg.imagePort, HOST));
if (cfg.useLocalInbox) servers.push(createInboxServer().listen(cfg.inboxPort, HOST));
const origin = `http://localhost:${cfg.port}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function gzipSize(file) {
  return gzipSync(await readFile(file)).length;
}

/** JS the page loads before it is interactive (see page-assets.mjs) and its CSS, gzip bytes. */
async function initialAssets(path) {
  const html = await (await fetch(origin + path)).text();
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const js = initialJs(html, DIST).bytes;
  let css = 0;
  for (const s of styles) css += await gzipSize(join(DIST, s));
  const inlineCss = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].reduce((n, m) => n + m[1].length, 0);
  return { js, css, htmlGzip: gzipSync(Buffer.from(html)).length, htmlBytes: html.length, inlineCss };
}

async function precacheSize() {
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let pages = { count: 0, bytes: 0 };
  let assets = { count: 0, bytes: 0 };
  let photos = { count: 0, bytes: 0 };
  for (const url of urls) {
    if (/^https?:/.test(url)) {
      const res = await fetch(url).catch(() => undefined);
      const bytes = res?.ok ? (await res.arrayBuffer()).byteLength : 0;
      photos = { count: photos.count + 1, bytes: photos.bytes + bytes, largest: Math.max(photos.largest ?? 0, bytes) };
      continue;
    }
    const size = (await stat(join(DIST, url)).catch(() => ({ size: 0 }))).size;
    if (url.endsWith('.html')) pages = { count: pages.count + 1, bytes: pages.bytes + size };
    else assets = { count: assets.count + 1, bytes: assets.bytes + size };
  }
  return { entries: urls.length, pages, assets, photos, totalBytes: pages.bytes + assets.bytes + photos.bytes };
}

/**
 * One Lighthouse run in a browser of its own, as Lighthouse's CLI and CI runner do: a browser kept
 * between runs would reuse its open connections and what it learnt of the page (which hosts to
 * preconnect to), which a first visit does not have.
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const { pathname, hash } = new URL(url);
    const { installed = false, ...state } = DEVICE_STATE[pathname + hash] ?? {};
    if (installed || Object.keys(state).length) await prepareDevice(chrome.port, new URL(url).origin, state, installed);
    // Lighthouse clears the origin's storage before a run unless told not to.
    return (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(DEVICE_STATE[pathname + hash]) })).lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Writes localStorage entries for `origin` in the browser on `port`, from its robots.txt (nothing
 * else is cached), after a visit to the home page that leaves the service worker installed (its
 * precache complete) when `installed`.
 */
async function prepareDevice(port, origin, entries, installed) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    if (installed) {
      await page.goto(`${origin}/`);
      // `ready` resolves once a worker is active: it activates only after its precache is complete.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((all) => Object.entries(all).forEach(([key, value]) => localStorage.setItem(key, value)), entries);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Every script a first visit downloads until the network is quiet (script-census.mjs), medians of
 * a few runs, and on the slow profile for SLOW_PAGES. A page measured as installed
 * (/today#under-way) is no first visit: it has no figures here, and the budgets exempt it.
 */
async function scripts(path) {
  const { pathname, hash } = new URL(origin + path);
  const { installed = false, ...storage } = DEVICE_STATE[pathname + hash] ?? {};
  if (installed) return { installed: true };
  const url = origin + path;
  const fast = [];
  for (let i = 0; i < CENSUS_RUNS; i++) fast.push(await censusRun({ chromePath, url, dist: DIST, storage }));
  const figures = { scriptFiles: median(fast.map((r) => r.scripts)), scriptBytes: median(fast.map((r) => r.gzip)) };
  if (!SLOW_PAGES.includes(path)) return figures;
  const slow = [];
  for (let i = 0; i < CENSUS_RUNS; i++) slow.push(await censusRun({ chromePath, url, dist: DIST, storage, slow: true }));
  return {
    ...figures,
    slowFirstPaintMs: median(slow.map((r) => r.firstPaintMs ?? Number.NaN)),
    slowInteractiveMs: median(slow.map((r) => r.interactiveMs ?? Number.NaN)),
    slowLastScriptMs: median(slow.map((r) => r.lastScriptMs)),
    slowScriptFiles: median(slow.map((r) => r.scripts)),
  };
}

const results = [];
/** The pages measured by the script census alone (CENSUS_ONLY_PAGES). */
const censusOnly = [];
let precache;
try {
  // First: measuring the precache fetches every photo the service worker installs, so the photo
  // stand-in has rendered them before any page is measured (the service worker fetches them while a
  // page is measured, and rendering them would take CPU from the browser; a CDN's would not).
  precache = await precacheSize();
  for (const path of PAGES) {
    // Not measured: the photo stand-in renders each photo size on its first request (a tenth to a
    // third of a second), where the photo host's CDN answers from its cache.
    if (cfg.useLocalImages) await lighthouseRun(origin + path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await lighthouseRun(origin + path);
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        // A page kept out of search engines on purpose (My Journeys: one visitor's own list)
        // fails the SEO audit 'is-crawlable' by design; the table says so instead of a score.
        noindex: lhr.audits['is-crawlable'].score === 0,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      });
    }
    const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
    results.push({ path, ...med, ...(await initialAssets(path)), ...(await scripts(path)), runs });
    console.log(`measured ${path}: LCP ${runs.map((r) => r.lcpMs).join(', ')} ms, TBT ${runs.map((r) => r.tbtMs).join(', ')} ms`);
  }
  if (!process.env.BENCH_PAGES) for (const path of CENSUS_ONLY_PAGES) censusOnly.push({ path, ...(await scripts(path)) });
} finally {
  for (const s of servers) s.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nMedians of', RUNS, 'Lighthouse runs (mobile):');
console.table(
  results.map((r) => ({
    page: r.path,
    perf: r.performance,
    a11y: r.accessibility,
    bp: r.bestPractices,
    seo: r.noindex ? `${r.seo} (noindex)` : r.seo,
    'LCP s': (r.lcpMs / 1000).toFixed(2),
    CLS: r.cls,
    'TBT ms': r.tbtMs,
    'JS gz': kb(r.js),
    scripts: r.installed ? '-' : `${r.scriptFiles} (${kb(r.scriptBytes)})`,
    'CSS gz': kb(r.css),
    'HTML gz': kb(r.htmlGzip),
  })),
);
if (censusOnly.length) {
  console.log(`\nScripts a first visit downloads on the other routes (medians of ${CENSUS_RUNS} runs):`);
  console.table(censusOnly.map((r) => ({ page: r.path, scripts: `${r.scriptFiles} (${kb(r.scriptBytes)})` })));
}
const slowRows = results.filter((r) => r.slowLastScriptMs !== undefined);
if (slowRows.length) {
  console.log(`\nSlow profile (400 ms round trip, 1.6 Mbit/s down, CPU 4x slower, no service worker), medians of ${CENSUS_RUNS} runs:`);
  console.table(
    slowRows.map((r) => ({
      page: r.path,
      'first paint s': (r.slowFirstPaintMs / 1000).toFixed(2),
      'interactive s': (r.slowInteractiveMs / 1000).toFixed(2),
      'last script s': (r.slowLastScriptMs / 1000).toFixed(2),
      budget: SLOW_LAST_SCRIPT_BUDGETS[r.path] ? `${(SLOW_LAST_SCRIPT_BUDGETS[r.path] / 1000).toFixed(1)} s` : '',
      scripts: r.slowScriptFiles,
    })),
  );
}
console.log(
  `Precache: ${precache.entries} entries, ${kb(precache.totalBytes)} - pages ${precache.pages.count} (${kb(precache.pages.bytes)}), assets ${precache.assets.count} (${kb(precache.assets.bytes)}), photos ${precache.photos.count} (${kb(precache.photos.bytes)}, largest ${kb(precache.photos.largest ?? 0)})`,
);
const failures = [...budgetFailures(results), ...budgetFailures(censusOnly, BUDGETS.filter((b) => b.key === 'scriptFiles' || b.key === 'scriptBytes'))];
await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
const file = join(ROOT, 'bench', 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, pages: results, censusOnly, precache, budgetFailures: failures }, null, 2));
console.log(`Wrote ${file}\n`);
console.log(`Budgets (scripts/budgets.mjs), against the medians of ${RUNS} runs:`);
console.log(budgetReport(failures).join('\n'));
if (failures.length) process.exitCode = 1;
