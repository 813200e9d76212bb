/**
 * My Journeys' booked trips: those kept on this phone (each opening at /trip, each removable), and
 * "Add a trip from Rasa Journeys": the `.json` file the agency sent, checked like a link
 * (FileTrip, loaded on the pick) and kept on the traveller's word. Light, for My Journeys' own
 * chunk: the kept trips' code (KeptTrips: the store, idb, the time zones) loads only once the
 * phone may keep one, so a visit with none fetches none of it.
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { useMayHold } from '../storage/mayHold';

const FileTrip = island<{ file: File }>(() => import('./FileTrip'), { what: 'the trip', when: 'client', placeholder: <Opening what="the trip" /> });
const KeptTrips = island<object>(() => import('./KeptTrips'), { what: 'your kept trips', when: 'client' });

export default function MyJourneysTrips() {
  const inputId = useId();
  const mayKeep = useMayHold('bookedTrips');
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
        {mayKeep && <KeptTrips />}
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
