import { describe, expect, it } from 'vitest';
import { fileForPath, heroPhotoHints, robotsTxt, sitemapXml } from '../../scripts/prerender-plugin';

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

describe('hero photo hints', () => {
  const hero =
    '<img src="https://img.test/p?w=800&amp;q=60" srcSet="https://img.test/p?w=480 480w, https://img.test/p?w=800 800w" sizes="100vw" alt="A" loading="eager" fetchPriority="high" decoding="sync" crossorigin="anonymous"/>';

  it('preconnect to the photo host and preload the eager photo with the same candidates and CORS mode', () => {
    const hints = heroPhotoHints(`<main>${hero}<img src="https://img.test/q" loading="lazy"/></main>`);
    expect(hints).toBe(
      '<link rel="preconnect" href="https://img.test" crossorigin="anonymous">' +
        '<link rel="preload" as="image" href="https://img.test/p?w=800&amp;q=60" imagesrcset="https://img.test/p?w=480 480w, https://img.test/p?w=800 800w" imagesizes="100vw" fetchpriority="high" crossorigin="anonymous">',
    );
  });

  it('give nothing for a page whose photos are all lazy or low priority', () => {
    expect(heroPhotoHints('<img src="https://img.test/q" loading="lazy"/>')).toBe('');
    expect(heroPhotoHints('<img src="https://img.test/q" loading="eager"/>')).toBe('');
  });
});
