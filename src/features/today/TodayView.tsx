/**
 * Today (/today): the traveller's day, read from the timeline of the trips on this phone (planned
 * here, or booked with the agency and kept here; trip/timeline.ts decides which leads) and the
 * precached catalogue, so it opens in airplane mode. One view for both kinds of trip:
 * - on a day of the trip: the day as it is where it is spent ("Day 3 · Tue 16 Mar 2027"), the
 *   place; what the booking holds that day (pick-ups with the driver to call, flights in the
 *   airport's time and the phone's, the guide, the meeting point); warnings and festivals; the
 *   day's plan; tonight's stay (a booked hotel with its phone, confirmation and "Show the driver");
 *   tomorrow (from 17:00, its first pick-up or flight too); the specialist's note;
 * - on a day of travel before day 1 or after the last (a booked flight there or home): that
 *   journey, then the first day;
 * - before the trip: the countdown and the first days; after every trip: the past trips.
 * The other trips are named below the one that leads. Plan records it cannot read are skipped with
 * a note; where the browser refuses storage, it says plans cannot be kept here.
 */
import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BedDouble as LucideBedDouble, CalendarRange as LucideCalendarRange, LifeBuoy as LucideLifeBuoy, ListChecks as LucideListChecks, MapPin as LucideMapPin, PartyPopper as LucidePartyPopper, TriangleAlert as LucideTriangleAlert } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { lightIcon } from '../../components/lightIcon';
import { AppLink, ButtonLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { OpenInMaps } from '../../components/OpenInMaps';
import { paths } from '../../config/paths';
import { countryName as nameOf } from '../../content/countryNames';
import type { CountrySlug } from '../../content/types';
import { searchLinks } from '../../lib/mapLinks';
import type { Flight, Transfer } from '../../trip/booking';
import { daysBetween, formatDay } from '../../trip/dates';
import { clockOf, dateOf, phoneClock } from '../../trip/zones';
import { firstMove, type TimelineDay, type TimelineItem, type TripTimeline } from '../../trip/timeline';
import type { Trip, TripDay } from '../../trip/trip';
import { DriverCard } from '../bookedTrip/DriverCard';
import { LocalText } from '../bookedTrip/LocalText';
import { Reach } from '../bookedTrip/Reach';
import { AddPass, PassLine } from '../passes/PassParts';
import { datedPlan, type DatedDay } from '../journeys/plan';
import { readPlanRecords } from '../journeys/saved';
import { MIRROR_KEYS } from '../storage/keys';
import { readJson, webStorage } from '../storage/webStorage';
import NoTrip from './TodayNoTrip';
import { useTimeline } from './useTimeline';

const BedDouble = lightIcon(LucideBedDouble);
const CalendarRange = lightIcon(LucideCalendarRange);
const LifeBuoy = lightIcon(LucideLifeBuoy);
const ListChecks = lightIcon(LucideListChecks);
const MapPin = lightIcon(LucideMapPin);
const PartyPopper = lightIcon(LucidePartyPopper);
const TriangleAlert = lightIcon(LucideTriangleAlert);

/** From this local time, tomorrow's first pick-up or flight shows too. */
export const EVENING = '17:00';

const countryName = (slug: string) => nameOf(slug) ?? slug;

type Item<K extends TimelineItem['kind']> = Extract<TimelineItem, { kind: K }>;

/** The first sentence of a day's description, for tomorrow's line. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

/** Where a trip opens whole: a plan's dated page, a booked trip's /trip. */
function wholeTrip(trip: Trip): { href: string; label: string } {
  if (trip.booking || !trip.plan) return { href: paths.trip(), label: 'The whole booked trip' };
  return { href: paths.datedItinerary(trip.itineraryId, trip.start, trip.plan.travellers), label: 'The whole plan' };
}

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

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', md: '5' }} data-testid={testId}>
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      <Stack gap="1.5">{children}</Stack>
    </Box>
  );
}

function PlaceName({ day }: { day: TripDay }) {
  const stop = day.stop;
  if (!stop) return null;
  const [country, place] = stop.place?.split('/') ?? [];
  const name = `${stop.name}, ${countryName(stop.country)}`;
  return country && place ? (
    <AppLink href={paths.destination(country, place)} color="jade.800">
      {name}
    </AppLink>
  ) : (
    <>{name}</>
  );
}

