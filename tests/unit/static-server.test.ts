import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/headers.mjs';
import { precompress } from '../../scripts/precompress.mjs';
import { createStaticServer } from '../../scripts/static-server.mjs';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('static server', () => {
  // A secret beside the served folder: no URL may reach it.
  const parent = mkdtempSync(join(tmpdir(), 'rasa-static-'));
  const root = join(parent, 'dist');
  mkdirSync(join(root, 'destinations'), { recursive: true });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'destinations.html'), 'overview '.repeat(100));
  writeFileSync(join(root, 'destinations', 'india.html'), 'india');
  writeFileSync(join(root, '404.html'), 'not found page');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(50));
  writeFileSync(join(root, '_headers'), headersFile({ imageOrigin: 'https://images.example', emailOrigin: 'https://mail.example' }));

  let port = 0;
  let server: ReturnType<typeof createStaticServer>;
  beforeAll(async () => {
    await precompress(root);
    server = createStaticServer({ root }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  // node:http, not fetch: fetch would decompress the body and normalise the path itself.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('answers /x from x.html, files as themselves, /x/ with a redirect and unknown paths with 404.html', async () => {
    expect((await get('/')).body.toString()).toBe('home');
    expect((await get('/destinations/india')).body.toString()).toBe('india');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found page');
    const slash = await get('/destinations/?x=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/destinations?x=1');
  });

  it('serves nothing outside its folder, however the path is written', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/destinations/../../secret.txt', '/..%2fsecret.txt']) {
      const reply = await get(path);
      expect(reply.body.toString(), path).not.toContain('secret');
      expect(reply.status, path).toBe(404);
    }
  });

  it("sends the build's Brotli copy to a browser that accepts it, the plain file to one that does not", async () => {
    const br = await get('/destinations', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('overview '.repeat(100));
    const plain = await get('/destinations');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('overview '.repeat(100));
  });

  it('revalidates: a page with the ETag it was sent is a 304 without a body', async () => {
    const first = await get('/destinations', { 'Accept-Encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/destinations', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('takes its headers from _headers: hashed assets for a year, pages revalidated, security headers on all', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/destinations');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/nope')).headers['cache-control']).toBe('no-cache');
  });
});
