/**
 * The search page's own form: a labelled box with the current words and a button. Without scripts
 * it is a plain GET to /search?q=...; with them it changes the URL without reloading the app.
 */
import { Button, chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';

export function SearchPageForm({ query }: { query: string }) {
  const [, navigate] = useLocation();
  const id = useId();
  return (
    <chakra.form
      role="search"
      aria-label="Search the guide"
      action="/search"
      method="get"
      mb="8"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        navigate(paths.search(typeof q === 'string' ? q.trim() : ''));
      }}
    >
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="2">
        Search destinations, itineraries, experiences and questions
      </chakra.label>
      <HStack gap="3" align="stretch">
        <chakra.input
          // A new query from the URL (start-up, another search) refills the box.
          key={query}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
          flex="1"
          minW="0"
          h="12"
          px="4"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '1px' }}
        />
        <Button type="submit" h="12" px="6">
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
}