function DayNotes({ day }: { day: DatedDay | undefined }) {
  if (!day || (!day.warnings.length && !day.festivals.length)) return null;
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
function TripHeading({ id, trip, detail, children }: { id: string; trip: Trip; detail?: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
        {trip.booking ? `Booked with Rasa Journeys · ${trip.title}` : trip.title}
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

// ---------------------------------------------------------------- what the booking holds on a day

function TransferCard({ transfer }: { transfer: Transfer }) {
  const driver = transfer.driver;
  return (
    <Card title={`Pick-up ${clockOf(transfer.pickUp)}`} testId="today-transfer">
      <Text>
        At {transfer.from}, to {transfer.to}
      </Text>
      {driver && (
        <Text>
          Driver: <strong>{driver.name}</strong>
          {transfer.vehicle && <> · {transfer.vehicle}</>}
        </Text>
      )}
      {!driver && transfer.vehicle && <Text>Vehicle: {transfer.vehicle}</Text>}
      {driver?.phone && <Reach phone={driver.phone} who={`driver ${driver.name}`} />}
    </Card>
  );
}

/** A flight in its airports' times, and the phone's where it shows another. */
function FlightCard({ item, booking }: { item: Item<'flight'>; booking?: Trip['booking'] }) {
  const flight: Flight = item.flight;
  const departs = clockOf(flight.departs);
  const onPhone = phoneClock(item.at.instant);
  const landsOn = dateOf(flight.arrives) === dateOf(flight.departs) ? '' : `, ${formatDay(dateOf(flight.arrives))}`;
  return (
    <Card title={`Flight ${flight.carrier} ${flight.number}: ${flight.from.iata} → ${flight.to.iata}`} testId="today-flight">
      <Text>
        Departs <strong>{departs}</strong> {flight.from.iata} time{onPhone !== departs && ` (${onPhone} on this phone)`}
        {flight.terminal && <>, terminal {flight.terminal}</>}
      </Text>
      <Text>
        Arrives {clockOf(flight.arrives)} {flight.to.iata} time{landsOn}
      </Text>
      {flight.bookingRef && <Text>Booking reference: {flight.bookingRef}</Text>}
      {booking && (
        <Stack gap="2" mt="1">
          {item.passes.map((pass) => (
            <PassLine key={pass.id} pass={pass} leg={pass.boarding?.legs[0]} date={dateOf(flight.departs)} />
          ))}
          {item.passes.length === 0 && <AddPass trip={booking} label={`Add the boarding pass for ${flight.carrier} ${flight.number}`} />}
        </Stack>
      )}
    </Card>
  );
}

function GuideCard({ item }: { item: Item<'guide'> }) {
  const { guide } = item;
  return (
    <Card title="Your guide" testId="today-guide">
      <Text>
        <strong>{guide.name}</strong>
        {guide.languages.length > 0 && <> · speaks {guide.languages.join(', ')}</>}
      </Text>
      {guide.phone && <Reach phone={guide.phone} who={`guide ${guide.name}`} />}
    </Card>
  );
}

function MeetingCard({ item }: { item: Item<'meeting'> }) {
  const { meetingPoint } = item;
  return (
    <Card title={`Meeting point${meetingPoint.time ? ` at ${meetingPoint.time}` : ''}`} testId="today-meeting">
      <Text>{meetingPoint.place}</Text>
      <OpenInMaps name={meetingPoint.place} links={searchLinks(meetingPoint.place)} />
    </Card>
  );
}

/** The day's items that are the booking's: who and what, in the order they come. */
function Booked({ items, booking }: { items: readonly TimelineItem[]; booking?: Trip['booking'] }) {
  return (
    <>
      {items.map((item) => {
        switch (item.kind) {
          case 'flight':
            return <FlightCard key={item.id} item={item} booking={booking} />;
          case 'pass':
            return <PassLine key={item.id} pass={item.pass} leg={item.leg} unmatched />;
          case 'transfer':
            return <TransferCard key={item.id} transfer={item.transfer} />;
          case 'guide':
            return <GuideCard key={item.id} item={item} />;
          case 'meeting':
            return <MeetingCard key={item.id} item={item} />;
          default:
            return null;
        }
      })}
    </>
  );
}

function PlanCard({ day }: { day: TripDay }) {
  const plan = day.plan;
  if (!plan) return null;
  return (
    <Box as="section" aria-labelledby="today-plan" bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h3" id="today-plan" size="xl" mb="2">
        {plan.title}
      </Heading>
      <Text color="fg.muted" mb="3">
        {plan.description}
      </Text>
      {plan.activities.length > 0 && (
        <Stack as="ul" ps="5" gap="1" listStyleType="disc">
          {plan.activities.map((a) => (
            <Box as="li" key={a}>
              {a}
            </Box>
          ))}
        </Stack>
      )}
      {plan.meals && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          Meals: {plan.meals}
        </Text>
      )}
    </Box>
  );
}

/** Tonight's stay: the booked hotel with all a traveller needs at the door, else the plan's words. */
function Tonight({ stay, country }: { stay: Item<'stay'> | undefined; country: CountrySlug | undefined }) {
  if (!stay) return null;
  const hotel = stay.hotel;
  if (!hotel) {
    const planned = stay.planned;
    return (
      <Line icon={<BedDouble size={18} />}>
        <Stack gap="0.5">
          <Text>
            <Text as="span" color="fg.muted">
              Tonight:{' '}
            </Text>
            {planned?.text ?? stay.name}
          </Text>
          {planned?.findable && <OpenInMaps name={planned.text} links={searchLinks(planned.text)} />}
        </Stack>
      </Line>
    );
  }
  return (
    <Card title="Tonight" testId="today-hotel">
      <Text fontWeight="semibold">{hotel.name}</Text>
      {hotel.address && <Text>{hotel.address}</Text>}
      {[hotel.localName, hotel.localAddress].map((line) => line && <LocalText key={line} text={line} country={country} />)}
      {hotel.phone && <Reach phone={hotel.phone} who={hotel.name} />}
      {hotel.confirmation && <Text>Confirmation number: {hotel.confirmation}</Text>}
      {hotel.address && <OpenInMaps name={hotel.name} links={searchLinks(`${hotel.name}, ${hotel.address}`)} />}
      <DriverCard hotel={hotel} country={country} />
    </Card>
  );
}

/** The first pick-up or flight of a day, in a sentence. */
function moveText(move: Item<'flight' | 'transfer'>): string {
  if (move.kind === 'transfer') {
    const t = move.transfer;
    return `First pick-up ${clockOf(t.pickUp)} at ${t.from}${t.driver ? `, with ${t.driver.name}` : ''}.`;
  }
  const f = move.flight;
  return `Flight ${f.carrier} ${f.number} departs ${clockOf(f.departs)} ${f.from.iata} time.`;
}

/** What a day is called: 'Day 4 · Wed 17 Mar 2027', 'Your journey there · Sat 13 Mar 2027'. */
function dayName(day: TimelineDay): string {
  if (day.day) return `Day ${day.day.number} · ${formatDay(day.date)}`;
  return `${day.part === 'there' ? 'Your journey there' : 'Your journey home'} · ${formatDay(day.date)}`;
}

/** Tomorrow, in a line: where and what (a trip day), or the journey; from 17:00 its first pick-up or flight. */
function Tomorrow({ day, evening, booked }: { day: TimelineDay | undefined; evening: boolean; booked: boolean }) {
  const move = firstMove(day);
  const plan = day?.day?.plan;
  const showMove = move !== undefined && (evening || !day?.day);
  // On a booked trip's day, tomorrow's note is told from 17:00 (its first pick-up or flight).
  const noteId = !booked || showMove ? 'today-tomorrow' : undefined;
  return (
    <Box as="section" aria-labelledby="today-tomorrow">
      <Heading as="h3" id="today-tomorrow" size="lg" mb="1">
        Tomorrow
      </Heading>
      {day ? (
        <Stack gap="1" data-testid={noteId}>
          <Text>
            {dayName(day)}
            {day.day?.stop ? `, ${day.day.stop.name}` : ''}
            {plan ? `: ${firstSentence(plan.description)}` : ''}
          </Text>
          {showMove && <Text fontWeight="semibold">{moveText(move)}</Text>}
        </Stack>
      ) : (
        <Text>Today is the last day of the trip.</Text>
      )}
    </Box>
  );
}

function DutyLine({ trip }: { trip: Trip }) {
  if (!trip.booking) return null;
  return (
    <Text>
      Anything wrong, day or night: your 24-hour line, <Reach phone={trip.booking.dutyPhone} who="your 24-hour line" />
    </Text>
  );
}

function SpecialistNote({ trip }: { trip: Trip }) {
  const note = trip.booking?.note;
  if (!note) return null;
  return (
    <Box bg="bg.sand" borderRadius="l2" px="4" py="3">
      <Text fontWeight="semibold">A note from your specialist</Text>
      <Text whiteSpace="pre-line">{note}</Text>
    </Box>
  );
}

/** The article's test id: a booked trip's, or a plan's by where it stands. */
const articleId = (t: TripTimeline, planned: 'today-running' | 'today-before') => (t.trip.booking ? 'today-booked' : planned);

// ---------------------------------------------------------------- the lead trip

function DayUnderWay({ t, index, evening }: { t: TripTimeline; index: number; evening: boolean }) {
  const day = t.days[index]!;
  const next = t.days[index + 1];
  const trip = t.trip;
  const tripDay = day.day;
  const dated = useMemo(() => (trip.itinerary && tripDay ? datedPlan(trip.itinerary, trip.start).days[tripDay.number - 1] : undefined), [trip, tripDay]);
  const stay = day.items.find((i): i is Item<'stay'> => i.kind === 'stay');
  const country: CountrySlug | undefined = tripDay?.stop?.country ?? t.days.find((d) => d.day?.stop)?.day?.stop?.country;
  const whole = wholeTrip(trip);
  return (
    <Stack as="article" aria-labelledby="today-day" gap="5" data-testid={articleId(t, 'today-running')}>
      <TripHeading id="today-day" trip={trip}>
        {dayName(day)}
      </TripHeading>
      <Stack gap="2.5">
        {tripDay?.stop && (
          <Line icon={<MapPin size={18} />}>
            <PlaceName day={tripDay} />
          </Line>
        )}
        <DutyLine trip={trip} />
      </Stack>
      <Booked items={day.items} booking={trip.booking} />
      <DayNotes day={dated} />
      {tripDay && <PlanCard day={tripDay} />}
      <Tonight stay={stay} country={tripDay?.stop?.country} />
      {(tripDay || next) && <Tomorrow day={next} evening={evening} booked={trip.booking !== undefined && tripDay !== undefined} />}
      <SpecialistNote trip={trip} />
      <Flex gap="3" wrap="wrap">
        <ButtonLink href={whole.href} size="sm">
          <CalendarRange aria-hidden /> {whole.label}
        </ButtonLink>
        {country && (
          <ButtonLink href={paths.help(country)} size="sm" variant="outline">
            <LifeBuoy aria-hidden /> Help in {countryName(country)}
          </ButtonLink>
        )}
      </Flex>
    </Stack>
  );
}

function countdown(trip: Trip, days: number): string {
  if (trip.booking) return days > 1 ? `Your trip starts in ${days} days` : 'Your trip starts tomorrow';
  return days === 1 ? 'Starts tomorrow' : `${days} days to go`;
}

function Coming({ t, daysToGo, evening }: { t: TripTimeline; daysToGo: number; evening: boolean }) {
  const { trip } = t;
  const whole = wholeTrip(trip);
  const first = t.days[0];
  // The eve of the first day (of travel, or of the trip): its first pick-up or flight.
  const move = evening && first && firstMove(first);
  return (
    <Stack as="article" aria-labelledby="today-countdown" gap="5" data-testid={articleId(t, 'today-before')}>
      <TripHeading id="today-countdown" trip={trip} detail={`${formatDay(trip.start)} to ${formatDay(trip.end)}`}>
        {countdown(trip, daysToGo)}
      </TripHeading>
      <DutyLine trip={trip} />
      {move && first.part === 'there' && (
        <Text fontWeight="semibold" data-testid="today-tomorrow">
          {dayName(first)}: {moveText(move)}
        </Text>
      )}
      <Box as="section" aria-labelledby="today-first-days">
        <Heading as="h3" id="today-first-days" size="lg" mb="2">
          The first days
        </Heading>
        <Stack as="ol" listStyle="none" gap="2">
          {trip.days.slice(0, 3).map((d) => (
            <Box as="li" key={d.number}>
              <Text>
                <Text as="span" fontWeight="semibold">
                  Day {d.number} · {formatDay(d.date)}
                </Text>
                {d.stop && `, ${d.stop.name}`}
                {d.plan && `: ${d.plan.title}`}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
      <Flex gap="3" wrap="wrap">
        {trip.plan && !trip.booking && (
          <ButtonLink href={paths.beforeYouGo(trip.itineraryId, trip.start, trip.plan.travellers)} size="sm">
            <ListChecks aria-hidden /> Before you go
          </ButtonLink>
        )}
        <ButtonLink href={whole.href} size="sm" variant={trip.booking ? 'solid' : 'outline'}>
          <CalendarRange aria-hidden /> {trip.booking ? whole.label : 'The dated plan'}
        </ButtonLink>
      </Flex>
    </Stack>
  );
}

function Lead({ t }: { t: TripTimeline }) {
  const { moment } = t;
  if (moment.kind === 'during') return <DayUnderWay t={t} index={moment.index} evening={clockOf(moment.localNow) >= EVENING} />;
  if (moment.kind !== 'before') return null;
  // The eve of the first day (of travel, or of the trip), where that day is spent.
  const eve = daysBetween(dateOf(moment.localNow), t.days[0]!.date) === 1 && clockOf(moment.localNow) >= EVENING;
  return <Coming t={t} daysToGo={moment.daysToGo} evening={eve} />;
}

// ---------------------------------------------------------------- the other trips

function OtherTrips({ title, trips, testId }: { title: string; trips: readonly TripTimeline[]; testId?: string }) {
  if (!trips.length) return null;
  const id = `today-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} data-testid={testId}>
      <Heading as="h2" id={id} size="xl" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyle="none" gap="2">
        {trips.map(({ trip, moment }) => (
          <Box as="li" key={trip.id}>
            <AppLink href={wholeTrip(trip).href} color="jade.800" fontWeight="semibold">
              {trip.title}
            </AppLink>
            <Text as="span" color="fg.muted">
              {' '}
              · {formatDay(trip.start)} to {formatDay(trip.end)}
              {trip.booking ? ' · booked with Rasa Journeys' : ''}
              {moment.kind === 'before' ? ` · ${moment.daysToGo === 1 ? 'starts tomorrow' : `${moment.daysToGo} days to go`}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export default function TodayView() {
  // Read once as stored, for the note: the plan list itself leaves out what it cannot read.
  const [stored] = useState(() => {
    const storage = webStorage();
    return { refused: storage === undefined, skipped: readPlanRecords(readJson(storage, MIRROR_KEYS.plans)).skipped };
  });
  const state = useTimeline();
  // The page's placeholder, as tall: the footer below must not jump up and back as the day arrives.
  if (state.status === 'loading') return <Opening what="your trips" />;
  if (state.status === 'failed') return <Note tone="warning">We couldn't open your trips' details on this device. Reload the page when you have a signal.</Note>;

  const { timeline, unknown } = state;
  const skipped = stored.skipped + unknown;
  const lead = timeline.lead;
  const others = timeline.trips.filter((t) => t !== lead);
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
  if (!lead) {
    return (
      <Stack gap="8">
        {notes}
        {others.length > 0 && (
          <Text fontSize="lg" data-testid="today-after">
            Your trips are over for now. Welcome back!
          </Text>
        )}
        <OtherTrips title="Past trips" trips={others} />
        {others.length > 0 ? (
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
      <Lead t={lead} />
      <OtherTrips title="Also planned on this device" testId="today-also-planned" trips={others.filter((t) => t.moment.kind !== 'after')} />
      <OtherTrips title="Past trips" trips={others.filter((t) => t.moment.kind === 'after')} />
    </Stack>
  );
}
