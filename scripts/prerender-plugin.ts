/**
 * Pre-rendering as a Vite plugin. In the client build's writeBundle hook (before vite-plugin-pwa
 * injects its precache manifest in closeBundle, so every page is precached) it builds the server
 * entry, renders every path of the route table to static HTML with its head, and writes:
 *   /             -> index.html          /a/b -> a/b.html   (canonical URLs have no trailing slash)
 *   unknown URLs  -> 404.html            navigation fallback -> app-shell.html (empty root)
 *   assets/site-{hash}.css, the stylesheet of every page (the global CSS and every page's rules)
 *   sitemap.xml and robots.txt from the same route table; search-index.json from the catalogue.
 * What of it is precached, and under which names, is said in src/config/precache.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { headersFile, inlineScriptHashes } from './headers.mjs';
import { breaches, breachText, budgetBreaches, budgetBreachText, chunkGraph, CHUNK_PROBE, deviceIslands, ledger, ledgerText, moduleFiles, moduleName, type ChunkFacts, type Ledger, type PageStart } from './chunk-plan.ts';
import { INITIAL_JS_BUDGET } from './budgets.mjs';
import { initialJs } from './page-assets.mjs';
import type { VisitLedger } from './chunk-groups.ts';
import { islandTable } from './island-module-plugin.ts';
import { precompress } from './precompress.mjs';
import { mapUrl } from '../src/config/mapFiles.ts';
import { APP_SHELL_URL, CARD_PHOTO_ALLOWANCE_BYTES, NOT_FOUND_URL, OFFLINE_PAGE_URL, PRECACHE_BUDGET_BYTES, SEARCH_INDEX_URL, distPath, pageFileUrl, withCardPhotos } from '../src/config/precache.ts';
import { escapeMarkup } from '../src/lib/escape.ts';
import { START_RULES } from '../src/config/startRules.ts';

interface ServerEntry {
  render(url: string): Promise<{ html: string; styles: PageStyles; head: string; modules: readonly string[]; islands: readonly string[] }>;
  siteStylesheet(pages: readonly PageStyles[], appCss: string): string;
  siteStylesheetLink(href: string): string;
  rootElementHtml(parts: { html: string; path: string | null; preload: readonly string[]; islands: readonly string[] }): string;
  pagePaths(): Promise<string[]>;
  sitemapPaths(): Promise<string[]>;
  searchIndexJson(): Promise<string>;
  pageIndex(): Promise<{ path: string; title: string }[]>;
  precachePhotoUrls(): Promise<string[]>;
  drawMaps(): Promise<Record<string, string>>;
  mapStylesheet(): string;
  routeGpx(): Promise<Record<string, string>>;
  siteUrl: string;
}

/** A page's global CSS and named rules (src/app/emotionCache.ts). */
type PageStyles = unknown;

interface PwaPlugin {
  api?: { extendManifestEntries(fn: (entries: { url: string; revision: string | null }[]) => { url: string; revision: string | null }[]): void };
}

