/**
 * Today (/today): the traveller's day, from the plans on this device and the precached catalogue,
 * so it opens in airplane mode. During a trip: the day as it is where it is spent ("Day 3 · Tue 16
 * Mar 2027"), the place, the hotel, the day's plan, its warnings and festivals, and tomorrow's
 * place. Before one: the countdown, the dated plan and the first days. After the last: the past
 * trips. With none readable (Today.tsx shows this view then only for its notes): an invitation to
 * plan and three popular journeys (TodayNoTrip). Several: the
 * running trip first, then the soonest (tripDay.ts's orderTrips). Plan records it cannot read are skipped
 * with a note; where the browser refuses storage, it says plans cannot be kept here.
 */
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BedDouble as LucideBedDouble, CalendarRange as LucideCalendarRange, LifeBuoy as LucideLifeBuoy, ListChecks as LucideListChecks, MapPin as LucideMapPin, PartyPopper as LucidePartyPopper, TriangleAlert as LucideTriangleAlert } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useState, type ReactNode } from 'react';
import { AppLink, ButtonLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { OpenInMaps } from '../../components/OpenInMaps';
import { paths } from '../../config/paths';
import { countryName as nameOf } from '../../content/countryNames';
import { namedHotel } from '../../content/hotels';
import { searchLinks } from '../../lib/mapLinks';
import { MIRROR_KEYS } from '../storage/keys';
import { readJson, webStorage } from '../storage/webStorage';
import { formatDay } from '../journeys/dates';
import type { DatedDay } from '../journeys/plan';
import NoTrip from './TodayNoTrip';
import { readPlanRecords, type TripAtMoment } from './tripDay';
import { useTripsToday, type TodayTrip } from './useTripsToday';

const BedDouble = lightIcon(LucideBedDouble);
const CalendarRange = lightIcon(LucideCalendarRange);
const LifeBuoy = lightIcon(LucideLifeBuoy);
const ListChecks = lightIcon(LucideListChecks);
const MapPin = lightIcon(LucideMapPin);
const PartyPopper = lightIcon(LucidePartyPopper);
const TriangleAlert = lightIcon(LucideTriangleAlert);

const countryName = (slug: string) => nameOf(slug) ?? slug;

/** The first sentence of a day's description, for tomorrow's line. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

const planHref = ({ plan }: TodayTrip) => paths.datedItinerary(plan.itineraryId, plan.start, plan.travellers);

function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <Box role="note" bg={tone === 'warning' ? 'orange.50' : 'bg.sand'} borderWidth="1px" borderColor={tone === 'warning' ? 'orange.300' : 'border.muted'} borderRadius="l2" px="4" py="3" fontSize="sm">
      {children}
    </Box>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2.5" align="start">
      <Box color="jade.700" mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Box>{children}</Box>
    </HStack>
  );
}

function PlaceName({ day }: { day: DatedDay }) {
  const [country, place] = day.stop.place?.split('/') ?? [];
  const name = `${day.stop.name}, ${countryName(day.stop.country)}`;
  return country && place ? (
    <AppLink href={paths.destination(country, place)} color="jade.800">
      {name}
    </AppLink>
  ) : (
    <>{name}</>
  );
}

function DayNotes({ day }: { day: DatedDay }) {
  if (!day.warnings.length && !day.festivals.length) return null;
  return (
    <Stack gap="2" data-testid="today-notes">
      {day.warnings.map((w) => (
        <Note key={w.text} tone="warning">
          <HStack gap="2" align="start">
            <TriangleAlert size={16} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
            <Text>{w.text}</Text>
          </HStack>
        </Note>
      ))}
      {day.festivals.map((f) => (
        <Note key={f.text}>
          <HStack gap="2" align="start">
            <PartyPopper size={16} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
            <Text>{f.text}</Text>
          </HStack>
        </Note>
      ))}
    </Stack>
  );
}

/** A trip's title over the article's heading (the day, or the countdown), which names the article; `detail` below it. */
function TripHeading({ id, title, detail, children }: { id: string; title: string; detail?: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
        {title}
      </Text>
      <Heading as="h2" id={id} size={{ base: '3xl', md: '4xl' }} mt="1">
        {children}
      </Heading>
      {detail && (
        <Text color="fg.muted" mt="1">
          {detail}
        </Text>
      )}
    </Box>
  );
}

function RunningTrip({ trip, index }: { trip: TodayTrip; index: number }) {
  const day = trip.dated.days[index]!;
  const tomorrow = trip.dated.days[index + 1];
  const country = day.stop.country;
  const hotel = namedHotel(day.plan.accommodation);
  return (
    <Stack as="article" aria-labelledby="today-day" gap="5" data-testid="today-running">
      <TripHeading id="today-day" title={trip.itinerary.title}>
        Day {day.number} · {day.dateText}
      </TripHeading>
      <Stack gap="2.5">
        <Line icon={<MapPin size={18} />}>
          <PlaceName day={day} />
        </Line>
        {day.plan.accommodation && (
          <Line icon={<BedDouble size={18} />}>
            <Stack gap="0.5">
              <Text>
                <Text as="span" color="fg.muted">
                  Tonight:{' '}
                </Text>
                {day.plan.accommodation}
              </Text>
              {hotel && <OpenInMaps name={hotel} links={searchLinks(hotel)} />}
            </Stack>
          </Line>
        )}
      </Stack>
      <DayNotes day={day} />
      <Box as="section" aria-labelledby="today-plan" bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', md: '6' }}>
        <Heading as="h3" id="today-plan" size="xl" mb="2">
          {day.plan.title}
        </Heading>
        <Text color="fg.muted" mb="3">
          {day.plan.description}
        </Text>
        {day.plan.activities.length > 0 && (
          <Stack as="ul" ps="5" gap="1" listStyleType="disc">
            {day.plan.activities.map((a) => (
              <Box as="li" key={a}>
                {a}
              </Box>
            ))}
          </Stack>
        )}
        {day.plan.meals && (
          <Text fontSize="sm" color="fg.muted" mt="3">
            Meals: {day.plan.meals}
          </Text>
        )}
      </Box>
      <Box as="section" aria-labelledby="today-tomorrow">
        <Heading as="h3" id="today-tomorrow" size="lg" mb="1">
          Tomorrow
        </Heading>
        {tomorrow ? (
          <Text data-testid="today-tomorrow">
            Day {tomorrow.number} · {tomorrow.dateText}, {tomorrow.stop.name}: {firstSentence(tomorrow.plan.description)}
          </Text>
        ) : (
          <Text>Today is the last day of the trip.</Text>
        )}
      </Box>
      <Flex gap="3" wrap="wrap">
        <ButtonLink href={planHref(trip)} size="sm">
          <CalendarRange aria-hidden /> The whole plan
        </ButtonLink>
        <ButtonLink href={paths.help(country)} size="sm" variant="outline">
          <LifeBuoy aria-hidden /> Help in {countryName(country)}
        </ButtonLink>
      </Flex>
    </Stack>
  );
}

const countdown = (days: number) => (days === 1 ? 'Starts tomorrow' : `${days} days to go`);

function ComingTrip({ trip, daysToGo }: { trip: TodayTrip; daysToGo: number }) {
  const { dated } = trip;
  return (
    <Stack as="article" aria-labelledby="today-countdown" gap="5" data-testid="today-before">
      <TripHeading id="today-countdown" title={trip.itinerary.title} detail={`${formatDay(dated.start)} to ${formatDay(dated.end)}`}>
        {countdown(daysToGo)}
      </TripHeading>
      <Box as="section" aria-labelledby="today-first-days">
        <Heading as="h3" id="today-first-days" size="lg" mb="2">
          The first days
        </Heading>
        <Stack as="ol" listStyle="none" gap="2">
          {dated.days.slice(0, 3).map((d) => (
            <Box as="li" key={d.number}>
              <Text>
                <Text as="span" fontWeight="semibold">
                  Day {d.number} · {d.dateText}
                </Text>
                , {d.stop.name}: {d.plan.title}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
      <Flex gap="3" wrap="wrap">
        <ButtonLink href={paths.beforeYouGo(trip.plan.itineraryId, trip.plan.start, trip.plan.travellers)} size="sm">
          <ListChecks aria-hidden /> Before you go
        </ButtonLink>
        <ButtonLink href={planHref(trip)} size="sm" variant="outline">
          <CalendarRange aria-hidden /> The dated plan
        </ButtonLink>
      </Flex>
    </Stack>
  );
}

function OtherTrips({ title, trips }: { title: string; trips: readonly TripAtMoment<TodayTrip>[] }) {
  if (!trips.length) return null;
  return (
    <Box as="section" aria-labelledby={`today-${title.toLowerCase().replace(/\W+/g, '-')}`}>
      <Heading as="h2" id={`today-${title.toLowerCase().replace(/\W+/g, '-')}`} size="xl" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyle="none" gap="2">
        {trips.map(({ trip, moment }) => (
          <Box as="li" key={trip.plan.id}>
            <AppLink href={planHref(trip)} color="jade.800" fontWeight="semibold">
              {trip.itinerary.title}
            </AppLink>
            <Text as="span" color="fg.muted">
              {' '}
              · {formatDay(trip.dated.start)} to {formatDay(trip.dated.end)}
              {moment.kind === 'before' ? ` · ${countdown(moment.daysToGo).toLowerCase()}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export interface TodayViewProps {
  /** Beside a booked trip that leads Today: the trips planned here, named only (with their notes). */
  readonly named?: boolean;
}

export default function TodayView({ named = false }: TodayViewProps) {
  // Read once as stored, for the note: the plan list itself leaves out what it cannot read.
  const [stored] = useState(() => {
    const storage = webStorage();
    return { refused: storage === undefined, skipped: readPlanRecords(readJson(storage, MIRROR_KEYS.plans)).skipped };
  });
  const today = useTripsToday();
  // The page's placeholder, as tall: the footer below must not jump up and back as the day arrives.
  if (today.status === 'loading') return <Opening what="your trips" />;
  if (today.status === 'failed') return <Note tone="warning">We couldn't open your trips' details on this device. Reload the page when you have a signal.</Note>;

  const skipped = stored.skipped + today.unknown;
  const [first, ...rest] = today.trips;
  const notes = (
    <>
      {stored.refused && (
        <Note tone="warning">This browser is not letting us keep plans on this device, so Today cannot show your trip here. Plans made on this browser last only until the page closes.</Note>
      )}
      {skipped > 0 && (
        <Note>
          {skipped} saved {plural(skipped, 'trip', 'trips')} could not be read (damaged, or saved by an older version of this site) and {plural(skipped, 'is', 'are')} left out.
        </Note>
      )}
    </>
  );
  if (named) {
    return (
      <Stack gap="4" data-testid="today-also-planned">
        {notes}
        <OtherTrips title="Also planned on this device" trips={today.trips.filter((t) => t.moment.kind !== 'after')} />
      </Stack>
    );
  }
  if (!first || first.moment.kind === 'after') {
    return (
      <Stack gap="8">
        {notes}
        {first && (
          <Text fontSize="lg" data-testid="today-after">
            Your trips are over for now. Welcome back!
          </Text>
        )}
        <OtherTrips title="Past trips" trips={today.trips} />
        {first ? (
          <Box>
            <ButtonLink href={paths.itineraries()} variant="outline">
              Plan another journey
            </ButtonLink>
          </Box>
        ) : (
          <NoTrip />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="10">
      {notes}
      {first.moment.kind === 'during' ? <RunningTrip trip={first.trip} index={first.moment.index} /> : <ComingTrip trip={first.trip} daysToGo={first.moment.daysToGo} />}
      <OtherTrips title="Also planned" trips={rest.filter((t) => t.moment.kind !== 'after')} />
      <OtherTrips title="Past trips" trips={rest.filter((t) => t.moment.kind === 'after')} />
    </Stack>
  );
}
