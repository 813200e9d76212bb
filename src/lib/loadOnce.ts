/**
 * A load (a dynamic import, usually) run once and shared by every caller; a failed load is
 * forgotten, so the next call tries again (offline before the service worker saved the chunk).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
