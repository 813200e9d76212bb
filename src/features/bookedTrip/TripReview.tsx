/**
 * A trip opened from its link or file, once its signature holds: says it is verified as the
 * agency's, how it stands against the revision this phone keeps, what a newer revision changes
 * (before -> after), and offers "Keep this trip on my phone". An older revision is never kept: the
 * newer one kept here is shown instead. Also: a refusal, said plainly, with nothing kept.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
// Icons no other feature uses, so no other feature's chunk is cut (kept.tsx says why).
import { BadgeCheck as LucideBadgeCheck, OctagonAlert as LucideOctagonAlert } from 'lucide-react';
import { Suspense, use, useEffect, useState } from 'react';
import { lightIcon } from '../../components/lightIcon';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { itineraryDetails } from '../../content/itineraryDetails';
import type { Itinerary } from '../../content/types';
import { changeText, diffTrips, plannedHotels, type Change } from './diff';
import type { Envelope } from './envelope';
import { keepTrip, keptTrip, standing, subscribeKeptTrips, type KeptTrip } from './store';
import type { BookedTrip } from '../../trip/booking';
import { TripDetails } from './TripDetails';
import type { TripPass } from '../../trip/passes';

const BadgeCheck = lightIcon(LucideBadgeCheck);
const OctagonAlert = lightIcon(LucideOctagonAlert);

/** The itinerary's details, loaded (precached, so offline too); undefined when the catalogue has none. */
function itineraryOf(id: string): Promise<Itinerary | undefined> {
  return itineraryDetails.load(id)?.catch(() => undefined) ?? Promise.resolve(undefined);
}

const loads = new Map<string, Promise<Itinerary | undefined>>();
export function loadItinerary(id: string): Promise<Itinerary | undefined> {
  let load = loads.get(id);
  if (!load) loads.set(id, (load = itineraryOf(id)));
  return load;
}

/** A trip with its day plan, read from the catalogue (suspends until it is loaded). */
export function TripWithPlan({ trip, level, passes }: { trip: BookedTrip; level?: 2 | 3; passes?: readonly TripPass[] }) {
  const itinerary = use(loadItinerary(trip.itineraryId));
  return <TripDetails trip={trip} itinerary={itinerary} level={level} {...(passes && { passes })} />;
}

export function Refused({ message, level = 2 }: { message: string; level?: 2 | 3 }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.900" borderRadius="l3" p={{ base: '4', md: '6' }} data-testid="trip-refused">
      <HStack gap="2.5" align="start">
        <Box mt="1" aria-hidden>
          <OctagonAlert size={20} />
        </Box>
        <Stack gap="2">
          <Heading as={level === 2 ? 'h2' : 'h3'} size="xl">
            This trip cannot be opened
          </Heading>
          <Text>{message}</Text>
          <Text>Nothing was kept on this phone.</Text>
        </Stack>
      </HStack>
    </Box>
  );
}

function Verified({ trip }: { trip: BookedTrip }) {
  return (
    <HStack role="status" gap="2.5" align="start" borderWidth="1px" borderColor="jade.200" bg="jade.50" color="jade.950" borderRadius="l3" px="4" py="3" data-testid="trip-verified">
      <Box mt="0.5" aria-hidden>
        <BadgeCheck size={20} />
      </Box>
      <Text>
        <Text as="strong">Verified: this trip was sent by Rasa Journeys.</Text> Its signature is the agency's and nothing in it has changed since it was signed (revision {trip.revision}).
      </Text>
    </HStack>
  );
}

function Changes({ changes, kept, level }: { changes: readonly Change[]; kept: KeptTrip; level: 2 | 3 }) {
  return (
    <Box as="section" aria-labelledby="trip-changes" borderWidth="1px" borderColor="brass.300" bg="brass.50" borderRadius="l3" p={{ base: '4', md: '5' }} data-testid="trip-changes">
      <Heading as={level === 2 ? 'h2' : 'h3'} id="trip-changes" size="xl">
        What changed since the trip you kept (revision {kept.revision})
      </Heading>
      {changes.length ? (
        <Stack as="ul" gap="1" mt="3" ps="5" listStyleType="disc">
          {changes.map((c) => (
            <Box as="li" key={changeText(c)}>
              {changeText(c)}
            </Box>
          ))}
        </Stack>
      ) : (
        <Text mt="2">Nothing you would see: the agency sent the same trip again.</Text>
      )}
    </Box>
  );
}

