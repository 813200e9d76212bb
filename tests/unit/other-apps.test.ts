/**
 * The apps of their own (the specialist's desk): built as bundles of their own beside the
 * traveller's, and left out of the precache by the files their build wrote, with no list of chunk
 * names (scripts/other-apps-plugin.ts). The browser's side: tests/e2e/desk-app.spec.ts.
 */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesOfTheirOwn, withoutOtherApps } from '../../scripts/other-apps-plugin';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as Rollup.OutputChunk;
const asset = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

/** The traveller's bundle as writeBundle gets it. */
const traveller: Rollup.OutputBundle = {
  'index.html': asset('index.html', '<!doctype html>'),
  'assets/index-a1.js': chunk('assets/index-a1.js', 'boot()'),
  'assets/countries-c3.js': chunk('assets/countries-c3.js', 'export const countries=[]'),
  'assets/heading-f4.woff2': asset('assets/heading-f4.woff2', new Uint8Array([1, 2, 3])),
};

describe("an app of its own's files", () => {
  it('are what its build wrote, its page first, less what the traveller wrote too', () => {
    const written = [
      chunk('assets/desk-d1.js', 'render()'),
      chunk('assets/Desk-d2.js', 'export default Desk'),
      chunk('assets/countries-c3.js', 'export const countries=[]'),
      asset('assets/heading-f4.woff2', new Uint8Array([1, 2, 3])),
      asset('assets/desk-d3.css', '@font-face{}'),
      asset('desk.html', '<!doctype html>'),
    ];
    expect(filesOfTheirOwn('desk.html', written, traveller)).toEqual(['desk.html', 'assets/desk-d1.js', 'assets/Desk-d2.js', 'assets/desk-d3.css']);
  });

  it('fail the build when its page was not written, or a file both wrote differs', () => {
    expect(() => filesOfTheirOwn('desk.html', [chunk('assets/desk-d1.js', 'render()')], traveller)).toThrow('did not write it');
    const clash = [asset('desk.html', '<!doctype html>'), chunk('assets/countries-c3.js', 'export const countries=[1]')];
    expect(() => filesOfTheirOwn('desk.html', clash, traveller)).toThrow('wrote assets/countries-c3.js unlike the traveller');
  });

  it('are left out of the precache, and nothing else is', () => {
    const manifest = ['index.html', 'trip.html', 'assets/index-a1.js', 'assets/countries-c3.js', 'desk.html', 'assets/desk-d1.js', 'assets/Desk-d2.js', 'https://images.test/photo-1?w=800'].map((url) => ({ url, revision: null }));
    const apps = new Map([['desk.html', ['desk.html', 'assets/desk-d1.js', 'assets/Desk-d2.js', 'assets/desk-d3.css']]]);
    expect(withoutOtherApps(manifest, apps).map((e) => e.url)).toEqual(['index.html', 'trip.html', 'assets/index-a1.js', 'assets/countries-c3.js', 'https://images.test/photo-1?w=800']);
  });
});
