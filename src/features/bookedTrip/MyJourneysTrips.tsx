/**
 * My Journeys' booked trips: those kept on this phone (each opening at /trip, each removable), and
 * "Add a trip from Rasa Journeys": the `.json` file the agency sent, checked like a link
 * (FileTrip, loaded on the pick) and kept on the traveller's word. My Journeys' page shows it as
 * an island as it nears the screen.
 */
import { Box, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { island } from '../../components/island';
import { ButtonLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { paths } from '../../config/paths';
import { RemoveKeptTrip, useKeptTrips } from './kept';
import { formatDay } from './time';

const FileTrip = island<{ file: File }>(() => import('./FileTrip'), { what: 'the trip', when: 'client', placeholder: <Opening what="the trip" /> });

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
  // Each pick its own: the same file picked again is checked again.
  const [picked, setPicked] = useState<{ file: File; n: number }>();
  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) setPicked((p) => ({ file, n: (p?.n ?? 0) + 1 }));
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
          <chakra.input id={inputId} type="file" accept="application/json,.json" onChange={(e) => onFile(e.currentTarget)} fontSize="sm" maxW="full" aria-describedby={`${inputId}-hint`} />
          <Text id={`${inputId}-hint`} fontSize="sm" color="fg.muted" mt="1">
            The file your specialist sent with your booking. We check that it comes from us before anything is kept.
          </Text>
        </Box>
        {picked && <FileTrip key={picked.n} file={picked.file} />}
      </Stack>
    </Box>
  );
}
