/**
 * Today on a booked trip (issue 43): what the traveller needs this morning with no signal. Who
 * collects them and when, with a call, a text and a WhatsApp link to the driver; the day's flights
 * in the airport's time (and the phone's, where it differs); tonight's hotel, its phone and
 * confirmation and "Show the driver"; the guide; the meeting point with a map link; the agency's
 * note and the trip's 24-hour line. From 17:00 where the day is spent, tomorrow's first pick-up or
 * flight. Before the trip, the days to go. Read from the trips kept on this phone, the soonest
 * under way first; the trips planned here are named below it. Where none is under way or coming,
 * Today's planned day or its invitation (a trip that is over leaves Today as it was).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/links';
import { Opening } from '../../components/Opening';
import { OpenInMaps } from '../../components/OpenInMaps';
import { paths } from '../../config/paths';
import { searchLinks } from '../../lib/mapLinks';
import type { BookedDay, DayItem } from './days';
import { DriverCard } from './DriverCard';
import { Reach } from './Reach';
import { formatDay } from './time';
import type { BookedTrip, Flight, Transfer } from './trip';
import { useBookedToday, type BookedToday } from './useBookedToday';

/** From this local time, tomorrow's first pick-up or flight shows too. */
export const EVENING = '17:00';

const clock = (local: string) => local.slice(11, 16);

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

