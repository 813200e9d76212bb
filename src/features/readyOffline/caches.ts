/**
 * A trip's parts in Cache Storage: which are missing (looked up by config/precache.ts's rule), and
 * fetching them again through the service worker, which knows the cache and revision of each.
 */
import { cacheQuery, REFETCH_MESSAGE, type RefetchAnswer } from '../../config/precache';
import type { OfflinePart } from './tripParts';

/** The parts not in Cache Storage; undefined where the browser has no Cache Storage to look in. */
export async function missingParts(parts: readonly OfflinePart[], storage: CacheStorage | undefined = globalThis.caches, origin = location.origin): Promise<OfflinePart[] | undefined> {
  if (!storage) return undefined;
  try {
    const found = await Promise.all(parts.map((p) => storage.match(p.url, cacheQuery(p.url, origin)).then(Boolean)));
    return parts.filter((_, i) => !found[i]);
  } catch {
    // A browser that blocks site data refuses Cache Storage too.
    return undefined;
  }
}

/** Asks the service worker to fetch `urls` again; rejects when there is none to ask. */
export async function refetchParts(urls: readonly string[], timeoutMs = 120_000): Promise<RefetchAnswer> {
  const worker = navigator.serviceWorker?.controller ?? (await navigator.serviceWorker?.getRegistration())?.active;
  if (!worker) throw new Error('no service worker');
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('no answer')), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<RefetchAnswer>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: REFETCH_MESSAGE, urls }, [channel.port2]);
  });
}
