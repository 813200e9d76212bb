// @vitest-environment jsdom
/** #root, written by the pre-renderer and read by the browser through one module. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { isPrerenderedFor, pageRoot, preloadHrefs, rootElementHtml } from '../../src/lib/pageRoot';

describe('the page root', () => {
  it('carries the path and the chunks the browser reads back', () => {
    document.body.innerHTML = rootElementHtml({ html: '<main>Agra</main>', path: '/destinations/india/agra', preload: ['/assets/a.js', '/assets/b.js'] });
    const root = pageRoot();
    expect(isPrerenderedFor(root, '/destinations/india/agra')).toBe(true);
    expect(isPrerenderedFor(root, '/destinations/india')).toBe(false);
    expect(preloadHrefs(root)).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('of the app shell holds no page, so nothing is hydrated', () => {
    document.body.innerHTML = rootElementHtml({ html: '', path: null, preload: ['/assets/start.js'] });
    expect(isPrerenderedFor(pageRoot(), '/')).toBe(false);
    expect(preloadHrefs(pageRoot())).toEqual(['/assets/start.js']);
  });
});

describe('the route table', () => {
  it("names each page by its source file, which the pre-renderer finds the page's chunk by", () => {
    for (const route of routes) expect(route.page.module, route.id).toMatch(/^src\/pages\/[\w-]+\/\w+Page\.tsx$/);
  });
});
