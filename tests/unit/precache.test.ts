/**
 * What the service worker precaches, said in src/config/precache.ts: a page URL finds its
 * pre-rendered file, a map its file, and the manifest's card photos go to their own cache.
 */
import { describe, expect, it } from 'vitest';
import { mapId, mapUrl } from '../../src/config/mapFiles';
import { APP_SHELL_URL, NOT_FOUND_URL, OFFLINE_PAGE_URL, pageFileUrl, precacheFiles, SEARCH_INDEX_URL, splitManifest, withCardPhotos } from '../../src/config/precache';

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

  it('lists the built pages, maps and the search index, but not 404.html', () => {
    expect(precacheFiles.globPatterns).toContain('search-index.json');
    expect(precacheFiles.globPatterns.some((g) => /\bhtml\b/.test(g) && /\bsvg\b/.test(g))).toBe(true);
    expect(precacheFiles.globIgnores).toEqual(['404.html']);
    expect([APP_SHELL_URL, OFFLINE_PAGE_URL, SEARCH_INDEX_URL, NOT_FOUND_URL]).toEqual(['/app-shell.html', '/offline.html', '/search-index.json', '/404.html']);
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
});
