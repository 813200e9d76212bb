/**
 * The search as a hook: the first call loads MiniSearch and the built index (one chunk, one JSON
 * file, both precached by the service worker), so no page carries them; later calls answer at once.
 * If the load fails (offline before the service worker saved them) it is tried again when the
 * connection returns (lib/load's rule).
 */
import { useMemo } from 'react';
import { SEARCH_INDEX_URL } from '../../config/precache';
import { loadOnce } from '../../lib/load';
import { useLoaded } from '../../lib/useLoaded';
import type { SearchAnswer } from './engine';

/** MiniSearch's chunk and the index, fetched side by side. */
const loadSearch = loadOnce(async () => {
  const [engine, json] = await Promise.all([import('./engine'), fetchIndex()]);
  return { run: engine.openSearch(json) };
});

async function fetchIndex(): Promise<string> {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return response.text();
}

export type SearchState =
  | { readonly status: 'loading' }
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly answer: SearchAnswer };

/** The answer for `query`; `enabled: false` holds the load back (the server, hydration). */
export function useSearchResults(query: string, enabled = true): SearchState {
  const search = useLoaded(loadSearch, enabled);
  const answer = useMemo(() => search.value?.run(query), [search.value, query]);
  if (answer) return { status: 'ready', answer };
  return { status: search.failed ? 'unavailable' : 'loading' };
}
