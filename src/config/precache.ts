/**
 * What the service worker keeps for offline use, said once. Read by vite.config.ts (the files the
 * build lists), the prerenderer (the files it writes for that list and the photos it adds),
 * sw/sw.ts (where each entry goes, how a page URL finds its file) and the browser (to look a
 * page's parts up in Cache Storage). No imports and no weight: it loads in Node, in the worker
 * and in a page alike.
 *
 * Precached: every pre-rendered page (each with its drawn maps inline), the app shell and the
 * offline page, the scripts, styles, fonts and icons, each itinerary's GPX route and the search
 * index, and the card-size catalogue photos.
 * Not precached: 404.html (for static hosts; the worker sends an unknown URL to the network, else
 * the app shell), the maps' own files (maps/: their pages carry them, so the app reads a map from
 * its precached page), the chunks that only work online (ONLINE_ONLY_CHUNKS), the apps of their own
 * (ONLINE_ONLY_APPS: the specialist's desk), the faces of a booked trip's local scripts, kept in
 * LOCAL_SCRIPT_FONT_CACHE by a phone that keeps such a trip, and the larger photo sizes, cached in
 * PHOTO_CACHE as they are viewed.
 *
 * In Cache Storage a precached file's key may carry Workbox's `__WB_REVISION__` query: look a
 * file up with `ignoreSearch: true`; a photo's query is its size, so look a photo up as it is.
 */

/** A built file's URL ('/maps/route/golden-triangle.svg'), from the site's root. */
export type SiteUrl = `/${string}`;

export const APP_SHELL_URL = '/app-shell.html';
export const OFFLINE_PAGE_URL = '/offline.html';
export const SEARCH_INDEX_URL = '/search-index.json';
/** The static host's answer to an unknown URL. */
export const NOT_FOUND_URL = '/404.html';

/** Where a site URL's file is in dist/ ('/maps/route/x.svg' -> 'maps/route/x.svg'). */
export function distPath(url: SiteUrl): string {
  return url.slice(1);
}

/**
 * Chunks left out of the precache because they only work online, by the source module each is
 * named after (the build writes assets/LiveMap-<hash>.js). LiveMap is the live Google map: Google's
 * scripts and tiles come from the network only (sw.ts), so offline MapView shows its static card
 * and never asks for this chunk; online it is fetched like any file, and if it cannot be (a flaky
 * connection, a deploy that replaced it) the static card stays.
 */
export const ONLINE_ONLY_CHUNKS = ['LiveMap'] as const;

/** The glob of a chunk's built file ('LiveMap' -> 'assets/LiveMap-*.js'). */
export function chunkGlob(name: string): string {
  return `assets/${name}-*.js`;
}

/**
 * Apps of their own beside the traveller's, by the page each is served at: the specialist's desk
 * (/desk, where the agency makes and signs a booked trip), an office tool used online, of no use on
 * a traveller's phone. Each page (its file as pageFileUrl names it: desk.html) starts a script of
 * its own (src/desk/main.tsx), built as a bundle of its own once the traveller's is written
 * (scripts/other-apps-plugin.ts): it shares the traveller's source (the trip's core, the signing
 * code, the catalogue, the theme), never a chunk. Nothing of it is precached, and no list of its
 * files is kept: the precache leaves out every file the app's build wrote (but those the
 * traveller's build wrote too, the same bytes under the same name). Offline, the service worker
 * answers such a page with the offline page: the traveller's app shell has no route for it.
 */
export const ONLINE_ONLY_APPS = ['/desk'] as const;

/** Whether a URL's path is the page of an app of its own (ONLINE_ONLY_APPS), with or without a trailing slash. */
export function isOnlineOnlyApp(pathname: string): boolean {
  const file = pageFileUrl(pathname);
  return ONLINE_ONLY_APPS.some((page) => pageFileUrl(page) === file);
}

/**
 * The faces "Show the driver" draws a hotel's name and address in, one per local script
 * (features/bookedTrip/fonts/local-{script}.woff2, built as assets/local-{script}-<hash>.woff2).
 * Not precached: the four whole-script faces weigh about 239 KB (Tibetan alone 155 KB), more than
 * the precache's budget has left, and only a traveller with a booked trip that writes a script
 * needs its face. The page keeps a trip's faces in LOCAL_SCRIPT_FONT_CACHE when the trip is kept
 * (or its card is shown online), and the worker answers them from there, so the card draws offline.
 */
export const LOCAL_SCRIPT_FONT_GLOB = 'assets/local-*.woff2';
export const LOCAL_SCRIPT_FONT_CACHE = 'rasa-local-script-fonts';

/** Whether a same-origin path is one of those faces ('/assets/local-devanagari-AbC123.woff2'). */
export function isLocalScriptFont(pathname: string): boolean {
  return /^\/assets\/local-[a-z]+-[\w-]+\.woff2$/.test(pathname);
}

/**
 * The code reader of boarding passes (zxing-wasm's full build: it reads a picture's code and draws
 * it again), built as assets/zxing_full-<hash>.wasm, about 1.5 MB: not precached (the budget has
 * about 140 KB left) and of use only on a phone that keeps a booked trip. The page keeps it in
 * PASS_READER_CACHE when a trip is kept (or a pass is added or shown online), and the worker
 * answers it from there, so a pass is added and shown in airplane mode. Never fetched from a CDN.
 */
