/**
 * A booked trip as the traveller reads it: the journey, dates, travellers, the trip's 24-hour line
 * and the specialist's note, then each day with its date and title (from the itinerary, when the
 * catalogue has it), the night's hotel (the booking's, or the one planned), flights, transfers,
 * guide and meeting point. Every value is text, rendered as text: whatever a field holds shows as
 * written, never as markup. (Its icons are ones no page's first load draws: sharing one with such a
 * page would split that icon's chunk and add a file to the page's start.)
 */
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
// Icons no other feature uses, so no other feature's chunk is cut (kept.tsx says why).
import { Hotel as LucideHotel, Car as LucideCar, Flag as LucideFlag, PhoneCall as LucidePhoneCall, Plane as LucidePlane, UserRound as LucideUserRound } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { lightIcon } from '../../components/lightIcon';
import type { CountrySlug } from '../../content/types';
import { tripByDay, type TimelineDay, type TimelineItem } from '../../trip/timeline';
import { bookedTrip, type TripItinerary } from '../../trip/trip';
import { formatDay } from '../../trip/dates';
import { durationText, minutesBetween, phoneZone } from '../../trip/zones';
import type { BookedTrip, Flight, Hotel, Transfer } from '../../trip/booking';
import { LocalText } from './LocalText';
import { AddPass, PassLine } from '../passes/PassParts';
import type { TripPass } from '../../trip/passes';

const HotelIcon = lightIcon(LucideHotel);
const Car = lightIcon(LucideCar);
const Flag = lightIcon(LucideFlag);
const PhoneCall = lightIcon(LucidePhoneCall);
const Plane = lightIcon(LucidePlane);
const UserRound = lightIcon(LucideUserRound);

const time = (local: string) => local.slice(11, 16);

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <Link href={`tel:${phone}`} color="jade.800" fontWeight="semibold" aria-label={label ? `${label}: ${phone}` : undefined}>
      {phone}
    </Link>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2.5" align="start">
      <Box color="jade.700" mt="0.5" flexShrink="0" aria-hidden>
        {icon}
      </Box>
      <Box minW="0">{children}</Box>
    </HStack>
  );
}

function HotelLines({ hotel, planned, country }: { hotel: Hotel | undefined; planned: string | undefined; country: CountrySlug | undefined }) {
  if (!hotel) return planned ? <Text>{planned}</Text> : null;
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">{hotel.name}</Text>
      {hotel.address && <Text>{hotel.address}</Text>}
      {[hotel.localName, hotel.localAddress].map((line) => line && <LocalText key={line} text={line} country={country} />)}
      {hotel.phone && (
        <Text>
          Phone: <PhoneLink phone={hotel.phone} label={`${hotel.name} phone`} />
        </Text>
      )}
      {hotel.confirmation && <Text>Confirmation number: {hotel.confirmation}</Text>}
    </Stack>
  );
}

function FlightLines({ flight }: { flight: Flight }) {
  const arrivesOn = flight.arrives.slice(0, 10) === flight.departs.slice(0, 10) ? time(flight.arrives) : `${time(flight.arrives)} on ${formatDay(flight.arrives.slice(0, 10))}`;
  return (
    <Stack gap="0.5" data-testid="booked-flight">
      <Text fontWeight="semibold">
        Flight {flight.carrier} {flight.number}: {flight.from.iata} → {flight.to.iata}
      </Text>
      <Text>
        Departs {time(flight.departs)} ({flight.from.iata} local time){flight.terminal ? `, terminal ${flight.terminal}` : ''}; arrives {arrivesOn} ({flight.to.iata} local time) · {durationText(minutesBetween(flight.departs, flight.from.zone, flight.arrives, flight.to.zone))}
      </Text>
      {flight.bookingRef && <Text>Booking reference: {flight.bookingRef}</Text>}
    </Stack>
  );
}

function TransferLines({ transfer }: { transfer: Transfer }) {
  return (
    <Stack gap="0.5" data-testid="booked-transfer">
      <Text fontWeight="semibold">
        Pick-up {time(transfer.pickUp)} at {transfer.from}
      </Text>
      <Text>To {transfer.to}</Text>
      {transfer.driver && (
        <Text>
          Driver: {transfer.driver.name}
          {transfer.driver.phone && (
            <>
              {' '}
              · <PhoneLink phone={transfer.driver.phone} label={`Driver ${transfer.driver.name}`} />
            </>
          )}
        </Text>
      )}
      {transfer.vehicle && <Text>Vehicle: {transfer.vehicle}</Text>}
    </Stack>
  );
}

type Item<K extends TimelineItem['kind']> = Extract<TimelineItem, { kind: K }>;

function GuideLine({ item: { guide } }: { item: Item<'guide'> }) {
  return (
    <Line icon={<UserRound size={18} />}>
      <Text>
        Guide: {guide.name}
        {guide.languages.length > 0 && ` (${guide.languages.join(', ')})`}
        {guide.phone && (
          <>
            {' '}
            · <PhoneLink phone={guide.phone} label={`Guide ${guide.name}`} />
          </>
        )}
      </Text>
    </Line>
  );
}

function MeetingLine({ item: { meetingPoint } }: { item: Item<'meeting'> }) {
  return (
    <Line icon={<Flag size={18} />}>
      <Text>
        Meeting point{meetingPoint.time ? ` at ${meetingPoint.time}` : ''}: {meetingPoint.place}
      </Text>
    </Line>
  );
}

