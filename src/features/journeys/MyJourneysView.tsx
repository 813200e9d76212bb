/**
 * My Journeys (/my-journeys): what the traveller keeps on this device, no account and no network
 * needed: the lists (SavedLists: planned trips, saved journeys to compare, saved places), loaded
 * once the device holds something. With nothing kept, it says how to keep something and shows the
 * page's `suggestions` (three popular journeys, as the catalogue's cards). It reads the device, so
 * the page renders it after hydration (the pre-rendered page is a shell).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SavedLists } from './SavedListsIsland';
import { usePlans, useSaved } from './useSaved';

export function SectionTitle({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} mb="5">
      {title}
      {count !== undefined && (
        <Text as="span" color="fg.muted" fontFamily="body" fontSize="md" fontWeight="normal" ms="3">
          {count}
        </Text>
      )}
    </Heading>
  );
}

// ---------------------------------------------------------------- nothing yet

function NothingSaved({ suggestions }: { suggestions: ReactNode }) {
  return (
    <Stack gap="8" data-testid="my-journeys-empty">
      <Box textAlign="center" maxW="2xl" mx="auto">
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
          Nothing saved yet
        </Heading>
        <Text color="fg.muted" mt="3">
          Tap the heart on any journey or place to keep it here, and plan your dates on a journey's page. Everything stays on this device, with no account, and opens offline.
        </Text>
      </Box>
      <Box as="section" aria-labelledby="popular-journeys">
        <SectionTitle id="popular-journeys" title="Popular journeys to start with" />
        {suggestions}
      </Box>
    </Stack>
  );
}

export interface MyJourneysViewProps {
  /** What to show while nothing is kept (the page gives three popular journeys). */
  suggestions: ReactNode;
  /** The trips the agency booked and sent (the page gives features/bookedTrip's section). */
  bookedTrips?: ReactNode;
  /** 'Keep your trip', under the lists either way (the page gives the backup feature's section). */
  keep: ReactNode;
}

export default function MyJourneysView({ suggestions, bookedTrips, keep }: MyJourneysViewProps) {
  const saved = useSaved();
  const plans = usePlans();
  const nothing = <NothingSaved suggestions={suggestions} />;
  return (
    <Stack gap="14">
      {saved.length || plans.length ? <SavedLists saved={saved} plans={plans} nothing={nothing} /> : nothing}
      {/* Below the lists: the kept trips it lists arrive after them, and push down only what is under them. */}
      {bookedTrips}
      {/* In both cases, in one place (an import that fills an empty list keeps its message): a new
          phone starts here, and restoring a backup is how a trip comes over. */}
      {keep}
    </Stack>
  );
}
