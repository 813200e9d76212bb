/**
 * My Journeys' booked trips: those kept on this phone (each opening at /trip, each removable), and
 * "Add a trip from Rasa Journeys": the `.json` file the agency sent, checked like a link
 * (TripReview) and kept on the traveller's word. My Journeys' page shows it as an island.
 */
import { Box, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { ButtonLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { paths } from '../../config/paths';
import { openFile, type Opened } from './open';
import { formatDay } from './time';
import { Refused, TripReview } from './TripReview';
import { trustedVerifier } from './trusted';
import { RemoveKeptTrip, useKeptTrips } from './TripView';

function KeptList() {
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

export default function MyJourneysTrips() {
  const inputId = useId();
  const [opened, setOpened] = useState<Opened>();
  const [reading, setReading] = useState(false);
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setReading(true);
    setOpened(undefined);
    setOpened(await openFile(file, trustedVerifier()));
    setReading(false);
  };
  return (
    <Box as="section" aria-labelledby="booked-heading" data-testid="booked-trips">
      <Heading as="h2" id="booked-heading" size={{ base: '2xl', md: '3xl' }} mb="5">
        Booked trips
      </Heading>
      <Stack gap="5">
        <KeptList />
        <Box>
          <chakra.label htmlFor={inputId} display="block" fontWeight="semibold" mb="1">
            Add a trip from Rasa Journeys (.json file)
          </chakra.label>
          <chakra.input id={inputId} type="file" accept="application/json,.json" disabled={reading} onChange={(e) => void onFile(e.currentTarget)} fontSize="sm" maxW="full" aria-describedby={`${inputId}-hint`} />
          <Text id={`${inputId}-hint`} fontSize="sm" color="fg.muted" mt="1">
            The file your specialist sent with your booking. We check that it comes from us before anything is kept.
          </Text>
        </Box>
        {reading && <Opening what="the trip" />}
        {opened && !opened.ok && <Refused message={opened.message} level={3} />}
        {opened?.ok && (
          <Suspense fallback={<Opening what="the trip" />}>
            <TripReview key={`${opened.trip.tripId}:${opened.trip.revision}`} opened={opened} level={3} />
          </Suspense>
        )}
      </Stack>
    </Box>
  );
}
