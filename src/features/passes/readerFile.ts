/**
 * The code reader's WebAssembly file, served by the site (Vite writes it as
 * assets/zxing_full-<hash>.wasm), and keeping it for offline (config/precache.ts says why it is not
 * precached). Light: the trip's store calls keepPassReader when a trip is kept, without the reader.
 */
import wasmUrl from 'zxing-wasm/full/zxing_full.wasm?url';
import { PASS_READER_CACHE } from '../../config/precache';

export const PASS_READER_URL: string = wasmUrl;

/**
 * Keeps the reader in PASS_READER_CACHE (one already there is not fetched again) and drops one an
 * earlier version of the site kept. Never throws: offline or refused, the next keep tries again.
 */
export async function keepPassReader(): Promise<void> {
  // Offline, a fetch would only fail (and the browser would log it): the next keep online tries again.
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  try {
    const cache = await caches.open(PASS_READER_CACHE);
    const current = new URL(PASS_READER_URL, location.href).href;
    for (const request of await cache.keys()) if (request.url !== current) await cache.delete(request);
    if (!(await cache.match(current))) await cache.add(current);
  } catch {
    // Offline or refused.
  }
}

/** Whether the reader is kept for offline; undefined where the browser has no Cache Storage. */
export async function passReaderKept(): Promise<boolean | undefined> {
  if (typeof caches === 'undefined') return undefined;
  try {
    return Boolean(await caches.match(new URL(PASS_READER_URL, location.href).href, { cacheName: PASS_READER_CACHE }));
  } catch {
    return undefined;
  }
}
