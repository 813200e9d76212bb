/**
 * Storage that lasts, and a trip ready offline: persist() asked once and never throwing, the
 * estimate's figures (a browser that refuses or lies gets none), Safari in a tab, sizes as read;
 * a trip's offline parts from the catalogue and their lookup in Cache Storage by precache.ts's rule.
 */
import { describe, expect, it, vi } from 'vitest';
import { cacheQuery, pageFileUrl } from '../../src/config/precache';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { resolvePlace } from '../../src/content/places';
import { missingParts } from '../../src/features/readyOffline/caches';
import { tripParts } from '../../src/features/readyOffline/tripParts';
import { askPersist, bytesText, isSafariTab, storageReport } from '../../src/features/storage/persist';

describe('persistent storage', () => {
  it('asks only when not kept already, and says what the browser answered', async () => {
    const persist = vi.fn(async () => true);
    expect(await askPersist({ persist, persisted: async () => false })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await askPersist({ persist, persisted: async () => true })).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await askPersist({ persist: async () => false, persisted: async () => false })).toBe(false);
  });

  it('never throws: no Storage API, or one that refuses', async () => {
    expect(await askPersist(undefined)).toBeUndefined();
    expect(await askPersist({})).toBeUndefined();
    expect(await askPersist({ persisted: async () => false, persist: () => Promise.reject(new DOMException('no', 'SecurityError')) })).toBeUndefined();
  });

  it('reports usage and quota, and nothing it cannot say (a quota error, odd figures)', async () => {
    expect(await storageReport({ persisted: async () => true, estimate: async () => ({ usage: 12_400_000, quota: 2e9 }) })).toEqual({ persisted: true, usage: 12_400_000, quota: 2e9 });
    expect(await storageReport({ persisted: () => Promise.reject(new Error('refused')), estimate: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')) })).toEqual({
      persisted: undefined,
      usage: undefined,
      quota: undefined,
    });
    expect(await storageReport({ estimate: async () => ({ usage: -1, quota: Number.NaN }) })).toEqual({ persisted: undefined, usage: undefined, quota: undefined });
    expect(await storageReport(undefined)).toEqual({ persisted: undefined, usage: undefined, quota: undefined });
  });

  it('knows Safari in a tab from Safari installed and from other browsers', () => {
    const iphoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const macSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    const iphoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
    const androidChrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    expect(isSafariTab(iphoneSafari, false)).toBe(true);
    expect(isSafariTab(macSafari, false)).toBe(true);
    expect(isSafariTab(iphoneSafari, true)).toBe(false);
    expect(isSafariTab(iphoneChrome, false)).toBe(false);
    expect(isSafariTab(androidChrome, false)).toBe(false);
  });

  it('writes sizes as a traveller reads them', () => {
    expect([bytesText(0), bytesText(740_000), bytesText(12_400_000), bytesText(1.2e9)]).toEqual(['1 KB', '740 KB', '12.4 MB', '1.2 GB']);
  });
});

describe('a trip ready offline', () => {
  const catalogue = { place: resolvePlace, countryName: (c: string) => c, photo: (id: string) => [`https://images.test/${id}?w=800`] };

  it('needs its page and its places\' pages (which carry the maps), the GPX route, Help per country and its photos; no map file of its own', async () => {
    const it = (await itineraryDetails.load('golden-triangle'))!;
    const urls = tripParts(it, catalogue).map((p) => p.url);
    expect(urls).toContain('/itinerary/golden-triangle.html');
    expect(urls).toContain('/destinations/india/agra.html');
    expect(urls).toContain('/gpx/golden-triangle.gpx');
    expect(urls).toContain('/help/india.html');
    expect(urls).toContain(`https://images.test/${it.image.id}?w=800`);
    expect(urls.filter((u) => u.startsWith('/maps/'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('a journey crossing borders needs Help for each country', async () => {
    const all = await Promise.all(['everest-luxury', 'himalayan-kingdoms'].map((id) => itineraryDetails.load(id)));
    for (const it of all.filter((x) => x !== undefined)) {
      const urls = tripParts(it, catalogue).map((p) => p.url);
      const countries = new Set(it.stops.map((s) => s.country));
      for (const c of countries) expect(urls).toContain(pageFileUrl(`/help/${c}`));
    }
  });

  it('looks a site file up ignoring the revision query, a photo as it is', async () => {
    expect(cacheQuery('/maps/route/x.svg', 'https://site.test')).toEqual({ ignoreSearch: true, ignoreVary: true });
    expect(cacheQuery('https://images.test/p?w=800', 'https://site.test')).toEqual({ ignoreSearch: false, ignoreVary: true });
    const held = new Set(['/itinerary/x.html', 'https://images.test/p?w=800']);
    const storage = { match: async (url: string) => (held.has(url) ? new Response('') : undefined) } as unknown as CacheStorage;
    const parts = [
      { label: 'page', url: '/itinerary/x.html' },
      { label: 'map', url: '/maps/route/x.svg' },
      { label: 'photo', url: 'https://images.test/p?w=800' },
    ];
    expect((await missingParts(parts, storage, 'https://site.test'))?.map((p) => p.label)).toEqual(['map']);
    expect(await missingParts(parts, undefined, 'https://site.test')).toBeUndefined();
    const refusing = { match: () => Promise.reject(new DOMException('no', 'SecurityError')) } as unknown as CacheStorage;
    expect(await missingParts(parts, refusing, 'https://site.test')).toBeUndefined();
  });
});
