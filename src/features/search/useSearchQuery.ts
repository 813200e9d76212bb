import { useSearch } from 'wouter';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The words in the URL's `q` (/search?q=tiger). Empty on the server and while hydrating: the page
 * is pre-rendered once, for no query, and the browser fills it in right after start-up (wouter's
 * useSearch already reads the real query during hydration, which would not match the HTML).
 */
export function useSearchQuery(): string {
  const search = useSearch();
  const hydrated = useHydrated();
  return hydrated ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}
