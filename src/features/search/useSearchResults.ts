/**
 * The search as a hook: the first call loads MiniSearch and the built index (one chunk, one JSON
 * file, both precached by the service worker), so no page carries them; later calls answer at once.
 * If the load fails (offline before the service worker saved them) it is tried again when the
 * connection returns (lib/load's rule).
 */
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_INDEX_URL } from '../../config/precache';
import { loadOnce } from '../../lib/load';
import type { Search, SearchAnswer } from './engine';

/** MiniSearch's chunk and the index, fetched side by side. */
const loadSearch = loadOnce(async () => {
  const [engine, json] = await Promise.all([import('./engine'), fetchIndex()]);
  return engine.openSearch(json);
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
  // A function kept in state is wrapped: useState would call it.
  const [search, setSearch] = useState<{ run: Search } | undefined>(() => {
    const loaded = loadSearch.peek();
    return loaded && { run: loaded };
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (search || !enabled) return;
    let live = true;
    const attempt = () =>
      loadSearch().then(
        (run) => {
          if (live) setSearch({ run });
        },
        () => {
          if (!live) return;
          setFailed(true);
          window.addEventListener('online', retry, { once: true });
        },
      );
    const retry = () => {
      setFailed(false);
      void attempt();
    };
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [search, enabled]);

  const answer = useMemo(() => search?.run(query), [search, query]);
  if (answer) return { status: 'ready', answer };
  return { status: failed ? 'unavailable' : 'loading' };
}
