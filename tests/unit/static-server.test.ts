import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, cacheControl, createStaticServer, resolveFile } from '../../scripts/static-server.mjs';

describe('static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'rasa-static-'));
  mkdirSync(join(root, 'destinations'));
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'destinations.html'), 'overview');
  writeFileSync(join(root, 'destinations', 'india.html'), 'india');
  writeFileSync(join(root, 'robots.txt'), 'robots');

  it('answers /x from x.html, files as themselves, and nothing outside the root', async () => {
    expect(await resolveFile(root, '/')).toBe(join(root, 'index.html'));
    expect(await resolveFile(root, '/destinations')).toBe(join(root, 'destinations.html'));
    expect(await resolveFile(root, '/destinations/india')).toBe(join(root, 'destinations', 'india.html'));
    expect(await resolveFile(root, '/robots.txt')).toBe(join(root, 'robots.txt'));
    expect(await resolveFile(root, '/nope')).toBeNull();
    expect(await resolveFile(root, '/../../etc/passwd')).toBeNull();
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/index.html')).toBe('no-cache');
    expect(cacheControl('/sw.js')).toBe('no-cache');
  });

  it('prefers Brotli, falls back to gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('serves pages compressed in the encoding the browser asked for', async () => {
    const server = createStaticServer({ root }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      // node:http, not fetch: fetch would decompress the body itself.
      const get = (encoding: string) =>
        new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
          request(`http://127.0.0.1:${port}/destinations`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        });
      const br = await get('gzip, br');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe('overview');
      const gzip = await get('gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe('overview');
    } finally {
      server.close();
    }
  });
});
