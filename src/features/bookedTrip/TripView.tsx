/**
 * /trip: a booked trip opened from its link (the envelope rides in the fragment, read here and
 * never sent), checked and offered to keep (TripReview); without a link, the trips kept on this
 * phone. Browser only: the page renders it after start-up, online or offline (precached). A link
 * pasted into the same tab (a new fragment) opens at once.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trash2 as LucideTrash2 } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lightIcon } from '../../components/lightIcon';
import { AppLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { paths } from '../../config/paths';
import { openFragment, type Opened } from './open';
import { listKeptTrips, removeKeptTrip, subscribeKeptTrips, type KeptTrip } from './store';
import { formatDay } from './time';
import { Refused, TripReview, TripWithPlan } from './TripReview';
import { trustedVerifier } from './trusted';

const Trash2 = lightIcon(LucideTrash2);

/** The fragment, without '#'. */
const fragment = () => window.location.hash.replace(/^#/, '');

function useFragment(): string {
  const [hash, setHash] = useState(fragment);
  useEffect(() => {
    const changed = () => setHash(fragment());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

function useOpened(hash: string): Opened | undefined {
  const [opened, setOpened] = useState<{ hash: string; result: Opened }>();
  useEffect(() => {
    if (!hash) return;
    let live = true;
    void openFragment(hash, trustedVerifier()).then((result) => live && setOpened({ hash, result }));
    return () => {
      live = false;
    };
  }, [hash]);
  return opened?.hash === hash ? opened.result : undefined;
}

/** The kept trips, current after each change here or in another tab; undefined until read; an error's message where storage is refused. */
export function useKeptTrips(): KeptTrip[] | undefined | { error: string } {
  const [trips, setTrips] = useState<KeptTrip[] | { error: string }>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void listKeptTrips().then(
        (list) => live && setTrips(list),
        () => live && setTrips({ error: 'This browser does not let the site keep data on this device (a private window, or site data blocked), so no trip can be kept here.' }),
      );
    read();
    const stop = subscribeKeptTrips(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return trips;
}

export function RemoveKeptTrip({ kept }: { kept: KeptTrip }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  const label = `${kept.trip.title} from ${formatDay(kept.trip.start)}`;
  if (!asking)
    return (
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} aria-label={`Remove ${label} from this phone`}>
        <Trash2 aria-hidden /> Remove from this phone
      </Button>
    );
  return (
    <Stack role="group" aria-labelledby={questionId} gap="2" maxW="md" fontSize="sm">
      <Text id={questionId}>Remove {label} from this phone? Open its link or file again to keep it once more.</Text>
      <Stack direction="row" gap="2">
        <Button size="sm" colorPalette="red" onClick={() => removeKeptTrip(kept.id).catch(() => setFailed(true))}>
          Remove the trip
        </Button>
        <Button ref={keepRef} size="sm" variant="outline" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Stack>
      {failed && <Text color="red.700">The trip could not be removed on this device. Please try again.</Text>}
    </Stack>
  );
}

function KeptTrips() {
  const trips = useKeptTrips();
  if (!trips) return <Opening what="your trips" />;
  if ('error' in trips) return <Text role="note">{trips.error}</Text>;
  if (!trips.length)
    return (
      <Stack gap="3" maxW="2xl" data-testid="no-kept-trip">
        <Heading as="h2" size="2xl">
          No booked trip on this phone yet
        </Heading>
        <Text>
          When we have booked your journey, your specialist sends it as a link or a file. Open the link on this phone, or add the file in{' '}
          <AppLink href={paths.myJourneys()} color="jade.800" fontWeight="semibold">
            My Journeys
          </AppLink>
          , then keep it: it opens here with no signal.
        </Text>
      </Stack>
    );
  return (
    <Stack gap="12">
      {trips.map((kept) => (
        <Stack key={kept.id} gap="4">
          <Suspense fallback={<Opening what="your trip" />}>
            <TripWithPlan trip={kept.trip} />
          </Suspense>
          <Box>
            <RemoveKeptTrip kept={kept} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

export default function TripView() {
  const hash = useFragment();
  const opened = useOpened(hash);
  if (!hash) return <KeptTrips />;
  if (!opened) return <Opening what="your trip" />;
  if (!opened.ok) return <Refused message={opened.message} />;
  // Keyed by trip and revision: a new link in the same tab starts afresh.
  return <TripReview key={`${opened.trip.tripId}:${opened.trip.revision}`} opened={opened} />;
}
