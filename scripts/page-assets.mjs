/**
 * What a pre-rendered page loads before it is interactive: its entry script, modulepreloads and
 * the chunks the entry fetches once the page has painted (data-preload on #root).
 * Shared by `npm run bench`, scripts/initial-js.mjs and the budget test, so all use the same figure.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * gzip bytes of built files, by path and the file's time and size (a build rewrites them). Without
 * the comment naming a file's source map, which only a debugging build (SOURCEMAP=1) writes: with
 * it the pages nearest their budget went over it by a few bytes and that build failed.
 */
const gzipped = new Map();
function gzipBytes(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '')).length);
  return gzipped.get(key);
}

/** Total gzip bytes of a page's initial JavaScript, read from the build in `dist`. */
export function initialJs(html, dist) {
  const files = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const listed = /<div id="root"[^>]*data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const href of listed.split(' ').filter(Boolean)) files.add(href.replace(/^\//, ''));
  let bytes = 0;
  for (const f of files) bytes += gzipBytes(join(dist, f));
  return { files: files.size, bytes, hrefs: [...files].map((f) => `/${f}`) };
}
