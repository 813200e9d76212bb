/**
 * `npm test`: unit tests (vitest), then end-to-end tests (Playwright in real Chromium) against the
 * production build served on loopback. Ends with one plain summary line, 'tests: N passed, N
 * failed', counted from both runners' JSON reports.
 * `npm run test:quick` (`--quick`): the unit tests, then only the end-to-end tests tagged @smoke
 * (a page of each kind, a form sent, a dated trip, a held tap, search), for a loop of a few minutes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(bin, args, env = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summary() {
  const unit = readJson(`${REPORTS}/unit.json`);
  const e2e = readJson(`${REPORTS}/e2e.json`)?.stats;
  const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.expected + e2e.flaky : 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.unexpected ?? 0);
  const skipped = (unit?.numPendingTests ?? 0) + (e2e?.skipped ?? 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const unit = run('node_modules/vitest/vitest.mjs', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`]);
if (unit !== 0) {
  summary();
  process.exit(unit);
}
// playwright.config.ts writes its JSON report to .test-reports/e2e.json.
const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const e2e = run('node_modules/@playwright/test/cli.js', ['test', ...(quick ? ['--grep', '@smoke'] : []), ...args]);
summary();
process.exit(e2e);
