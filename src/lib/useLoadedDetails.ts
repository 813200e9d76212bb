/**
 * Reads a place's or an itinerary's details from their table (content/detailsLoader): at once when
 * loaded, else suspends (inside the nearest Suspense boundary) until they are, which on a page's own
 * details only a client-side navigation meets.
 */
import { use } from 'react';

interface DetailsTable<T> {
  load(key: string): Promise<T> | undefined;
}

/**
 * The details by key; undefined when there is no key or the catalogue has none by it. `use` is
 * called whenever there is a load, loaded or not (lib/load marks a settled load so that `use`
 * returns at once): React requires a component that suspended on `use` to call it again when it
 * renders once the data is here.
 */
export function useLoadedDetails<T>(table: DetailsTable<T>, key: string | undefined): T | undefined {
  if (key === undefined) return undefined;
  const pending = table.load(key);
  return pending && use(pending);
}
