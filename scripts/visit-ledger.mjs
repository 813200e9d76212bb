/**
 * `npm run ledger:visits`: measures what every page's first visit fetches, chunk by chunk, and
 * writes visit-ledger.json (committed), from which vite.config.ts derives the browser bundle's chunk
 * groups (scripts/chunk-groups.ts).
 *
 * 1. The probe: the browser's build with no groups (CHUNK_PROBE=1), into node_modules/.rasa-probe:
 *    the bundler's own split, where a chunk holds the modules that exactly the same entries reach.
 * 2. Every pre-rendered page, and the pages measured on a device with data (device-states.mjs), is
 *    visited as the script census visits it (script-census.mjs: a phone's screen, no service
 *    worker, until the network has been quiet for 2 s): the chunks it started with (its entry and
 *    preloads, read from the page) and those fetched after.
 * 3. The ledger: each probe chunk by its first module (its modules, gzip bytes, the chunks it
 *    imports), and each case's chunks.
 *
 * Run it again when what pages start with or load changes much (a new island, a new page): a module
 * it does not know is split by the bundler as in the probe, and the build says how many there are.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium } from './chromium.mjs';
import { DEVICE_STATE } from './device-states.mjs';
import { initialJs } from './page-assets.mjs';
import { censusRun } from './script-census.mjs';
import { createStaticServer } from './static-server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const PROBE = join(ROOT, 'node_modules/.rasa-probe/dist');
export const LEDGER_FILE = join(ROOT, 'visit-ledger.json');
/** Pages of their own that are not the traveller's app, or not a page a visitor opens. */
const NOT_PAGES = new Set(['/desk', '/app-shell', '/offline', '/404']);
/** Visits of one page with a query the page reads (the finder's filters), as the bench measures it. */
const VARIANTS = ['/itineraries?month=3&style=wildlife'];

const byCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Every pre-rendered page's path, from the HTML files of the build (as scripts/initial-js.mjs lists them). */
function pagePaths(dist) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
  const paths = files.map((f) => `/${f.replace(/\.html$/, '')}`.replace(/^\/index$/, '/'));
  return paths.filter((p) => !NOT_PAGES.has(p)).sort(byCode);
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', PROBE, '--emptyOutDir'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHUNK_PROBE: '1' } });
}
const graph = JSON.parse(readFileSync(join(PROBE, '.vite/chunk-graph.json'), 'utf8'));
const keyOf = new Map(Object.entries(graph).map(([file, c]) => [file, c.modules[0]]));
const chunks = {};
for (const [file, c] of Object.entries(graph)) {
  chunks[keyOf.get(file)] = {
    gzip: gzipSync(readFileSync(join(PROBE, file))).length,
    imports: c.imports.map((f) => keyOf.get(f)).filter(Boolean).sort(byCode),
    dynamicImports: c.dynamicImports.map((f) => keyOf.get(f)).filter(Boolean).sort(byCode),
    start: [],
    visit: [],
    ...(c.isEntry ? { entry: true } : {}),
    modules: c.modules,
  };
}

const server = createStaticServer({ root: PROBE }).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://localhost:${server.address().port}`;
const chromePath = findChromium();
const pages = pagePaths(PROBE);
// Measured as a first visit with the device's data, worker or none: what such a visit needs.
const devices = Object.entries(DEVICE_STATE).map(([path, state]) => ({ case: path.includes('#') ? path : `${path}#saved`, path: path.split('#')[0], storage: Object.fromEntries(Object.entries(state).filter(([k]) => k !== 'installed')) }));
const visits = [...pages.map((p) => ({ case: p, path: p, storage: {} })), ...VARIANTS.map((p) => ({ case: p, path: p, storage: {} })), ...devices];

const cases = [];
async function measure(v) {
  // The page as served (as the bench reads it): the server maps a path to its file.
  const html = await (await fetch(origin + v.path)).text();
  const start = new Set(initialJs(html, PROBE).hrefs.map((h) => h.slice(1)));
  const run = await censusRun({ chromePath, url: origin + v.path, dist: PROBE, storage: v.storage });
  const fetched = new Set(run.list.map((s) => s.path.slice(1)));
  const key = (f) => keyOf.get(f);
  cases.push({
    case: v.case,
    start: [...start].map(key).filter(Boolean).sort(byCode),
    visit: [...fetched].filter((f) => !start.has(f)).map(key).filter(Boolean).sort(byCode),
  });
  process.stdout.write(`${v.case.padEnd(44)} start ${String(start.size).padStart(3)}  visit ${String(fetched.size - [...fetched].filter((f) => start.has(f)).length).padStart(3)}\n`);
}
try {
  // Two at a time: what a visit fetches does not depend on how fast it is.
  const queue = [...visits];
  await Promise.all([0, 1].map(async () => {
    while (queue.length) await measure(queue.shift());
  }));
} finally {
  server.close();
}
cases.sort((a, b) => byCode(a.case, b.case));
const names = cases.map((c) => c.case);
const every = (list) => (list.length === names.length ? ['*'] : list);
for (const [key, chunk] of Object.entries(chunks)) {
  chunk.start = every(cases.filter((c) => c.start.includes(key)).map((c) => c.case));
  chunk.visit = every(cases.filter((c) => c.visit.includes(key)).map((c) => c.case));
}
writeFileSync(LEDGER_FILE, ledgerText({ cases: names, chunks: Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => byCode(a, b))) }));
console.log(`visit-ledger.json: ${Object.keys(chunks).length} probe chunks, ${cases.length} visits`);

/** JSON with a line per chunk's field and per module: a change to what a visit fetched is a line in the diff. */
function ledgerText({ cases: list, chunks: all }) {
  const line = (v) => JSON.stringify(v);
  const chunkText = ([key, c]) => {
    const fields = [`   "gzip": ${c.gzip}`, `   "imports": ${line(c.imports)}`, `   "dynamicImports": ${line(c.dynamicImports)}`, `   "start": ${line(c.start)}`, `   "visit": ${line(c.visit)}`];
    if (c.entry) fields.push('   "entry": true');
    fields.push(`   "modules": [\n${c.modules.map((m) => `    ${line(m)}`).join(',\n')}\n   ]`);
    return `  ${line(key)}: {\n${fields.join(',\n')}\n  }`;
  };
  return `{\n "cases": [\n${list.map((c) => `  ${line(c)}`).join(',\n')}\n ],\n "chunks": {\n${Object.entries(all).map(chunkText).join(',\n')}\n }\n}\n`;
}
