/**
 * My Journeys' lists: the planned trips, soonest first (past ones after), then the saved journeys,
 * which can be ticked two or three at a time to compare, then the saved places; each with a way to
 * remove it. Loaded by the journeys screen (MyJourneysView) only once the device holds something:
 * the lists read the catalogue's summaries of every country, which a first visit, with nothing
 * kept, does not fetch. What no longer resolves (a journey taken out of the catalogue) is left out;
 * if nothing does, the screen's `nothing` is shown instead.
 */
import { Box, Button, Flex, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarRange as LucideCalendarRange, ListChecks as LucideListChecks, Trash2 as LucideTrash2 } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ImageCard } from '../../components/ImageCard';
import { island } from '../../components/island';
import { AppLink, ButtonLink } from '../../components/links';
import { SmartImage } from '../../components/SmartImage';
import { notify } from '../../components/toaster';
import { MAX_COMPARED, MIN_COMPARED, paths } from '../../config/paths';
import { destinationDetails } from '../../content/placeDetails';
import { getCountry, placeRef, resolvePlace } from '../../content/places';
import { durationDays, getItinerary, itinerariesIn, routeText } from '../../content/trips';
import type { DestinationSummary, ItinerarySummary, PlaceRef } from '../../content/types';
import { useLoadedDetails } from '../../lib/useLoadedDetails';
import { FromPrice } from '../currency/FromPrice';
import { moneyText } from '../currency/money';
import { useCurrency } from '../currency/useCurrency';
import { monthWords } from '../seasons/seasonText';
import { COUNTRY_TIME_ZONES } from '../../content/timeZones';
import { compareIsoDates, formatDay, todayIso } from '../../trip/dates';
import { tripTimeline, type Moment, type TripTimeline } from '../../trip/timeline';
import { outlinedTrip } from '../../trip/trip';
import { phoneZone } from '../../trip/zones';
import { SectionTitle } from './MyJourneysView';
import { itineraryRef, placeRefOf } from './refs';
import { removePlan, removeSaved, SAVED_UNAVAILABLE_MESSAGE, type PlannedTrip, type SavedItem } from './saved';
import type { TripOfflineProps } from '../readyOffline/TripOffline';
import type { TripDocumentsProps } from '../documents/TripDocuments';

const CalendarRange = lightIcon(LucideCalendarRange);
const ListChecks = lightIcon(LucideListChecks);
const Trash2 = lightIcon(LucideTrash2);

/** Each planned trip's "Ready offline" line: its own chunk, after the list. */
const TripOffline = island<TripOfflineProps>(() => import('../readyOffline/TripOffline'), { what: 'the offline check', when: 'client' });
/** Each planned trip's travel documents (IndexedDB only): their own chunk, after the list. */
const TripDocuments = island<TripDocumentsProps>(() => import('../documents/TripDocuments'), { what: 'the travel documents', when: 'client' });

/**
 * Removes a plan, with its travel documents when it has some: those first, in one transaction, so a
 * failure leaves the trip and its documents as they were. `confirmed` says the traveller agreed to
 * lose the documents; without it, resolves to their count and removes nothing.
 */
async function removeTrip(planId: string, confirmed: boolean): Promise<number> {
  const documents = await import('../documents/store');
  const count = await documents.countDocuments(planId);
  if (count && !confirmed) return count;
  if (count) await documents.removeDocumentsOf(planId);
  await removePlan(planId);
  return 0;
}

const keep = (error: unknown) =>
  notify({ title: 'Kept for now', description: error instanceof Error && error.message ? error.message : SAVED_UNAVAILABLE_MESSAGE, status: 'warning' });

const travellersText = (n: number) => (n === 1 ? '1 traveller' : `${n} travellers`);

// ---------------------------------------------------------------- planned trips

/** Where a plan stands, as the list says it. */
function when(moment: Moment): string {
  if (moment.kind === 'after') return 'Past trip';
  if (moment.kind === 'during') return 'Under way';
  return moment.daysToGo === 1 ? 'Starts tomorrow' : `Starts in ${moment.daysToGo} days`;
}

/**
 * A plan on the timeline (trip/timeline.ts), in outline: the list knows each journey by its summary,
 * so its days are read in the zone of the country it is filed under (a multi-country journey's in
 * the phone's), without loading every day plan.
 */
function outlineOf(plan: PlannedTrip, it: ItinerarySummary, now: number): TripTimeline {
  const zone = it.group === 'multi-country' ? phoneZone() : COUNTRY_TIME_ZONES[it.group];
  return tripTimeline(outlinedTrip(plan, { title: it.title, days: durationDays(it.duration) || 1, zone }), now, zone);
}