const SERVER_ENTRY = 'src/app/entry-server.tsx';

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeMarkup(siteUrl + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The last resort offline: a plain page linking to everything saved on the device. */
export function offlineHtml(pages: readonly { path: string; title: string }[]): string {
  const items = pages.map((p) => `<li><a href="${escapeMarkup(p.path)}">${escapeMarkup(p.title)}</a></li>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline - Rasa Journeys</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1.25rem;color:#1b1d22;background:#faf7f1}h1{font-family:Georgia,serif;font-weight:600}a{color:#1f4540}</style>
</head><body><h1>You're offline</h1><p>This page has not been saved on your device, but the whole guide has. Choose a page below; messages you send will go out when the connection returns.</p><ul>
${items}
</ul></body></html>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** No map may be larger than this, gzip: a map must never cost more than a photo. */
export const MAP_MAX_GZIP_BYTES = 20 * 1024;

/** Gzip sizes of the maps: the count, the largest (with its id) and the median; throws on one too large. */
export function mapSizes(maps: Readonly<Record<string, string>>): { count: number; largest: { id: string; bytes: number }; median: number } {
  const sizes = Object.entries(maps)
    .map(([id, svg]) => ({ id, bytes: gzipSync(svg).length }))
    .sort((a, b) => a.bytes - b.bytes);
  if (sizes.length === 0) throw new Error('prerender: no maps drawn');
  const largest = sizes[sizes.length - 1]!;
  if (largest.bytes > MAP_MAX_GZIP_BYTES) throw new Error(`prerender: map ${largest.id} is ${largest.bytes} bytes gzip, over ${MAP_MAX_GZIP_BYTES}`);
  const mid = sizes.length >> 1;
  const median = sizes.length % 2 ? sizes[mid]!.bytes : (sizes[mid - 1]!.bytes + sizes[mid]!.bytes) / 2;
  return { count: sizes.length, largest, median };
}

/** The browser app's start module (src/app/start.tsx), loaded by the entry once the page has painted. */
const START_MODULE = 'src/app/start.tsx';
/** The browser's entry (index.html's script). */
const CLIENT_ENTRY = 'src/app/entry-client.tsx';
/** The chunk plan's ledger, committed at the project's root. */
const LEDGER_FILE = 'chunk-ledger.json';

/**
 * The chunks a page needs to start (`preload`): the app's start chunk, the chunks of the page's
 * modules (the page and its data, named by source file) and every chunk they import. The entry
 * script fetches them together once the page has painted (data-preload on #root), so hydration
 * waits for one round trip, not a chain. Then (`islands`) the chunks of the islands the page loads
 * without a tap or a scroll, and what they import, less what the page starts with: the app would
 * ask for them only once hydration reaches each, one import after another, so the entry asks for
 * them right after the page's (data-islands); nothing waits for them to start.
 */
export function preloadFiles(bundle: Rollup.OutputBundle, modules: readonly string[], base: string, islands: readonly string[] = []): { preload: string[]; islands: string[] } {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const named = (id: string | null, m: string) => !!id && id.replace(/\\/g, '/').endsWith(m);
  // A module is its chunk's facade, or (a country's summaries, which the catalogue's lists also
  // import; an island in a named chunk group) one of the modules of a chunk that has no facade.
  const byModule = (m: string) => chunks.find((c) => named(c.facadeModuleId, m)) ?? chunks.find((c) => c.moduleIds.some((id) => named(id, m)));
  const chunkOf = (m: string) => {
    const chunk = byModule(m);
    if (!chunk) throw new Error(`prerender: no chunk for ${m}`);
    return chunk;
  };
  const files = new Set<string>();
  const visit = (c: Rollup.OutputChunk) => {
    if (files.has(c.fileName) || c.isEntry) return;
    files.add(c.fileName);
    for (const name of c.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
  };
  visit(chunkOf(START_MODULE));
  modules.map(chunkOf).forEach(visit);
  const preload = [...files];
  islands.map(chunkOf).forEach(visit);
  const url = (f: string) => `${base}${f}`;
  return { preload: preload.map(url), islands: [...files].slice(preload.length).map(url) };
}

/**
 * The app's own stylesheets (the @font-face rules, print), which Vite links from the template:
 * taken out of the template (their CSS joins the site's stylesheet) and deleted from the build.
 * The heading face's core file, which every page shows at once, is preloaded, so it is fetched
 * before the scripts; the whole-Latin file loads only where a page needs it.
 */
async function takeAppStylesheets(template: string, outDir: string): Promise<{ template: string; css: string }> {
  let out = template;
  let css = '';
  const fonts: string[] = [];
  for (const match of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\n?\s*/g)) {
    const file = join(outDir, match[1]!);
    const text = (await readFile(file, 'utf8')).replace(/\/\*\$vite\$:\d+\*\/\s*$/, '');
    css += text;
    fonts.push(...[...text.matchAll(/url\(([^)]+-core-[\w-]+\.woff2)\)/g)].map((m) => m[1]!));
    out = out.replace(match[0], '');
    await rm(file);
  }
  const preloads = fonts.map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`).join('\n    ');
  return { template: preloads ? out.replace('<head>', `<head>\n    ${preloads}`) : out, css };
}

/** Writes the site's stylesheet under a name that changes with its content; returns its URL. */
async function writeSiteStylesheet(css: string, outDir: string, base: string): Promise<string> {
  const file = `assets/site-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  await writeFile(join(outDir, file), css);
  return `${base}${file}`;
}

/** The template filled: `root` is the server entry's rootElementHtml; `shell` for the app shell. */
function fill(template: string, parts: { head: string; styles: string; root: string; shell?: boolean }): string {
  // A pre-rendered page starts its app after the first paint, so the entry script must not compete
  // with the heading font and the hero photo; the app shell has nothing to show without it.
  const page = parts.shell ? template : template.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
  return page.replace('<!--app-head-->', parts.head).replace('<!--app-styles-->', parts.styles).replace('<div id="root"></div>', parts.root);
}

export function prerender(): Plugin[] {
  let config: ResolvedConfig;
  let photoCount = 0;
  return [{
    name: 'rasa-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const started = Date.now();
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, 'node_modules/.rasa-ssr');
      await rm(ssrDir, { recursive: true, force: true });
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: SERVER_ENTRY,
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
      const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;

      const app = await takeAppStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir);
      const write = async (file: string, html: string) => {
        const target = join(outDir, file);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, html);
      };

      // The maps, drawn once from the catalogue: files for the precache (and pages reached in the
      // browser), and markup the pages inline.
      const maps = await server.drawMaps();
      for (const [id, svg] of Object.entries(maps)) await write(distPath(mapUrl(id)), svg);
      // Each itinerary's route for navigation apps, precached with the maps.
      for (const [url, gpx] of Object.entries(await server.routeGpx())) await write(distPath(url as `/${string}`), gpx);
      const sizes = mapSizes(maps);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      config.logger.info(`\n[maps] ${sizes.count} maps in maps/, gzip: largest ${kb(sizes.largest.bytes)} (${sizes.largest.id}), median ${kb(sizes.median)}`);

      // Every page is rendered first: the site's stylesheet holds the rules of all of them.
      const paths = await server.pagePaths();
      const pages = [];
      for (const path of [...paths, '/404']) pages.push({ path, ...(await server.render(path)) });
      const styles = server.siteStylesheetLink(await writeSiteStylesheet(server.siteStylesheet(pages.map((p) => p.styles), server.mapStylesheet() + app.css), outDir, config.base));
      const starts: PageStart[] = [];
      const initialBytes = new Map<string, number>();
      for (const { path, head, html, modules, islands } of pages) {
        const files = preloadFiles(bundle, modules, config.base, islands);
        const page = fill(app.template, { head, styles, root: server.rootElementHtml({ html, path, ...files }) });
        await write(distPath(path === '/404' ? NOT_FOUND_URL : pageFileUrl(path)), page);
        // Counted as the bench and the browser tests count it (page-assets.mjs), from the files written.
        initialBytes.set(path, initialJs(page, outDir).bytes);
        const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const device = deviceIslands(islands.map((m) => resolve(config.root, m)), islandTable(), imports);
        starts.push(pageStart(bundle, config, path, modules, [...islands, ...device.map((id) => relative(config.root, id))], preloadFiles(bundle, modules, config.base, [...islands, ...device.map((id) => relative(config.root, id))])));
      }
      await checkChunkPlan(bundle, starts, config, (id) => this.getModuleInfo(id)?.importedIds ?? [], (page) => initialBytes.get(page.path) ?? 0);
      // The app shell, the service worker's navigation fallback: no page in it, but the same styles.
      await write(distPath(APP_SHELL_URL), fill(app.template, { head: '<title>Rasa Journeys</title>', styles, root: server.rootElementHtml({ html: '', path: null, ...preloadFiles(bundle, [], config.base) }), shell: true }));
      await write('sitemap.xml', sitemapXml(server.siteUrl, await server.sitemapPaths()));
      // The site search's index: precached with the pages, so search works offline.
      await write(distPath(SEARCH_INDEX_URL), await server.searchIndexJson());
      await write('robots.txt', robotsTxt(server.siteUrl));
      await write(distPath(OFFLINE_PAGE_URL), offlineHtml(await server.pageIndex()));
      await write(
        '_headers',
        headersFile({
          imageOrigin: new URL(config.env.VITE_IMAGE_ORIGIN || 'https://images.unsplash.com').origin,
          emailOrigin: new URL(config.env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin,
          deskKeyOrigin: config.env.VITE_DESK_KEY_URL ? new URL(config.env.VITE_DESK_KEY_URL).origin : undefined,
          scriptHashes: inlineScriptHashes(app.template),
        }),
      );

      // Card-size catalogue photos join the precache (the list comes from the catalogue).
      const photos = await server.precachePhotoUrls();
      const pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa') as unknown as PwaPlugin | undefined;
      pwa?.api?.extendManifestEntries((entries) => withCardPhotos(entries, photos));
      photoCount = photos.length;
      config.logger.info(`\n[prerender] ${paths.length} pages + 404 + app shell in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  },
  {
    // After vite-plugin-pwa has written the service worker: report what it precaches, then
    // compress every text file once, as a CDN stores it.
    name: 'rasa-precache-report',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const figures = await precacheFigures(outDir);
        if (figures) {
          config.logger.info(precacheReport(figures, photoCount));
          // The budget holds or the build fails: a traveller's phone keeps all of it.
          const failure = CHUNK_PROBE ? undefined : precacheBudgetFailure(figures);
          if (failure) throw new Error(failure);
        }
        config.logger.info(`[precompress] ${await precompress(outDir)} text files, as .br and .gz`);
      },
    },
  }];
}