/** The kept trip's record, current after each change here or in another tab; null until read, undefined when none. */
function useKept(tripId: string): KeptTrip | undefined | null {
  const [kept, setKept] = useState<KeptTrip | undefined | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void keptTrip(tripId).then(
        (k) => live && setKept(k),
        () => live && setKept(undefined),
      );
    read();
    const stop = subscribeKeptTrips(read);
    return () => {
      live = false;
      stop();
    };
  }, [tripId]);
  return kept;
}

/** The changes from the kept revision to this one, once both itineraries' day plans are here. */
function ChangesFrom({ kept, trip, level }: { kept: KeptTrip; trip: BookedTrip; level: 2 | 3 }) {
  const before = use(loadItinerary(kept.trip.itineraryId));
  const after = use(loadItinerary(trip.itineraryId));
  const found = new Map([before, after].filter((it): it is Itinerary => !!it).map((it) => [it.id, it]));
  return <Changes kept={kept} level={level} changes={diffTrips(kept.trip, trip, plannedHotels((id) => found.get(id)))} />;
}

export interface TripReviewProps {
  readonly opened: { readonly trip: BookedTrip; readonly envelope: Envelope };
  /** The heading level of the trip shown (2 on /trip, 3 inside My Journeys' section). */
  readonly level?: 2 | 3;
}

export function TripReview({ opened, level = 2 }: TripReviewProps) {
  const { trip } = opened;
  const kept = useKept(trip.tripId);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [keeping, setKeeping] = useState(false);
  const held = kept === null ? undefined : standing(trip, kept);

  const keep = async () => {
    setKeeping(true);
    const result = await keepTrip(opened);
    setKeeping(false);
    setOutcome(result.ok ? { ok: true, message: 'Kept on this phone. It opens here and in My Journeys, with or without a signal.' } : { ok: false, message: result.message });
  };

  return (
    <Stack gap="6">
      <Verified trip={trip} />
      {held === 'newer' && kept && (
        <Suspense fallback={null}>
          <ChangesFrom kept={kept} trip={trip} level={level} />
        </Suspense>
      )}
      {held === 'older' && kept && (
        <Box role="note" borderWidth="1px" borderColor="brass.300" bg="brass.50" borderRadius="l3" px="4" py="3" data-testid="trip-older">
          <Text>
            This link is revision {trip.revision} of your trip, but this phone keeps revision {kept.revision}, which is newer. The newer one stays kept; this older one changes nothing. Below is the trip as kept.
          </Text>
        </Box>
      )}
      {held === 'same' && !outcome && (
        <Text role="note" data-testid="trip-already-kept">
          This trip is kept on this phone (revision {trip.revision}).
        </Text>
      )}
      {(held === 'new' || held === 'newer') && !outcome?.ok && (
        <Stack gap="1.5" align="flex-start">
          <Button colorPalette="jade" size="lg" onClick={() => void keep()} loading={keeping}>
            Keep this trip on my phone
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {held === 'newer' && kept ? `It replaces revision ${kept.revision}, kept now. ` : ''}It stays on this phone only, opens with no signal, and goes into your My Journeys backup file.
          </Text>
        </Stack>
      )}
      <Box role="status" aria-live="polite" data-testid="trip-keep-outcome">
        {outcome && (
          <Text color={outcome.ok ? 'jade.800' : 'red.700'} fontWeight="semibold" data-ok={String(outcome.ok)}>
            {outcome.message}{' '}
            {outcome.ok && (
              <AppLink href={paths.myJourneys()} color="jade.800">
                Go to My Journeys
              </AppLink>
            )}
          </Text>
        )}
      </Box>
      <Suspense fallback={null}>
        <TripWithPlan trip={held === 'older' && kept ? kept.trip : trip} level={level} />
      </Suspense>
    </Stack>
  );
}
