/**
 * The production server of `npm start`, the tests and the benchmark: serves dist/ as a static host
 * does, with sirv.
 *   /x        -> x.html (pre-rendered), then x as a file, else 404.html with status 404
 *   /x/       -> 301 to /x (canonical URLs have no trailing slash)
 * Files are served as the build compressed them (x.br, x.gz beside x), with an ETag and
 * Last-Modified, so a revalidated file is a 304, not a new download. Every other header comes from
 * dist/_headers, the file static hosts read, so what is tested is what ships.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers.mjs';

export function createStaticServer({ root }) {
  root = resolve(root);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const setHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
  };
  const notFound = (req, res) => {
    const page = join(root, '404.html');
    setHeaders(res, '/404');
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    if (existsSync(page)) createReadStream(page).pipe(res);
    else res.end('Not found');
  };
  // dev: the folder is read on every request, so a build published under a running server is
  // served as it is now (the update test does so), not as it was at start.
  const serve = sirv(root, { dev: true, extensions: ['html'], etag: true, brotli: true, gzip: true, setHeaders, onNoMatch: notFound });

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
      res.end();
      return;
    }
    serve(req, res);
  });
}
