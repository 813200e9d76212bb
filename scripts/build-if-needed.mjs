/**
 * Runs `vite build` unless dist/ already holds a build of the current sources with the same
 * settings (a stamp file records both), so `npm start` and `npm test` do not rebuild needlessly.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const INPUTS = ['src', 'sw', 'public', 'scripts', 'index.html', 'desk.html', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(ROOT, 'dist', '.build-stamp');

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

export function buildStamp(buildEnv) {
  const mtimes = INPUTS.filter((p) => existsSync(join(ROOT, p))).map((p) => newestMtime(join(ROOT, p)));
  return createHash('sha1').update(JSON.stringify({ buildEnv, mtimes })).digest('hex');
}

export function buildIfNeeded(buildEnv, { force = false } = {}) {
  const stamp = buildStamp(buildEnv);
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp && existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log('[build] dist/ is up to date');
    return;
  }
  console.log('[build] building the production site...');
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  writeFileSync(STAMP, stamp);
}
