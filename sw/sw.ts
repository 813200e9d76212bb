/// <reference lib="webworker" />
/**
 * The service worker: the whole guide offline, photos cached by size with a fallback to any cached
 * size, navigation that always finds a page, and Background Sync for the outbox.
 * What it precaches is said in src/config/precache.ts and listed at build (pages, chunks, fonts,
 * icons, maps, the search index, card-size catalogue photos).
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { cacheNames } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { config } from '../src/config/env';
import { paths } from '../src/config/paths';
import { APP_SHELL_URL, CARD_PHOTO_CACHE, SHARE_NOT_KEPT, SHARED_PASS_CACHE, SHARED_PASS_FIELD, sharedPassKey, isLocalScriptFont, isOnlineOnlyApp, isPassReader, LOCAL_SCRIPT_FONT_CACHE, PASS_READER_CACHE, OFFLINE_PAGE_URL, PHOTO_CACHE, pageFileUrl, REFETCH_MESSAGE, splitManifest, type ManifestEntry, type RefetchAnswer } from '../src/config/precache';
import * as emailjs from '@emailjs/browser';
import { badgeWaiting, createAppOutbox, SYNC_TAG } from '../src/features/enquiries/outbox/wiring';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

// The page asks the waiting worker to take over when the visitor chooses 'Reload'.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

const imageOrigin = new URL(config.imageOrigin).origin;
const { files, cardPhotos } = splitManifest(self.__WB_MANIFEST, imageOrigin);

cleanupOutdatedCaches();

/** Fetch the card-size photos not cached yet, six at a time; failures are skipped, not fatal. */
async function warmCardPhotos(): Promise<void> {
  const cache = await caches.open(CARD_PHOTO_CACHE);
  const cached = new Set((await cache.keys()).map((r) => r.url));
  const queue = cardPhotos.filter((url) => !cached.has(url));
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline or missing: the photo falls back to its placeholder colour.
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/** Drop card photos the catalogue no longer shows. */
async function pruneCardPhotos(): Promise<void> {
  const keep = new Set(cardPhotos);
  const cache = await caches.open(CARD_PHOTO_CACHE);
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}

self.addEventListener('install', (event) => event.waitUntil(warmCardPhotos()));
self.addEventListener('activate', (event) => event.waitUntil(pruneCardPhotos()));

precacheAndRoute(files, {
  // A page URL finds its file by the one rule of pageFileUrl ('/destinations' and '/destinations/'
  // -> destinations.html), not by Workbox's own cleanURLs.
  cleanURLs: false,
  // A page's query only tells the app what to show ('/itineraries?month=3'): every query maps to
  // the pre-rendered page, so a filtered or prefilled link opens offline.
  ignoreURLParametersMatching: [/./],
  urlManipulation: ({ url }) => [new URL(pageFileUrl(url.pathname), url.origin)],
});

// Navigations the precache does not know: the network (which answers 404.html for unknown URLs),
// else the app shell, which renders any route on the client, else the offline page. An app of its
// own (the desk: ONLINE_ONLY_APPS), which is never precached and which the app shell has no route
// for, gets the offline page at once.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      if (isOnlineOnlyApp(url.pathname)) return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
      return (await matchPrecache(APP_SHELL_URL)) ?? (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
    }
  }),
);

/** The photo id in an image URL ('/photo-123-abc?w=800' -> 'photo-123-abc'). */
function photoId(url: URL): string {
  return url.pathname.replace(/^\/+/, '');
}

/** Offline, any cached size of the same photo beats a blank. */
async function anyCachedSize(url: URL): Promise<Response | undefined> {
  const id = photoId(url);
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const candidate = new URL(key.url);
      if (candidate.origin === url.origin && photoId(candidate) === id) {
        const hit = await cache.match(key, { ignoreVary: true });
        if (hit) return hit;
      }
    }
  }
  return undefined;
}

// Larger sizes: cache first, with an expiration.
const photoStrategy = new CacheFirst({
  cacheName: PHOTO_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    {
      // Only complete, readable responses are worth keeping.
      cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      handlerDidError: async ({ request }) => anyCachedSize(new URL(request.url)),
    },
  ],
});

