import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControl, resolveFile } from '../../scripts/static-server.mjs';

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
});
