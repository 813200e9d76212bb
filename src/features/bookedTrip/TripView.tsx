/**
 * /trip: a booked trip opened from its link (the envelope rides in the fragment, read here and
 * never sent), checked and offered to keep (TripReview); without a link, the trips kept on this
 * phone. Browser only: the page renders it after start-up, online or offline (precached). A link
 * pasted into the same tab (a new fragment) opens at once.
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { AppLink } from '../../components/links';
import { AddToCalendar } from './AddToCalendar';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { paths } from '../../config/paths';
import { openFragment, type Opened } from './open';
import { RemoveKeptTrip } from './kept';
import { useKeptTrips } from './useKeptTrips';
import { Refused, TripReview, TripWithPlan } from './TripReview';
import { trustedVerifier } from './trusted';
import type { BookedTrip } from '../../trip/booking';
import { PassesReady } from '../passes/PassParts';
import { PASS_MESSAGES } from '../passes/messages';
import { SharedPasses } from '../passes/SharedPasses';
import { SHARE_NOT_KEPT } from '../../config/precache';
import { usePasses } from '../passes/usePasses';

/** A kept trip's stays and Before you go: loaded only once a kept trip shows. */
const OnTheRoute = island<{ trip: BookedTrip }>(() => import('./OnTheRoute'), { what: 'where you stay and your checklist', when: 'client' });

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

function KeptTrips() {
  const trips = useKeptTrips();
  const passes = usePasses();
  if (!trips) return <Opening what="your trips" />;
  if ('error' in trips) return <Text role="note">{trips.error}</Text>;
  const shared = <SharedPasses trips={trips.map((kept) => kept.trip)} />;
  if (!trips.length)
    return (
      <Stack gap="3" maxW="2xl" data-testid="no-kept-trip">
        {shared}
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
      {shared}
      {trips.map((kept) => (
        <Stack key={kept.id} gap="4">
          <Suspense fallback={<Opening what="your trip" />}>
            <TripWithPlan trip={kept.trip} passes={passes.filter((p) => p.tripId === kept.id)} />
            <PassesReady count={passes.filter((p) => p.tripId === kept.id).length} />
            <OnTheRoute trip={kept.trip} />
          </Suspense>
          <HStack gap="3" wrap="wrap" align="start">
            <AddToCalendar trip={kept.trip} />
            <RemoveKeptTrip kept={kept} />
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}

export default function TripView() {
  const hash = useFragment();
  const opened = useOpened(hash);
  if (!hash) return <KeptTrips />;
  // Android's share sheet sent a file the phone could not keep (sw/sw.ts).
  if (hash === SHARE_NOT_KEPT)
    return (
      <Stack gap="6">
        <Text role="alert" maxW="2xl">
          {PASS_MESSAGES.shareNotKept}
        </Text>
        <KeptTrips />
      </Stack>
    );
  if (!opened) return <Opening what="your trip" />;
  if (!opened.ok) return <Refused message={opened.message} />;
  // Keyed by trip and revision: a new link in the same tab starts afresh.
  return <TripReview key={`${opened.trip.tripId}:${opened.trip.revision}`} opened={opened} />;
}
