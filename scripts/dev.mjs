/**
 * `npm run dev`: Vite's dev server with hot reload on http://localhost:4173 (PORT), serving the
 * maps and the search index drawn from the catalogue as the build writes them (dev-plugin.ts),
 * with the local e-mail inbox (INBOX_PORT, unless real EmailJS ids are configured) and the photo
 * stand-in (IMAGE_PORT, unless VITE_IMAGE_ORIGIN names a photo host). Stops cleanly on Ctrl+C.
 */
import { createDevServer } from './dev-server.mjs';
import { createImageServer } from './image-server.mjs';
import { createInboxServer } from './inbox-server.mjs';
import { HOST, localConfig } from './local-config.mjs';

const cfg = localConfig();
const servers = [];

function listen(server, port, name) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => reject(new Error(`${name}: cannot listen on port ${port}: ${error.message}`)));
    server.listen(port, HOST, () => resolvePromise());
    servers.push(server);
  });
}

let vite;
try {
  // The stand-ins' server: the e-mail inbox (unless real EmailJS ids are set) and the desk's key.
  await listen(createInboxServer({ deskKey: cfg.deskKey, siteOrigins: cfg.siteOrigins }), cfg.inboxPort, 'local stand-ins (e-mail inbox, desk key)');
  if (cfg.useLocalInbox) console.log(`[dev] e-mail inbox    http://localhost:${cfg.inboxPort}`);
  console.log(`[dev] desk signing    local key (.local/), trusted by this build`);
  if (cfg.useLocalImages) {
    await listen(createImageServer(), cfg.imagePort, 'photo stand-in');
    console.log(`[dev] photo stand-in  http://localhost:${cfg.imagePort}`);
  }
  vite = await createDevServer(cfg);
  await vite.listen();
  console.log(`[dev] site            http://localhost:${cfg.port} (Vite, hot reload; no service worker)`);
  vite.bindCLIShortcuts({ print: true });
} catch (error) {
  console.error(`[dev] ${error.message}`);
  for (const s of servers) s.close();
  await vite?.close();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const s of servers) s.close();
    await vite.close();
    process.exit(0);
  });
}
