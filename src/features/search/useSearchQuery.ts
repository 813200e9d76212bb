import { useQueryAfterHydration } from '../../lib/useQueryAfterHydration';

/** The words in the URL's `q` (/search?q=tiger); empty until the page has hydrated. */
export function useSearchQuery(): string {
  return (new URLSearchParams(useQueryAfterHydration()).get('q') ?? '').trim();
}
