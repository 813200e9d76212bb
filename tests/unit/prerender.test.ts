import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadFiles, robotsTxt, sitemapXml } from '../../scripts/prerender-plugin';
import { distPath, pageFileUrl } from '../../src/config/precache';

/** The file the prerenderer writes a page to, relative to dist/. */
const fileForPath = (path: string) => distPath(pageFileUrl(path));

describe('prerender output layout', () => {
  it('writes canonical URLs without a trailing slash as .html files', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/destinations')).toBe('destinations.html');
    expect(fileForPath('/destinations/india/agra')).toBe('destinations/india/agra.html');
    expect(fileForPath('/destinations/')).toBe('destinations.html');
  });

  it('lists every path in the sitemap and points robots.txt at it', () => {
    const xml = sitemapXml('https://site.test', ['/', '/gallery']);
    expect(xml).toContain('<loc>https://site.test/</loc>');
    expect(xml).toContain('<loc>https://site.test/gallery</loc>');
    expect(robotsTxt('https://site.test')).toContain('Sitemap: https://site.test/sitemap.xml');
  });
});

describe('the chunks a page starts with', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, facadeModuleId, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/r/src/app/entry-client.tsx', ['/r/src/app/entry-client.tsx'], [], true),
      chunk('assets/start.js', '/r/src/app/start.tsx', ['/r/src/app/start.tsx'], ['assets/shared.js', 'assets/index.js']),
      chunk('assets/shared.js', null, ['/r/node_modules/react/index.js']),
      chunk('assets/CountryPage.js', '/r/src/pages/country/CountryPage.tsx', ['/r/src/pages/country/CountryPage.tsx'], ['assets/shared.js']),
      // A country's summaries: loaded alone by its page, and imported by the catalogue's lists, so
      // the bundler may leave its chunk without a facade.
      chunk('assets/india.js', null, ['/r/src/content/destinations/india.ts']),
      chunk('assets/nepal.js', null, ['/r/src/content/destinations/nepal.ts']),
      // An island the page loads at once, in a named group with what it imports.
      chunk('assets/afterStart.js', null, ['/r/src/app/layout/DeferredChrome.tsx'], ['assets/shared.js', 'assets/db.js']),
      chunk('assets/db.js', null, ['/r/src/features/storage/db.ts']),
    ].map((c) => [c.fileName, c]),
  );

  it('are the start chunk, the chunks of its modules, facades or not, and what they import, never the entry', () => {
    const { preload, islands } = preloadFiles(bundle, ['src/pages/country/CountryPage.tsx', 'src/content/destinations/india.ts'], '/');
    expect(preload.sort()).toEqual(['/assets/CountryPage.js', '/assets/india.js', '/assets/shared.js', '/assets/start.js']);
    expect(islands).toEqual([]);
  });

  it("list the islands' chunks and what they import apart, less what the page starts with", () => {
    const { preload, islands } = preloadFiles(bundle, ['src/pages/country/CountryPage.tsx'], '/', ['src/app/layout/DeferredChrome.tsx']);
    expect(preload).not.toContain('/assets/afterStart.js');
    expect(islands).toEqual(['/assets/afterStart.js', '/assets/db.js']);
  });

  it('fail the build for a module no chunk holds', () => {
    expect(() => preloadFiles(bundle, ['src/content/destinations/bhutan.ts'], '/')).toThrow(/no chunk for src\/content\/destinations\/bhutan\.ts/);
  });
});