function TransferCard({ transfer }: { transfer: Transfer }) {
  const driver = transfer.driver;
  return (
    <Card title={`Pick-up ${clock(transfer.pickUp)}`} testId="today-transfer">
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

/** 'HH:mm' on this phone's clock at an instant. */
function phoneClock(instant: number): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

function FlightCard({ flight, instant }: { flight: Flight; instant: number }) {
  const departs = clock(flight.departs);
  const onPhone = phoneClock(instant);
  return (
    <Card title={`Flight ${flight.carrier} ${flight.number}: ${flight.from.iata} → ${flight.to.iata}`} testId="today-flight">
      <Text>
        Departs <strong>{departs}</strong> {flight.from.iata} time{onPhone !== departs && ` (${onPhone} on this phone)`}
        {flight.terminal && <>, terminal {flight.terminal}</>}
      </Text>
      <Text>
        Arrives {clock(flight.arrives)} {flight.to.iata} time
      </Text>
      {flight.bookingRef && <Text>Booking reference: {flight.bookingRef}</Text>}
    </Card>
  );
}

function Item({ item }: { item: DayItem }) {
  return item.kind === 'flight' ? <FlightCard flight={item.flight} instant={item.instant} /> : <TransferCard transfer={item.transfer} />;
}

function Tonight({ day }: { day: BookedDay }) {
  const hotel = day.night?.hotel;
  if (!hotel) return day.night?.planned ? <Card title="Tonight">{<Text>{day.night.planned}</Text>}</Card> : null;
  return (
    <Card title="Tonight" testId="today-hotel">
      <Text fontWeight="semibold">{hotel.name}</Text>
      {hotel.address && <Text>{hotel.address}</Text>}
      {(hotel.localName || hotel.localAddress) && <Text>{[hotel.localName, hotel.localAddress].filter(Boolean).join(', ')}</Text>}
      {hotel.phone && <Reach phone={hotel.phone} who={hotel.name} />}
      {hotel.confirmation && <Text>Confirmation number: {hotel.confirmation}</Text>}
      {hotel.address && <OpenInMaps name={hotel.name} links={searchLinks(`${hotel.name}, ${hotel.address}`)} />}
      <DriverCard hotel={hotel} country={day.planned?.country} />
    </Card>
  );
}

function People({ day }: { day: BookedDay }) {
  const { guide, meetingPoint } = day.change ?? {};
  return (
    <>
      {guide && (
        <Card title="Your guide" testId="today-guide">
          <Text>
            <strong>{guide.name}</strong>
            {guide.languages.length > 0 && <> · speaks {guide.languages.join(', ')}</>}
          </Text>
          {guide.phone && <Reach phone={guide.phone} who={`guide ${guide.name}`} />}
        </Card>
      )}
      {meetingPoint && (
        <Card title={`Meeting point${meetingPoint.time ? ` at ${meetingPoint.time}` : ''}`} testId="today-meeting">
          <Text>{meetingPoint.place}</Text>
          <OpenInMaps name={meetingPoint.place} links={searchLinks(meetingPoint.place)} />
        </Card>
      )}
    </>
  );
}

function Tomorrow({ day }: { day: BookedDay | undefined }) {
  const first = day?.items[0];
  if (!day || !first) return null;
  return (
    <Box role="note" bg="bg.sand" borderRadius="l2" px="4" py="3" data-testid="today-tomorrow">
      <Text fontWeight="semibold">Tomorrow, {formatDay(day.date)}</Text>
      <Text>
        {first.kind === 'transfer'
          ? `First pick-up ${clock(first.at)} at ${first.transfer.from}${first.transfer.driver ? `, with ${first.transfer.driver.name}` : ''}.`
          : `Flight ${first.flight.carrier} ${first.flight.number} departs ${clock(first.at)} ${first.flight.from.iata} time.`}
      </Text>
    </Box>
  );
}

function DutyLine({ trip }: { trip: BookedTrip }) {
  return (
    <Text>
      Anything wrong, day or night: your 24-hour line, <Reach phone={trip.dutyPhone} who="your 24-hour line" />
    </Text>
  );
}

function TripToday({ today }: { today: BookedToday }) {
  const { kept, days, moment } = today;
  const trip = kept.trip;
  const titleId = `today-booked-${trip.tripId}`;
  if (moment.kind !== 'during') {
    return (
      <Stack as="article" aria-labelledby={titleId} gap="2" data-testid="today-booked">
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
          Booked with Rasa Journeys · {trip.title}
        </Text>
        <Heading as="h2" id={titleId} size={{ base: '2xl', md: '3xl' }}>
          {moment.kind === 'before' && moment.daysToGo > 1 ? `Your trip starts in ${moment.daysToGo} days` : 'Your trip starts tomorrow'}
        </Heading>
        <Text>{formatDay(trip.start)}</Text>
        <DutyLine trip={trip} />
        <AppLink href={paths.trip()} color="jade.800" fontWeight="semibold">
          The whole booked trip
        </AppLink>
      </Stack>
    );
  }
  const day = days[moment.index]!;
  const evening = clock(moment.localNow) >= EVENING;
  return (
    <Stack as="article" aria-labelledby={titleId} gap="4" data-testid="today-booked">
      <Box>
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
          Booked with Rasa Journeys · {trip.title}
        </Text>
        <Heading as="h2" id={titleId} size={{ base: '3xl', md: '4xl' }} mt="1">
          Day {day.day} · {formatDay(day.date)}
        </Heading>
        {day.planned && <Text color="fg.muted">{day.planned.title}</Text>}
      </Box>
      <DutyLine trip={trip} />
      {day.items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
      <People day={day} />
      <Tonight day={day} />
      {evening && <Tomorrow day={days[moment.index + 1]} />}
      {trip.note && (
        <Box bg="bg.sand" borderRadius="l2" px="4" py="3">
          <Text fontWeight="semibold">A note from your specialist</Text>
          <Text whiteSpace="pre-line">{trip.note}</Text>
        </Box>
      )}
      <AppLink href={paths.trip()} color="jade.800" fontWeight="semibold">
        The whole booked trip
      </AppLink>
    </Stack>
  );
}

/** Today's slot for the booked trips (features/today's BookedSlotProps). */
export interface TodayBookedProps {
  /** Shown where no kept trip is under way or coming: Today's planned day or its invitation. */
  readonly otherwise: ReactNode;
  /** Shown after the booked trips: the trips planned on this device, named. */
  readonly beside: ReactNode;
}

export default function TodayBooked({ otherwise, beside }: TodayBookedProps) {
  const trips = useBookedToday();
  if (!trips) return <Opening what="your booked trip" />;
  if (!trips.length) return otherwise;
  return (
    <Stack gap="14">
      <Stack gap="10" data-testid="today-booked-trips">
        {trips.map((t) => (
          <TripToday key={t.kept.id} today={t} />
        ))}
      </Stack>
      {beside}
    </Stack>
  );
}