function PlannedTripRow({ plan, it, t, today }: { plan: PlannedTrip; it: ItinerarySummary; t: TripTimeline; today: string }) {
  const end = t.trip.end;
  const href = paths.datedItinerary(it.id, plan.start, plan.travellers);
  const label = `${it.title} from ${formatDay(plan.start)}`;
  // The trip's documents go with it, once the traveller has said so.
  const [asking, setAsking] = useState(0);
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  const remove = (confirmed: boolean) =>
    removeTrip(plan.id, confirmed).then(
      (documents) => setAsking(documents),
      (error: unknown) => {
        setAsking(0);
        keep(error);
      },
    );
  return (
    <HStack as="li" gap="4" align="stretch" bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" overflow="hidden" data-testid="planned-trip">
      <Box w={{ base: '24', md: '40' }} flexShrink="0" position="relative" hideBelow="sm">
        <SmartImage photo={it.image} sizes="10rem" ratio={4 / 3} maxWidth={400} />
      </Box>
      <Stack gap="1.5" py="4" px={{ base: '4', sm: '0' }} flex="1" minW="0">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
          {when(t.moment)}
        </Text>
        <Heading as="h3" size="xl">
          <AppLink href={href} color="jade.800">
            {it.title}
          </AppLink>
        </Heading>
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <CalendarRange size={16} aria-hidden />
          <Text>
            {formatDay(plan.start)} to {formatDay(end)} · {travellersText(plan.travellers)}
          </Text>
        </HStack>
        <TripOffline itineraryId={it.id} title={it.title} plan={plan.id} />
        <TripDocuments plan={plan.id} title={label} />
      </Stack>
      <Flex direction="column" justify="center" gap="2" pe="4" py="4">
        <ButtonLink href={href} size="sm" aria-label={`Open trip: ${it.title} from ${formatDay(plan.start)}`}>
          Open trip
        </ButtonLink>
        {compareIsoDates(plan.start, today) >= 0 && (
          <ButtonLink href={paths.beforeYouGo(it.id, plan.start, plan.travellers)} size="sm" variant="outline" aria-label={`Before you go: ${it.title} from ${formatDay(plan.start)}`}>
            <ListChecks aria-hidden /> Before you go
          </ButtonLink>
        )}
        {asking ? (
          <Stack role="group" aria-labelledby={questionId} gap="2" maxW="48" fontSize="sm">
            <Text id={questionId}>
              Remove {label} and its {asking === 1 ? 'travel document' : `${asking} travel documents`}? They are kept nowhere else.
            </Text>
            <Button size="xs" colorPalette="red" onClick={() => void remove(true)}>
              Remove trip and documents
            </Button>
            <Button ref={keepRef} size="xs" variant="outline" onClick={() => setAsking(0)}>
              Keep the trip
            </Button>
          </Stack>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => void remove(false)} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </Flex>
    </HStack>
  );
}

function PlannedTrips({ plans }: { plans: readonly PlannedTrip[] }) {
  const today = todayIso();
  const [now] = useState(() => Date.now());
  const rows = plans.flatMap((plan) => {
    const it = getItinerary(plan.itineraryId);
    return it ? [{ plan, it, t: outlineOf(plan, it, now) }] : [];
  });
  // Soonest first; trips already over after those still to come.
  const over = (r: (typeof rows)[number]) => r.t.moment.kind === 'after';
  const ordered = [...rows.filter((r) => !over(r)), ...rows.filter(over)];
  return (
    <Box as="section" aria-labelledby="planned-heading">
      <SectionTitle id="planned-heading" title="Planned trips" count={ordered.length} />
      <Stack as="ul" listStyle="none" gap="4">
        {ordered.map(({ plan, it, t }) => (
          <PlannedTripRow key={plan.id} plan={plan} it={it} t={t} today={today} />
        ))}
      </Stack>
    </Box>
  );
}

// ---------------------------------------------------------------- saved journeys and comparing them

/** A saved journey's or place's card is about this tall, phone to desktop (the heights measured are in docs/performance.md). */
const SAVED_CARD_HEIGHT = 590;

function SavedJourney({ it, picked, canPick, onPick }: { it: ItinerarySummary; picked: boolean; canPick: boolean; onPick: (on: boolean) => void }) {
  const checkId = useId();
  return (
    <ImageCard
      photo={it.image}
      badge={it.duration}
      title={it.title}
      kicker="Journey"
      text={routeText(it.destinations)}
      lines={2}
      offscreenHeight={SAVED_CARD_HEIGHT}
      actions={
        <>
          <ButtonLink href={paths.itinerary(it.id)} size="sm" aria-label={`View journey: ${it.title}`}>
            View journey
          </ButtonLink>
          <Button size="sm" variant="ghost" onClick={() => removeSaved(itineraryRef(it.id)).catch(keep)} aria-label={`Remove ${it.title} from My Journeys`}>
            <Trash2 aria-hidden /> Remove
          </Button>
          <HStack as="span" gap="2" ms="auto" fontSize="sm">
            <chakra.input id={checkId} type="checkbox" checked={picked} disabled={!picked && !canPick} onChange={(e) => onPick(e.currentTarget.checked)} w="4" h="4" accentColor="var(--chakra-colors-jade-700)" cursor="pointer" />
            <chakra.label htmlFor={checkId} cursor="pointer">
              Compare<chakra.span srOnly> {it.title}</chakra.span>
            </chakra.label>
          </HStack>
        </>
      }
    >
      <FromPrice usd={it.fromPrice} fontSize="sm" />
      <Text fontSize="sm" color="fg.muted">
        Best: {monthWords(it.bestMonths)}
      </Text>
    </ImageCard>
  );
}

function SavedJourneys({ journeys }: { journeys: readonly ItinerarySummary[] }) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // Only what is still saved counts (one may be removed here or in another tab).
  const picked = chosen.filter((id) => journeys.some((j) => j.id === id));
  const ready = picked.length >= MIN_COMPARED;
  return (
    <Box as="section" aria-labelledby="journeys-heading">
      <SectionTitle id="journeys-heading" title="Saved journeys" count={journeys.length} />
      {journeys.length >= MIN_COMPARED && (
        <Flex gap="4" align="center" wrap="wrap" mb="5" p="4" bg="bg.sand" borderRadius="l2" data-print="hide">
          <Text fontSize="sm" flex="1" minW="60">
            {ready ? `${picked.length} journeys chosen to compare.` : `Tick ${MIN_COMPARED} or ${MAX_COMPARED} journeys to compare them side by side.`}
          </Text>
          {ready ? (
            <ButtonLink href={paths.compare(picked)} size="sm" colorPalette="brass">
              Compare side by side
            </ButtonLink>
          ) : (
            <Button size="sm" disabled>
              Compare side by side
            </Button>
          )}
        </Flex>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {journeys.map((it) => (
          <SavedJourney
            key={it.id}
            it={it}
            picked={picked.includes(it.id)}
            canPick={picked.length < MAX_COMPARED && journeys.length >= MIN_COMPARED}
            onPick={(on) => setChosen(on ? [...picked, it.id] : picked.filter((id) => id !== it.id))}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}

// ---------------------------------------------------------------- saved places

/** A place's stay and season: its details, loaded with the card (precached, so offline too). */
function PlaceFacts({ place }: { place: DestinationSummary }) {
  const details = useLoadedDetails(destinationDetails, placeRef(place));
  if (!details) return null;
  return (
    <>
      <Text fontSize="sm">
        <Text as="span" fontWeight="semibold">
          Stay:{' '}
        </Text>
        {details.duration}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Best: {details.bestTime}
      </Text>
    </>
  );
}

function SavedPlace({ place }: { place: DestinationSummary }) {
  const currency = useCurrency();
  const country = getCountry(place.country);
  const prices = itinerariesIn(place.country).map((it) => it.fromPrice);
  const ref: PlaceRef = `${place.country}/${place.slug}`;
  return (
    <ImageCard
      photo={place.image}
      kicker={country?.name}
      title={place.name}
      text={place.tagline}
      lines={2}
      offscreenHeight={SAVED_CARD_HEIGHT}
      actions={
        <>
          <ButtonLink href={paths.destination(place.country, place.slug)} size="sm" aria-label={`Explore ${place.name}`}>
            Explore
          </ButtonLink>
          <Button size="sm" variant="ghost" onClick={() => removeSaved(placeRefOf(ref)).catch(keep)} aria-label={`Remove ${place.name} from My Journeys`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </>
      }
    >
      <Suspense fallback={null}>
        <PlaceFacts place={place} />
      </Suspense>
      {prices.length > 0 && country && (
        <Text fontSize="sm" fontWeight="semibold">
          <AppLink href={paths.itineraries(place.country)} color="jade.800">
            {country.name} journeys from {moneyText(Math.min(...prices), currency)} per person
          </AppLink>
        </Text>
      )}
    </ImageCard>
  );
}

function SavedPlaces({ places }: { places: readonly DestinationSummary[] }) {
  return (
    <Box as="section" aria-labelledby="places-heading">
      <SectionTitle id="places-heading" title="Saved places" count={places.length} />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {places.map((place) => (
          <SavedPlace key={`${place.country}/${place.slug}`} place={place} />
        ))}
      </SimpleGrid>
    </Box>
  );
}


export interface SavedListsProps {
  /** The shortlist and the plans as the device holds them (not yet looked up in the catalogue). */
  saved: readonly SavedItem[];
  plans: readonly PlannedTrip[];
  /** What to show when none of them is still in the catalogue. */
  nothing: ReactNode;
}

export default function SavedLists({ saved, plans, nothing }: SavedListsProps) {
  const journeys = saved.flatMap((item) => (item.kind === 'itinerary' ? (getItinerary(item.ref) ?? []) : []));
  const places = saved.flatMap((item) => (item.kind === 'place' ? (resolvePlace(item.ref as PlaceRef) ?? []) : []));
  const known = plans.filter((p) => getItinerary(p.itineraryId));
  if (!journeys.length && !places.length && !known.length) return nothing;
  return (
    <Stack gap="14">
      {known.length > 0 && <PlannedTrips plans={known} />}
      {journeys.length > 0 && <SavedJourneys journeys={journeys} />}
      {places.length > 0 && <SavedPlaces places={places} />}
    </Stack>
  );
}
