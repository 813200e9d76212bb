import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../scripts/prerender-plugin';
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
