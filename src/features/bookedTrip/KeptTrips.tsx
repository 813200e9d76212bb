/**
 * The booked trips kept on this phone, as My Journeys lists them: each opening at /trip, each
 * removable. Loaded only once the phone may keep one (MyJourneysTrips asks the store first).
 */
import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';
import { RemoveKeptTrip } from './kept';
import { useKeptTrips } from './useKeptTrips';
import { formatDay } from '../../trip/dates';

export default function KeptTrips() {
  const trips = useKeptTrips();
  if (!trips || 'error' in trips || !trips.length) return null;
  return (
    <Stack as="ul" listStyle="none" gap="3">
      {trips.map((kept) => (
        <HStack as="li" key={kept.id} gap="4" wrap="wrap" justify="space-between" bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="4" data-testid="kept-trip">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="lg">
              {kept.trip.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatDay(kept.trip.start)} to {formatDay(kept.trip.end)} · booked by Rasa Journeys · revision {kept.revision}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <ButtonLink href={paths.trip()} size="sm" aria-label={`Open booked trip: ${kept.trip.title} from ${formatDay(kept.trip.start)}`}>
              Open trip
            </ButtonLink>
            <RemoveKeptTrip kept={kept} />
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