/**
 * What a page starts with, as the chunk plan reads it: its entry and the files it preloads; then
 * those of the islands it loads without a tap or a scroll (fetched at start-up too: data-islands),
 * with the islands a device with a trip or saved journeys renders inside the browser-only ones.
 */
function pageStart(bundle: Rollup.OutputBundle, config: ResolvedConfig, path: string, modules: readonly string[], islands: readonly string[], files: { preload: readonly string[]; islands: readonly string[] }): PageStart {
  // index.html's chunk (its facade is the page; its first module, the entry script).
  const entry = Object.values(bundle).find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry && o.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(CLIENT_ENTRY)));
  if (!entry) throw new Error(`prerender: no entry chunk holds ${CLIENT_ENTRY}`);
  const file = (url: string) => url.slice(config.base.length);
  return {
    path,
    roots: [resolve(config.root, CLIENT_ENTRY), resolve(config.root, START_MODULE), ...modules.map((m) => resolve(config.root, m))],
    files: [entry.fileName, ...files.preload.map(file)],
    islandRoots: islands.map((m) => resolve(config.root, m)),
    islandFiles: files.islands.map(file),
  };
}

/**
 * The chunk plan's check and ledger (chunk-plan.ts): fails the build when a page starts with a
 * module that START_RULES forbids, naming the chain of imports; writes what each page starts with to
 * chunk-ledger.json (committed: in CI a ledger that is not this build's fails it) and which file
 * holds each module to dist/.vite/chunk-files.json (what the browser tests route by).
 */
