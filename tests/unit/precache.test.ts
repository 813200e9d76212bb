/**
 * What the service worker precaches, said in src/config/precache.ts: a page URL finds its
 * pre-rendered file, a map its file, and the manifest's card photos go to their own cache.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheBudgetFailure, precacheFigures } from '../../scripts/prerender-plugin';
import { mapId, mapUrl } from '../../src/config/mapFiles';
import { APP_SHELL_URL, CARD_PHOTO_ALLOWANCE_BYTES, chunkGlob, isOnlineOnlyApp, NOT_FOUND_URL, OFFLINE_PAGE_URL, ONLINE_ONLY_APPS, ONLINE_ONLY_CHUNKS, pageFileUrl, PRECACHE_BUDGET_BYTES, precacheFiles, SEARCH_INDEX_URL, splitManifest, withCardPhotos } from '../../src/config/precache';

const SRC = join(import.meta.dirname, '../../src');
/** Every source file under src/, with its text. */
const sources = (readdirSync(SRC, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((f) => f.isFile() && /\.tsx?$/.test(f.name))
  .map((f) => ({ file: join(f.parentPath, f.name), text: readFileSync(join(f.parentPath, f.name), 'utf8') }));

describe('the precache', () => {
  it('finds a page URL in its pre-rendered file, with or without a trailing slash', () => {
    expect(pageFileUrl('/')).toBe('/index.html');
    expect(pageFileUrl('/destinations/india')).toBe('/destinations/india.html');
    expect(pageFileUrl('/destinations/india/')).toBe('/destinations/india.html');
    expect(pageFileUrl('/itinerary/golden-triangle')).toBe('/itinerary/golden-triangle.html');
  });

  it('names each map file by its kind', () => {
    expect(mapUrl(mapId.route('golden-triangle'))).toBe('/maps/route/golden-triangle.svg');
    expect(mapUrl(mapId.place('india/agra'))).toBe('/maps/place/india/agra.svg');
    expect(mapUrl(mapId.country('sri-lanka'))).toBe('/maps/country/sri-lanka.svg');
  });

  it('lists the built pages and the search index, but not 404.html nor the maps, which their pages carry, nor the local-script faces', () => {
    expect(precacheFiles.globPatterns).toContain('search-index.json');
    expect(precacheFiles.globPatterns.some((g) => /\bhtml\b/.test(g) && /\bsvg\b/.test(g))).toBe(true);
    // No file of the desk is named here: the build leaves out the files its own bundle wrote (other-apps.test.ts).
    expect(precacheFiles.globIgnores).toEqual(['404.html', 'maps/**', 'assets/LiveMap-*.js', 'assets/local-*.woff2']);
    expect([APP_SHELL_URL, OFFLINE_PAGE_URL, SEARCH_INDEX_URL, NOT_FOUND_URL]).toEqual(['/app-shell.html', '/offline.html', '/search-index.json', '/404.html']);
  });

  it('knows the page of each app of its own (the desk), which the worker answers offline with the offline page', () => {
    expect(ONLINE_ONLY_APPS).toEqual(['/desk']);
    expect(isOnlineOnlyApp('/desk')).toBe(true);
    expect(isOnlineOnlyApp('/desk/')).toBe(true);
    expect(isOnlineOnlyApp('/desktop')).toBe(false);
    expect(isOnlineOnlyApp('/desk/x')).toBe(false);
    expect(isOnlineOnlyApp('/trip')).toBe(false);
    expect(isOnlineOnlyApp('/')).toBe(false);
  });

  it('adds the card photos to the manifest once, and the worker takes them out again', () => {
    const photo = 'https://images.test/photo-1?w=800&q=60';
    const built = [
      { url: 'index.html', revision: 'a' },
      { url: photo, revision: 'stale' },
    ];
    const manifest = withCardPhotos(built, [photo, 'https://images.test/photo-2?w=800&q=60']);
    expect(manifest).toEqual([
      { url: 'index.html', revision: 'a' },
      { url: photo, revision: null },
      { url: 'https://images.test/photo-2?w=800&q=60', revision: null },
    ]);
    expect(splitManifest(manifest, 'https://images.test')).toEqual({
      files: [{ url: 'index.html', revision: 'a' }],
      cardPhotos: [photo, 'https://images.test/photo-2?w=800&q=60'],
    });
  });

  it('leaves out the chunks that only work online, each loaded late and never with a page', () => {
    expect(ONLINE_ONLY_CHUNKS).toEqual(['LiveMap']);
    for (const name of ONLINE_ONLY_CHUNKS) {
      expect(precacheFiles.globIgnores).toContain(chunkGlob(name));
      const module = new RegExp(`['"][./\\w]*/${name}['"]`);
      // A static import would put its code in a precached chunk, or make a page depend on an uncached one.
      const imports = sources.filter((s) => module.test(s.text)).flatMap((s) => s.text.match(new RegExp(`.*${module.source}.*`, 'g')) ?? []);
      expect(imports.length).toBeGreaterThan(0);
      for (const line of imports) expect(line).toMatch(/import\(|import type/);
    }
    // What MapView shows when the live map's chunk cannot be fetched: tests/unit/live-map-unfetched.test.tsx.
  });
});

describe("the precache's budget (10 MB, checked by every build)", () => {
  const dist = mkdtempSync(join(tmpdir(), 'rasa-precache-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** A built site: the files of the given sizes, and a service worker listing them and `photos` card photos. */
  function built(files: Record<string, number>, photos: number) {
    for (const [file, bytes] of Object.entries(files)) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), Buffer.alloc(bytes));
    }
    const entries = [...Object.keys(files), ...Array.from({ length: photos }, (_, i) => `https://images.test/photo-${i}?w=800&q=60`)];
    writeFileSync(join(dist, 'sw.js'), `self.__WB_MANIFEST=[${entries.map((url) => JSON.stringify({ url, revision: null })).join(',')}]`);
  }

  it('counts pages and other files from the service worker, and photos at their allowance', async () => {
    built({ 'index.html': 1000, 'itinerary/a.html': 2000, 'assets/start-x.js': 500, 'maps/route/a.svg': 300 }, 3);
    expect(await precacheFigures(dist)).toEqual({ entries: 7, pages: { count: 2, bytes: 3000 }, assets: { count: 2, bytes: 800 }, photos: 3 });
    expect(CARD_PHOTO_ALLOWANCE_BYTES).toBe(48_000);
  });

  it('holds at exactly 10,000,000 bytes and fails a byte over, saying by how much', async () => {
    const photos = 84;
    const files = PRECACHE_BUDGET_BYTES - photos * CARD_PHOTO_ALLOWANCE_BYTES;
    built({ 'index.html': files - 1000, 'assets/start-x.js': 1000 }, photos);
    expect(precacheBudgetFailure((await precacheFigures(dist))!)).toBeUndefined();
    built({ 'index.html': files - 1000, 'assets/start-x.js': 1001 }, photos);
    expect(precacheBudgetFailure((await precacheFigures(dist))!)).toBe(
      '[precache] 10,000,001 bytes, 1 over the budget of 10,000,000 (files 5,968,001, 84 photos at 48,000 each): see src/config/precache.ts',
    );
  });
});
