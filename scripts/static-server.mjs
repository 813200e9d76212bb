/**
 * The production server of `npm start` and the tests: serves dist/ the way a static host does.
 *   /x        -> x.html (pre-rendered), then x as a file, else 404.html with status 404
 *   /x/       -> 301 to /x (canonical URLs have no trailing slash)
 * Headers come from dist/_headers, the file static hosts read: hashed assets cached for a year,
 * everything else revalidated, and the security headers. Text is compressed with Brotli when the
 * browser accepts it (as CDNs do: about a fifth smaller than gzip), else with gzip.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

export function cacheControl(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file answering a URL path, or null. */
export async function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [`${clean}.html`, clean];
  for (const candidate of candidates) {
    const full = resolve(root, '.' + (candidate.startsWith('/') ? candidate : '/' + candidate));
    if (!full.startsWith(root)) return null;
    if (await isFile(full)) return full;
  }
  return null;
}

const COMPRESS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The best encoding the request accepts (q=0 refuses one), or null for none. */
export function acceptedEncoding(header = '') {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

export function createStaticServer({ root }) {
  root = resolve(root);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const compressedCache = new Map();
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
        res.end();
        return;
      }
      let file = await resolveFile(root, url.pathname);
      let status = 200;
      if (!file) {
        file = join(root, '404.html');
        status = 404;
      }
      const ext = extname(file);
      const head = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(url.pathname),
        ...headersFor(rules, url.pathname),
      };
      if (req.method === 'HEAD') {
        res.writeHead(status, head);
        res.end();
        return;
      }
      const encoding = COMPRESSIBLE.has(ext) ? acceptedEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        const { mtimeMs } = await stat(file);
        const key = `${encoding} ${file}`;
        let cached = compressedCache.get(key);
        if (!cached || cached.mtimeMs !== mtimeMs) {
          cached = { mtimeMs, body: COMPRESS[encoding](await readFile(file)) };
          compressedCache.set(key, cached);
        }
        res.writeHead(status, { ...head, 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Content-Length': cached.body.length });
        res.end(cached.body);
        return;
      }
      res.writeHead(status, head);
      createReadStream(file).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });
}