export const PASS_READER_CACHE = 'rasa-pass-reader';

/** Whether a same-origin path is that reader ('/assets/zxing_full-AbC123.wasm'). */
export function isPassReader(pathname: string): boolean {
  return /^\/assets\/zxing_full-[\w-]+\.wasm$/.test(pathname);
}

/**
 * Android's share sheet (the manifest's share_target): a boarding pass shared with the installed
 * app is POSTed to paths.tripShare(); the worker keeps each file in SHARED_PASS_CACHE, never
 * sending it on, and answers with /trip, which reads them as the picker's files and clears them
 * (features/passes/shared.ts). Nothing of the file goes into a URL.
 */
export const SHARED_PASS_CACHE = 'rasa-shared-passes';
/** The form field of the shared files, as the manifest names it. */
export const SHARED_PASS_FIELD = 'pass';
/** /trip's fragment when a shared file could not be kept (storage full or refused). */
export const SHARE_NOT_KEPT = 'share-not-kept';
/** A shared file's key in that cache (a local address the page never fetches). */
export const sharedPassKey = (n: number) => `/shared-pass/${n}`;

/** The built files the precache leaves out: 404.html, the maps' files, the chunks that only work online and the local-script faces. */
function ignoredFiles(): string[] {
  return [distPath(NOT_FOUND_URL), 'maps/**', ...ONLINE_ONLY_CHUNKS.map(chunkGlob), LOCAL_SCRIPT_FONT_GLOB];
}

/**
 * The built files the precache lists (vite-plugin-pwa's injectManifest, globs relative to dist/).
 * The calls are marked pure so that a page importing something else from here carries none of it.
 */
export const precacheFiles = {
  // svg: the icons; gpx: each itinerary's route for navigation apps.
  globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}', /* @__PURE__ */ distPath(SEARCH_INDEX_URL), 'gpx/*.gpx'],
  globIgnores: /* @__PURE__ */ ignoredFiles(),
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
};

/** The whole precache, photos included, at most 10 MB (issue #31; decimal megabytes, to be safe). */
export const PRECACHE_BUDGET_BYTES = 10_000_000;

/**
 * What the build counts each card-size photo at when it checks the budget, before any photo is
 * fetched: the average weight of the photo stand-in's card photos (800 px wide, quality 60), which
 * npm run bench fetches and measures, rounded up (docs/performance.md has the sizes).
 */
export const CARD_PHOTO_ALLOWANCE_BYTES = 48_000;

/**
 * The file a page URL is pre-rendered to and precached as ('/' -> '/index.html',
 * '/destinations/india' and '/destinations/india/' -> '/destinations/india.html'). A page's query
 * only tells the app what to show, so it is not part of the path given here.
 */
export function pageFileUrl(pathname: string): SiteUrl {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path ? `/${path}.html` : '/index.html';
}

/* Each drawn map's file URL is in ./mapFiles.ts: maps/{id}.svg, not precached (its page carries it). */

/** Card-size catalogue photos (lib/images' CARD_WIDTH), fetched into this cache at install, best effort. */
export const CARD_PHOTO_CACHE = 'rasa-photos-card';
/** Every other photo size, cached as it is viewed (cache first, with an expiry). */
export const PHOTO_CACHE = 'rasa-photos';

/**
 * How the browser looks a precached file or a photo up in Cache Storage (caches.match's options):
 * a site file ignoring the query (Workbox's revision), a photo as it is (its query is its size),
 * ignoring Vary (the photo host varies on Accept).
 */
export function cacheQuery(url: string, siteOrigin: string): { ignoreSearch: boolean; ignoreVary: boolean } {
  return { ignoreSearch: new URL(url, siteOrigin).origin === siteOrigin, ignoreVary: true };
}

/**
 * The message a page posts to the service worker to fetch parts again into the caches they were
 * precached in ({ type, urls }, answered on the message's port with { fetched, failed }).
 */
export const REFETCH_MESSAGE = 'rasa-refetch';
export interface RefetchAnswer {
  readonly fetched: number;
  readonly failed: readonly string[];
}

/** An entry of the precache manifest. */
export type ManifestEntry = string | { url: string; revision: string | null };

const entryUrl = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/**
 * The build's step: the card-size photos join the manifest, once each and without a revision (a
 * photo's URL names its size and never changes).
 */
export function withCardPhotos<E extends { url: string; revision: string | null }>(entries: readonly E[], photoUrls: readonly string[]): (E | { url: string; revision: null })[] {
  const photos = new Set(photoUrls);
  return [...entries.filter((e) => !photos.has(e.url)), ...[...photos].map((url) => ({ url, revision: null }))];
}

/**
 * The worker's step: the manifest's photos (the entries from the image origin) go to
 * CARD_PHOTO_CACHE, where a missing one cannot stop the install; the rest to Workbox's precache.
 */
export function splitManifest<E extends ManifestEntry>(manifest: readonly E[], imageOrigin: string): { files: E[]; cardPhotos: string[] } {
  const isPhoto = (entry: ManifestEntry) => entryUrl(entry).startsWith(`${new URL(imageOrigin).origin}/`);
  return { files: manifest.filter((e) => !isPhoto(e)), cardPhotos: manifest.filter(isPhoto).map(entryUrl) };
}
