/**
 * The Vite dev server as `npm run dev` runs it, for that script and the test that checks it: the
 * project's vite.config.ts (whose dev plugin serves the maps and the search index) with the
 * settings the build gets from local-config.mjs, so the app talks to the local photo stand-in and
 * e-mail inbox unless real services are configured.
 */
import { join } from 'node:path';
import { createServer } from 'vite';
import { HOST } from './local-config.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** `cfg` from localConfig(); `inline` is merged into Vite's inline config (the test's port, cache). */
export async function createDevServer(cfg, inline = {}) {
  // Vite reads the VITE_* settings from the environment when it resolves its config (and again
  // when it restarts for a changed vite.config.ts), so they are set for the whole process.
  for (const [name, value] of Object.entries(cfg.buildEnv)) if (value !== undefined) process.env[name] = value;
  return createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    ...inline,
    server: { host: HOST, port: cfg.port, strictPort: true, ...inline.server },
  });
}