async function checkChunkPlan(bundle: Rollup.OutputBundle, starts: readonly PageStart[], config: ResolvedConfig, imports: (id: string) => readonly string[], initialBytes: (page: PageStart) => number): Promise<void> {
  const chunks = new Map<string, ChunkFacts>(Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
  const name = (id: string) => moduleName(id, config.root);
  const source = (id: string) => {
    if (/[\\/]node_modules[\\/]/.test(id)) return '';
    try {
      return readFileSync(id.replace(/\?.*$/, ''), 'utf8');
    } catch {
      return ''; // a virtual module: no source of ours
    }
  };
  const outDir = resolve(config.root, config.build.outDir);
  await mkdir(join(outDir, '.vite'), { recursive: true });
  await writeFile(join(outDir, '.vite', 'chunk-files.json'), `${JSON.stringify(moduleFiles(chunks.values(), name), null, 1)}\n`);
  // The chunks' graph, which the visit ledger reads off the probe build (scripts/visit-ledger.mjs).
  await writeFile(join(outDir, '.vite', 'chunk-graph.json'), `${JSON.stringify(chunkGraph(Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk'), name), null, 1)}\n`);
  if (CHUNK_PROBE) return;
  // The groups come from the visit ledger: a module it does not know is split by the bundler alone.
  const known = await readFile(join(config.root, 'visit-ledger.json'), 'utf8').then((text) => new Set(Object.values((JSON.parse(text) as VisitLedger).chunks).flatMap((c) => c.modules)), () => new Set<string>());
  const unknown = [...chunks.values()].flatMap((c) => c.moduleIds.map(name)).filter((m) => !known.has(m));
  if (unknown.length) config.logger.info(`[chunks] ${unknown.length} module(s) new since visit-ledger.json (${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', ...' : ''}): the bundler splits them alone; npm run ledger:visits measures them`);
  const broken = breaches(starts, chunks, START_RULES, imports, name, source);
  if (broken.length) {
    const message = `[chunks] ${broken.length} module(s) a page must not start with (src/config/startRules.ts):\n${broken.map(breachText).join('\n')}`;
    // Logged as well as thrown: the precache's own complaint (no apps built) would hide it.
    config.logger.error(message);
    throw new Error(message);
  }
  // Over the initial-JS budget: the modules that moved into the page's start since the committed
  // ledger, each with its chain (the ledger is not rewritten, so the next build names them again).
  const committed = join(config.root, LEDGER_FILE);
  const before = await readFile(committed, 'utf8').catch(() => '');
  const heavy = budgetBreaches(starts, initialBytes, INITIAL_JS_BUDGET, before ? (JSON.parse(before) as Ledger) : undefined, chunks, imports, name);
  if (heavy.length) {
    const message = `[budget] ${heavy.length} page(s) over the initial-JS budget:\n${heavy.slice(0, 3).map((b) => budgetBreachText(b)).join('\n')}${heavy.length > 3 ? `\n… and ${heavy.length - 3} more page(s): ${heavy.slice(3).map((b) => b.page).join(', ')}` : ''}`;
    config.logger.error(message);
    throw new Error(message);
  }
  const text = ledgerText(ledger(starts, chunks, name));
  if (before === text) return;
  if (process.env.CI) throw new Error(`[chunks] ${LEDGER_FILE} is not this build's: run npm run build and commit the ledger it writes`);
  await writeFile(committed, text);
  config.logger.info(`[chunks] ${LEDGER_FILE} written: what a page starts with changed (review its diff)`);
}

/** Precache figures from the built service worker: pages, other assets and photos apart. */
export interface PrecacheFigures {
  readonly entries: number;
  readonly pages: { readonly count: number; readonly bytes: number };
  readonly assets: { readonly count: number; readonly bytes: number };
  /** Card-size photos from the image origin: counted here, fetched and measured by npm run bench. */
  readonly photos: number;
}

export async function precacheFigures(outDir: string): Promise<PrecacheFigures | undefined> {
  let sw: string;
  try {
    sw = await readFile(join(outDir, 'sw.js'), 'utf8');
  } catch {
    return undefined;
  }
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const pages = { count: 0, bytes: 0 };
  const assets = { count: 0, bytes: 0 };
  let photos = 0;
  for (const url of urls) {
    if (/^https?:/.test(url)) {
      photos++;
      continue;
    }
    const size = (await stat(join(outDir, url)).catch(() => undefined))?.size ?? 0;
    const kind = url.endsWith('.html') ? pages : assets;
    kind.count++;
    kind.bytes += size;
  }
  return { entries: urls.length, pages, assets, photos };
}

/** The precache's bytes as the budget counts them: the built files, and each photo at its allowance. */
export function precacheBudgetBytes(figures: PrecacheFigures): number {
  return figures.pages.bytes + figures.assets.bytes + figures.photos * CARD_PHOTO_ALLOWANCE_BYTES;
}

/** Why the precache misses its budget (PRECACHE_BUDGET_BYTES), or undefined when it holds. */
export function precacheBudgetFailure(figures: PrecacheFigures): string | undefined {
  const total = precacheBudgetBytes(figures);
  if (total <= PRECACHE_BUDGET_BYTES) return undefined;
  const local = figures.pages.bytes + figures.assets.bytes;
  return (
    `[precache] ${total.toLocaleString('en')} bytes, ${(total - PRECACHE_BUDGET_BYTES).toLocaleString('en')} over the budget of ${PRECACHE_BUDGET_BYTES.toLocaleString('en')} ` +
    `(files ${local.toLocaleString('en')}, ${figures.photos} photos at ${CARD_PHOTO_ALLOWANCE_BYTES.toLocaleString('en')} each): see src/config/precache.ts`
  );
}

export function precacheReport(figures: PrecacheFigures, photoCount: number): string {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const { pages, assets, photos } = figures;
  return [
    '[precache] ' + `${figures.entries} entries, ${kb(pages.bytes + assets.bytes)} local; with the photos at their allowance ${precacheBudgetBytes(figures).toLocaleString('en')} bytes of ${PRECACHE_BUDGET_BYTES.toLocaleString('en')}`,
    `[precache]   pages:  ${pages.count} files, ${kb(pages.bytes)}`,
    `[precache]   assets: ${assets.count} files (scripts, styles, fonts, icons, the search index), ${kb(assets.bytes)}`,
    `[precache]   photos: ${photos} card-size photos from the image origin (catalogue: ${photoCount}), counted at ${CARD_PHOTO_ALLOWANCE_BYTES.toLocaleString('en')} bytes each; bytes measured by npm run bench`,
  ].join('\n');
}