function StayLine({ item, country }: { item: Item<'stay'>; country: CountrySlug | undefined }) {
  return (
    <Line icon={<HotelIcon size={18} />}>
      <Text fontSize="sm" color="fg.muted">
        Night {item.night}
      </Text>
      <HotelLines hotel={item.hotel} planned={item.planned?.text} country={country} />
    </Line>
  );
}

/** What the booking holds on a day, in the timeline's order (the plan's words are the day's heading); a kept trip's passes with their flights. */
function DayItems({ items, country, date, kept }: { items: readonly TimelineItem[]; country: CountrySlug | undefined; date: string; kept?: BookedTrip }) {
  return (
    <>
      {items.map((item) => {
        switch (item.kind) {
          case 'flight':
            return (
              <Line key={item.id} icon={<Plane size={18} />}>
                <FlightLines flight={item.flight} />
                {kept && (
                  <Stack gap="2" mt="2">
                    {item.passes.map((pass) => (
                      <PassLine key={pass.id} pass={pass} leg={pass.boarding?.legs.find((l) => l.carrier === item.flight.carrier) ?? pass.boarding?.legs[0]} date={date} />
                    ))}
                    {item.passes.length === 0 && <AddPass trip={kept} label={`Add the boarding pass for ${item.flight.carrier} ${item.flight.number}`} />}
                  </Stack>
                )}
              </Line>
            );
          case 'pass':
            return (
              <Line key={item.id} icon={<Plane size={18} />}>
                <PassLine pass={item.pass} leg={item.leg} date={date} unmatched />
              </Line>
            );
          case 'transfer':
            return (
              <Line key={item.id} icon={<Car size={18} />}>
                <TransferLines transfer={item.transfer} />
              </Line>
            );
          case 'guide':
            return <GuideLine key={item.id} item={item} />;
          case 'meeting':
            return <MeetingLine key={item.id} item={item} />;
          case 'stay':
            return <StayLine key={item.id} item={item} country={country} />;
          default:
            return null;
        }
      })}
    </>
  );
}

/** 'Day 3 · Tue 16 Mar 2027', or 'The journey there · Sat 13 Mar 2027'. */
function dayTitle(day: TimelineDay): string {
  if (day.day) return `Day ${day.day.number} · ${formatDay(day.date)}`;
  return `${day.part === 'there' ? 'The journey there' : 'The journey home'} · ${formatDay(day.date)}`;
}

export interface TripDetailsProps {
  readonly trip: BookedTrip;
  /** The itinerary with its day plan, when the catalogue has it. */
  readonly itinerary?: TripItinerary;
  /** The heading level of the trip's title (its days are one below). */
  readonly level?: 2 | 3;
  /** A kept trip's passes: with them, each flight offers to add one, and the trip's tickets are listed. */
  readonly passes?: readonly TripPass[];
}

export function TripDetails({ trip, itinerary, level = 2, passes }: TripDetailsProps) {
  const t = useMemo(() => tripByDay(bookedTrip(trip, itinerary, passes), phoneZone()), [trip, itinerary, passes]);
  const kept = passes ? trip : undefined;
  const length = t.trip.days.length;
  const titleId = `booked-${trip.tripId}-title`;

  return (
    <Stack as="article" gap="6" aria-labelledby={titleId} data-testid="booked-trip">
      <Stack gap="2">
        <Heading as={level === 2 ? 'h2' : 'h3'} id={titleId} size={{ base: '2xl', md: '3xl' }}>
          {trip.title}
        </Heading>
        <Text fontSize="lg">
          {formatDay(trip.start)} to {formatDay(trip.end)} · {length} {length === 1 ? 'day' : 'days'}
        </Text>
        <Text>Travellers: {trip.travellers.join(', ')}</Text>
        <Line icon={<PhoneCall size={18} />}>
          <Text>
            Your 24-hour line for this trip: <PhoneLink phone={trip.dutyPhone} label="Your 24-hour line for this trip" />
          </Text>
        </Line>
        {trip.note && (
          <Box bg="bg.sand" borderRadius="l2" px="4" py="3">
            <Text fontWeight="semibold">A note from your specialist</Text>
            <Text whiteSpace="pre-line">{trip.note}</Text>
          </Box>
        )}
        <Text fontSize="sm" color="fg.muted">
          Revision {trip.revision} · sent {formatDay(trip.issuedAt.slice(0, 10))} · times are local where each takes place
        </Text>
      </Stack>
      {kept && (
        <Stack gap="2" data-testid="trip-passes">
          <AddPass trip={kept} />
          {t.undated?.map((pass) => <PassLine key={pass.id} pass={pass} />)}
        </Stack>
      )}
      <Stack as="ol" listStyleType="none" gap="4">
        {t.days.map((day) => (
          <Box as="li" key={day.date} borderWidth="1px" borderColor="border.muted" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" data-testid="booked-day" data-part={day.part}>
            <Heading as={level === 2 ? 'h3' : 'h4'} size="lg">
              {dayTitle(day)}
              {day.day?.plan && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' '}
                  · {day.day.plan.title}
                </Text>
              )}
            </Heading>
            <Stack gap="3" mt="3">
              <DayItems items={day.items} country={day.day?.stop?.country} date={day.date} {...(kept && { kept })} />
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
