/**
 * `npm test`: unit tests (vitest), then end-to-end tests (Playwright in real Chromium) against the
 * production build served on loopback.
 */
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

function run(bin, args) {
  const result = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' });
  return result.status ?? 1;
}

const unit = run('node_modules/vitest/vitest.mjs', ['run']);
if (unit !== 0) process.exit(unit);
process.exit(run('node_modules/@playwright/test/cli.js', ['test', ...process.argv.slice(2)]));
