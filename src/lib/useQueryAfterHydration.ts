import { useSearch } from 'wouter';
import { useHydrated } from './useHydrated';

/**
 * The URL's query string ('month=3&style=wildlife'), but '' on the server and while hydrating:
 * pages are pre-rendered once, for no query, and wouter's useSearch reads the real query during
 * hydration, which would not match the HTML (React then throws the server HTML away). What
 * depends on the query renders right after.
 */
export function useQueryAfterHydration(): string {
  const search = useSearch();
  return useHydrated() ? search : '';
}
