/**
 * `npm start`: builds the production site if needed and serves it on http://localhost:4173 (PORT),
 * with the local e-mail inbox (INBOX_PORT, unless real EmailJS ids are configured), the desk's
 * local signing key for booked trips on the same port (trip-keys.mjs), and photos from the real
 * photo host when it answers, else from the local stand-in (IMAGE_PORT; see photo-source.mjs). No
 * accounts; no network needed. Stops cleanly on Ctrl+C.
 */
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { createImageServer } from './image-server.mjs';
import { createInboxServer } from './inbox-server.mjs';
import { HOST, localConfig } from './local-config.mjs';
import { choosePhotoSource } from './photo-source.mjs';
import { createStaticServer } from './static-server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const photos = await choosePhotoSource();
console.log(`[start] ${photos.reason}`);
// The choice is part of the build's settings, so a change of it rebuilds.
const cfg = localConfig({ ...process.env, VITE_IMAGE_ORIGIN: photos.origin ?? '' });

buildIfNeeded(cfg.buildEnv);
// `--build-only`: npm test builds the site while the unit tests run, then serves it for the browser tests.
if (process.argv.includes('--build-only')) process.exit(0);

const servers = [];

function listen(server, port, name) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => reject(new Error(`${name}: cannot listen on port ${port}: ${error.message}`)));
    server.listen(port, HOST, () => resolvePromise());
    servers.push(server);
  });
}

try {
  // The stand-ins' server: the e-mail inbox (unless real EmailJS ids are set) and the desk's key.
  await listen(createInboxServer({ deskKey: cfg.deskKey, siteOrigins: cfg.siteOrigins }), cfg.inboxPort, 'local stand-ins (e-mail inbox, desk key)');
  if (cfg.useLocalInbox) console.log(`[start] e-mail inbox    http://localhost:${cfg.inboxPort}`);
  console.log(`[start] desk signing    local key (.local/), trusted by this build`);
  if (cfg.useLocalImages) {
    await listen(createImageServer(), cfg.imagePort, 'photo stand-in');
    console.log(`[start] photo stand-in  http://localhost:${cfg.imagePort}`);
  }
  await listen(createStaticServer({ root: join(ROOT, 'dist') }), cfg.port, 'site');
  console.log(`[start] site            http://localhost:${cfg.port}`);
} catch (error) {
  console.error(`[start] ${error.message}`);
  for (const s of servers) s.close();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const s of servers) s.close();
    process.exit(0);
  });
}
