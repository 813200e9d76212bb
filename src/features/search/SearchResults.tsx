/**
 * The search page's results for the words in the URL: a count announced politely, then every
 * result grouped by kind, best first. Nothing found: it says so and offers the itineraries and a
 * specialist. The search loads after start-up (useSearchResults), never with the page.
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { ResultList } from './ResultList';
import { useSearchResults, type SearchState } from './useSearchResults';

function statusText(query: string, state: SearchState): string {
  if (!query) return '';
  if (state.status === 'loading') return `Searching for “${query}”…`;
  if (state.status === 'unavailable') return 'Search is not available offline until the guide has been saved on this device. It will work once you are back online.';
  const { total } = state.answer;
  if (total === 0) return `No results for “${query}”.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

function NothingFound() {
  return (
    <Stack gap="3" color="fg.muted">
      <Text>Try a shorter or different word, a place or a kind of journey (“tiger”, “tea”, “trek”).</Text>
      <Text>
        Or{' '}
        <Link asChild color="jade.700" fontWeight="semibold">
          <RouterLink href={paths.itineraries()}>browse all itineraries</RouterLink>
        </Link>{' '}
        or{' '}
        <Link asChild color="jade.700" fontWeight="semibold">
          <RouterLink href={paths.contact()}>ask a travel specialist</RouterLink>
        </Link>
        : we plan journeys that no search can find.
      </Text>
    </Stack>
  );
}

export function SearchResults({ query }: { query: string }) {
  const state = useSearchResults(query, query !== '');
  return (
    <Box>
      {/* Present from the first paint, so a screen reader announces each new count. */}
      <Text role="status" fontSize="lg" fontWeight="semibold" mb="6" minH="1lh">
        {statusText(query, state)}
      </Text>
      {!query && (
        <Text color="fg.muted">
          Type a place, a journey or a question above: everything in the guide is searchable, on this device too.
          <noscript> Search needs JavaScript; the menus above lead to every destination and itinerary.</noscript>
        </Text>
      )}
      {query && state.status === 'ready' && (state.answer.total > 0 ? <ResultList answer={state.answer} headingLevel={2} idPrefix="search-results" /> : <NothingFound />)}
    </Box>
  );
}
