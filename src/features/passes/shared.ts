/**
 * The files Android's share sheet handed to the installed app, as the service worker kept them
 * (sw/sw.ts, SHARED_PASS_CACHE): read back as files for /trip to add, and dropped once handled.
 * Cache Storage, not IndexedDB: the worker writes a shared file as it comes, in one step.
 */
import { SHARED_PASS_CACHE } from '../../config/precache';

export interface SharedFile {
  /** Its key in the cache ('/shared-pass/1796…'). */
  readonly key: string;
  readonly file: File;
}

/** The files waiting, oldest first; none where the browser has no Cache Storage or nothing was shared. */
export async function sharedFiles(): Promise<SharedFile[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SHARED_PASS_CACHE))) return [];
  const cache = await caches.open(SHARED_PASS_CACHE);
  const waiting: SharedFile[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const blob = await response.blob();
    let name = 'shared file';
    try {
      name = decodeURIComponent(response.headers.get('x-file-name') ?? name);
    } catch {
      // A name the worker did not write: keep the plain one.
    }
    waiting.push({ key: new URL(request.url).pathname, file: new File([blob], name, { type: blob.type }) });
  }
  return waiting.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

/** Forgets a shared file (added, refused or discarded); the cache goes with its last file. */
export async function dropShared(key: string): Promise<void> {
  const cache = await caches.open(SHARED_PASS_CACHE);
  await cache.delete(key);
  if ((await cache.keys()).length === 0) await caches.delete(SHARED_PASS_CACHE);
}
