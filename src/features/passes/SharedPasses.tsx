/**
 * A boarding pass shared with the installed app from Android's share sheet, on /trip: with one
 * kept trip it is read and added at once; with several a button a trip adds it there; with none it
 * waits, said so, until a trip is kept (or is discarded). Each outcome is the picker's sentence.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { OutcomeStatus, type Outcome } from '../../components/OutcomeStatus';
import type { BookedTrip } from '../../trip/booking';
import { addPassFile, readerWasMissing } from './addPass';
import { dropShared, sharedFiles, type SharedFile } from './shared';

type TripChoice = Pick<BookedTrip, 'tripId' | 'title'>;

function SharedFileLine({ shared, trips, onDone }: { shared: SharedFile; trips: readonly TripChoice[]; onDone: (key: string) => void }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const add = async (trip: TripChoice) => {
    setBusy(true);
    const result = await addPassFile(shared.file, trip);
    setOutcome(result);
    // Kept waiting only when the reader could not be had (offline, never kept): it is tried again online.
    if (!readerWasMissing(result)) await dropShared(shared.key).catch(() => undefined);
    setBusy(false);
  };
  const one = trips.length === 1 ? trips[0] : undefined;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a file shared while one trip is kept is added on arrival, once
    if (one) void add(one);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const handled = outcome && !readerWasMissing(outcome);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="l3" bg="bg.panel" data-testid="shared-pass">
      <Text id={headingId} fontWeight="semibold">
        Shared with Rasa Journeys: <Text as="span" overflowWrap="anywhere">{shared.file.name}</Text>
      </Text>
      {busy && <Text color="fg.muted">Reading the code…</Text>}
      <OutcomeStatus outcome={outcome} testId="shared-pass-outcome" />
      {!handled && !busy && trips.length === 0 && <Text>Keep your booked trip on this phone first (open the link your specialist sent): the file waits here until then.</Text>}
      {!handled && !busy && trips.length > 1 && (
        // One button a trip: a tap adds it there.
        <HStack gap="3" wrap="wrap">
          {trips.map((trip) => (
            <Button key={trip.tripId} size="sm" colorPalette="jade" onClick={() => void add(trip)}>
              Add to {trip.title}
            </Button>
          ))}
        </HStack>
      )}
      {!handled && !busy && one && outcome && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void add(one)}>
          Try again
        </Button>
      )}
      {!busy && (
        <Button size="sm" variant="ghost" alignSelf="start" onClick={() => void dropShared(shared.key).then(() => onDone(shared.key), () => onDone(shared.key))}>
          {handled ? 'Done' : 'Discard this file'}
        </Button>
      )}
    </Stack>
  );
}

export function SharedPasses({ trips }: { trips: readonly TripChoice[] }) {
  const [waiting, setWaiting] = useState<SharedFile[]>([]);
  useEffect(() => {
    let live = true;
    sharedFiles().then(
      (files) => live && setWaiting(files),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!waiting.length) return null;
  return (
    <Stack gap="3" maxW="2xl">
      {waiting.map((shared) => (
        <SharedFileLine key={shared.key} shared={shared} trips={trips} onDone={(key) => setWaiting((list) => list.filter((s) => s.key !== key))} />
      ))}
    </Stack>
  );
}
