/**
 * `npm test`: the unit tests and the component tests (Vitest: in Node, and in Chromium from the
 * sources) while the production build is made, then the end-to-end tests (Playwright in real
 * Chromium) against that build served on loopback. Ends with one plain summary line, 'tests: N passed, N
 * failed', counted from both runners' JSON reports.
 * `npm run test:quick` (`--quick`): the unit and component tests, then only the end-to-end tests tagged @smoke
 * (a page of each kind, a form sent, a dated trip, a held tap, search), for a loop of a few minutes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, INSTALL_HINT } from './chromium.mjs';
import { TEST_SERVER_ENV } from './photo-source.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** Runs a Node program to its end (asynchronously, so the build beside it can be read meanwhile): its exit code. */
function run(bin, args, env = {}) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
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

/**
 * The production build for the browser tests, made while the unit and component tests run (about
 * a minute saved on 2 cores). Its output is printed once it ends, not into the tests' lines.
 */
function buildBeside() {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--build-only'], { env: { ...process.env, ...TEST_SERVER_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
}

const build = buildBeside();
const unit = await run('node_modules/vitest/vitest.mjs', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`]);
const built = await build;
console.log(`\n${built.output.trim().split('\n').filter((line) => !/^\s*(dist\/|computing gzip|rendering chunks|transforming)/.test(line)).join('\n')}`);
if (unit !== 0 || built.code !== 0) {
  summary();
  process.exit(unit || built.code);
}
// playwright.config.ts writes its JSON report to .test-reports/e2e.json.
const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((a) => a !== '--quick');
const e2e = await run('node_modules/@playwright/test/cli.js', ['test', ...(quick ? ['--grep', '@smoke'] : []), ...args]);
summary();
process.exit(e2e);