registerRoute(
  ({ url }) => url.origin === imageOrigin,
  // ignoreVary: the photo host varies on Accept, which differs between an <img> and our fetch.
  async (options) => (await caches.match(options.request, { cacheName: CARD_PHOTO_CACHE, ignoreVary: true })) ?? photoStrategy.handle(options),
);

// A booked trip's local-script faces (not precached: src/config/precache.ts): from the cache the
// page keeps them in when the trip is kept, else the network, kept then too (a card shown online
// draws offline afterwards).
registerRoute(
  ({ url }) => url.origin === self.location.origin && isLocalScriptFont(url.pathname),
  new CacheFirst({ cacheName: LOCAL_SCRIPT_FONT_CACHE, matchOptions: { ignoreVary: true }, plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }] }),
);

// The boarding passes' code reader (not precached: src/config/precache.ts), likewise: from the
// cache the page keeps it in with a kept trip, else the network, kept then too.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isPassReader(url.pathname),
  new CacheFirst({ cacheName: PASS_READER_CACHE, plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }] }),
);

/**
 * My Journeys' "fetch again": a part of a trip missing from the caches goes back where it was
 * precached (a site file under its revisioned key, a photo in its size's cache). Only what the
 * precache lists or a photo of the image origin: a page cannot fill the caches with anything else.
 */
async function refetch(url: string): Promise<boolean> {
  const target = new URL(url, self.location.origin);
  try {
    if (target.origin === imageOrigin) {
      const response = await fetch(target.href, { mode: 'cors', credentials: 'omit', cache: 'reload' });
      if (response.status !== 200) return false;
      await (await caches.open(cardPhotos.includes(target.href) ? CARD_PHOTO_CACHE : PHOTO_CACHE)).put(target.href, response);
      return true;
    }
    const key = target.origin === self.location.origin ? getCacheKeyForURL(target.href) : undefined;
    if (!key) return false;
    const response = await fetch(key, { cache: 'reload', credentials: 'same-origin' });
    if (!response.ok || response.redirected) return false;
    await (await caches.open(cacheNames.precache)).put(key, response);
    return true;
  } catch {
    return false;
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== REFETCH_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 200);
  event.waitUntil(
    (async () => {
      const done = await Promise.all(urls.map(refetch));
      const answer: RefetchAnswer = { fetched: done.filter(Boolean).length, failed: urls.filter((_, i) => !done[i]) };
      event.ports[0]?.postMessage(answer);
    })(),
  );
});

// A boarding pass shared from Android's share sheet (the manifest's share_target): each file is
// kept on the phone for /trip to read (features/passes/shared.ts), never sent on, and the
// traveller lands on /trip; a share that could not be kept lands there too, told so in its fragment.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === paths.tripShare(),
  async ({ request }) => {
    try {
      const form = await request.formData();
      const cache = await caches.open(SHARED_PASS_CACHE);
      const files = form.getAll(SHARED_PASS_FIELD).filter((f): f is File => f instanceof File);
      const start = Date.now();
      await Promise.all(
        files.map((file, i) =>
          cache.put(sharedPassKey(start + i), new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) } })),
        ),
      );
      return Response.redirect(paths.trip(), 303);
    } catch {
      return Response.redirect(`${paths.trip()}#${SHARE_NOT_KEPT}`, 303);
    }
  },
  'POST',
);

// Maps and other outside scripts: always from the network (the page shows a static map offline).
registerRoute(({ url }) => url.origin !== self.location.origin && url.origin !== imageOrigin, new NetworkOnly());

// Background Sync: messages leave when connectivity returns, even with no tab open. A worker has
// no localStorage for the SDK to trip on, and cannot import late: it carries the SDK.
const outbox = createAppOutbox(async () => emailjs);
self.addEventListener('sync', (event) => {
  const syncEvent = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (syncEvent.tag !== SYNC_TAG) return;
  syncEvent.waitUntil(
    (async () => {
      // The browser fires sync when the connection is back: what only the network held back goes now.
      await outbox.replay({ reconnected: true });
      // With no tab open, the app's icon still counts what waits.
      await badgeWaiting(outbox, self.navigator);
      // Still waiting (the network or the mail service is down): let the browser retry later.
      if ((await outbox.list()).some((e) => e.status === 'queued')) throw new Error('Messages still waiting');
    })(),
  );
});
