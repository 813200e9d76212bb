/**
 * Reads a place's or an itinerary's details from their table (content/detailsLoader): at once when
 * loaded, else suspends (inside the nearest Suspense boundary) until they are, which on a page's own
 * details only a client-side navigation meets.
 */
import { use } from 'react';

interface DetailsTable<T> {
  peek(key: string): T | undefined;
  load(key: string): Promise<T> | undefined;
}

/** The details by key; undefined when there is no key or the catalogue has none by it. */
export function useLoadedDetails<T>(table: DetailsTable<T>, key: string | undefined): T | undefined {
  if (key === undefined) return undefined;
  const loaded = table.peek(key);
  if (loaded) return loaded;
  const pending = table.load(key);
  return pending && use(pending);
}
