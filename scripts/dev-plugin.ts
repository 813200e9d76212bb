/**
 * The dev server's share of what the build writes beside the pages: the maps (/maps/{id}.svg), the
 * routes' GPX files (/gpx/{itinerary}.gpx) and the search index (/search-index.json), made by the
 * same server-entry functions the prerenderer calls (drawMaps, routeGpx, searchIndexJson), so the dev server answers with the bytes the build ships.
 * Without it Vite's history fallback answers them with index.html and status 200, and a map would
 * inline an HTML document. Vite loads the server entry afresh after a change to any module it
 * imports, so an edit of the catalogue shows on the next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';

const SERVER_ENTRY = '/src/app/entry-server.tsx';

/** What the dev server takes from the server entry (the functions the prerenderer calls too). */
interface ServerEntry {
  drawMaps(): Promise<Record<string, string>>;
  routeGpx(): Promise<Record<string, string>>;
  searchIndexJson(): Promise<string>;
}

/** What a request asks of the plugin: a map by id, the search index, a file under /maps/ that is none, or nothing of ours. */
export type DevAsset = { kind: 'map'; id: string } | { kind: 'gpx'; url: string } | { kind: 'search-index' } | { kind: 'not-found' } | undefined;

export const SEARCH_INDEX_PATH = '/search-index.json';

/** Reads a request's URL: /maps/route/golden-triangle.svg is the map 'route/golden-triangle'. */
export function devAssetFor(url: string): DevAsset {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === SEARCH_INDEX_PATH) return { kind: 'search-index' };
  if (pathname.startsWith('/gpx/')) return /^\/gpx\/[\w-]+\.gpx$/.test(pathname) ? { kind: 'gpx', url: pathname } : { kind: 'not-found' };
  if (pathname !== '/maps' && !pathname.startsWith('/maps/')) return undefined;
  const id = /^\/maps\/([\w-]+(?:\/[\w-]+)*)\.svg$/.exec(pathname)?.[1];
  return id ? { kind: 'map', id } : { kind: 'not-found' };
}

/**
 * Maps drawn once per loaded server entry: drawing all of them takes a moment, and a page asks for
 * one. A changed source file gives a new module (new exports object), so the cache is per object.
 */
const drawn = new WeakMap<ServerEntry, Promise<Record<string, string>>>();

function mapsOf(entry: ServerEntry): Promise<Record<string, string>> {
  let maps = drawn.get(entry);
  if (!maps) {
    maps = entry.drawMaps();
    drawn.set(entry, maps);
    // A failed drawing (a typo in the catalogue being edited) is tried again on the next request.
    maps.catch(() => drawn.delete(entry));
  }
  return maps;
}

/**
 * ssrLoadModule, not the SSR environment's runner: after an edit it re-runs only the changed
 * modules and those importing them (a catalogue file, maps drawn again), where the runner reloads
 * the whole program, UI libraries included, several times slower.
 */
async function loadServerEntry(server: ViteDevServer): Promise<ServerEntry> {
  return (await server.ssrLoadModule(SERVER_ENTRY)) as unknown as ServerEntry;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  // Always asked afresh, so an edit shows on reload.
  res.setHeader('Cache-Control', 'no-cache');
  res.end(body);
}

async function answer(server: ViteDevServer, asset: NonNullable<DevAsset>, res: ServerResponse): Promise<void> {
  if (asset.kind === 'not-found') return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  const entry = await loadServerEntry(server);
  if (asset.kind === 'search-index') return send(res, 200, 'application/json', await entry.searchIndexJson());
  if (asset.kind === 'gpx') {
    const gpx = (await entry.routeGpx())[asset.url];
    return gpx === undefined ? send(res, 404, 'text/plain; charset=utf-8', `No route ${asset.url}`) : send(res, 200, 'application/gpx+xml', gpx);
  }
  const svg = (await mapsOf(entry))[asset.id];
  if (svg === undefined) return send(res, 404, 'text/plain; charset=utf-8', `No map ${asset.id}`);
  send(res, 200, 'image/svg+xml', svg);
}

/** The maps and the search index in `vite` (dev) as the build writes them; nothing in the build. */
export function devAssets(): Plugin {
  return {
    name: 'rasa-dev-assets',
    apply: 'serve',
    configureServer(server) {
      // Added directly (not returned), so it runs before Vite's history fallback.
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const asset = req.method === 'GET' || req.method === 'HEAD' ? devAssetFor(req.url ?? '/') : undefined;
        if (!asset) return next();
        answer(server, asset, res).catch(next);
      });
    },
  };
}
