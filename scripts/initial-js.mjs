/**
 * Prints each built page's initial JavaScript (entry and data-preload chunks, gzip) from dist/,
 * without serving it, and checks it against the budget (budgets.mjs): a quick size check after
 * `npm run build` that exits non-zero when a page is over. Every HTML file in dist/ by default, or
 * the files named (`node scripts/initial-js.mjs booking.html gallery.html`). `npm run bench`
 * reports the same figure alongside Lighthouse's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFailures, budgetReport, INITIAL_JS } from './budgets.mjs';
import { initialJs } from './page-assets.mjs';

const DIST = new URL('../dist/', import.meta.url).pathname;
const named = process.argv.slice(2);
const PAGES = named.length ? named : readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();

const results = PAGES.map((page) => ({ path: page, ...initialJs(readFileSync(join(DIST, page), 'utf8'), DIST) }));
for (const { path, bytes, files } of results) console.log(`${path.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip in ${files} files`);
const failures = budgetFailures(
  results.map(({ path, bytes }) => ({ path, js: bytes })),
  [INITIAL_JS],
);
console.log(budgetReport(failures).join('\n'));
if (failures.length) process.exitCode = 1;
