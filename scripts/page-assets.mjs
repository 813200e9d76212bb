/**
 * What a pre-rendered page loads before it is interactive: its entry script, modulepreloads and
 * the chunks the entry fetches once the page has painted (data-preload on #root).
 * Shared by `npm run bench`, scripts/initial-js.mjs and the budget test, so all use the same figure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Total gzip bytes of a page's initial JavaScript, read from the build in `dist`. */
export function initialJs(html, dist) {
  const files = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const listed = /<div id="root"[^>]*data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const href of listed.split(' ').filter(Boolean)) files.add(href.replace(/^\//, ''));
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(dist, f))).length;
  return { files: files.size, bytes, hrefs: [...files].map((f) => `/${f}`) };
}
