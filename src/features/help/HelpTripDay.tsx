/**
 * On a Help page (HelpTripNote loads it where the phone holds a trip), read from the timeline of
 * the trips on this phone (features/today/useTimeline):
 * - during a trip booked with the agency, or on the eve of it, or on its journey there or home: the
 *   trip's own 24-hour line first, large, with a call, a text and WhatsApp, and where the traveller
 *   sleeps tonight, to read out to whoever answers; and, for a phone with no data, "Text my position
 *   to the 24-hour line" (TextPosition: an SMS the phone's own messages app sends);
 * - during a trip planned here: today's place and hotel;
 * - where the trip under way sleeps above 2,500 m: the first steps for altitude sickness.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { island } from '../../components/island';
import { countryName } from '../../content/countryNames';
import { formatElevation } from '../../content/elevations';
import { dayUnderWay, type TimelineItem, type TripTimeline } from '../../trip/timeline';
import { journeyAltitude } from '../altitude/journey';
import { Reach } from '../bookedTrip/Reach';
import { TextPosition } from '../bookedTrip/TextPosition';
import { useTimeline } from '../today/useTimeline';

/** Only during a trip that sleeps high: its code, and its sources, stay out of Help's other visits. */
const AltitudeFirstSteps = island(() => import('../altitude/AltitudeFirstSteps'), { what: 'the first steps for altitude sickness', when: 'client' });

type Stay = Extract<TimelineItem, { kind: 'stay' }>;

/** Tonight's stay under way, as words to read out. */
function tonightOf(t: TripTimeline): Stay | undefined {
  return dayUnderWay(t)?.items.find((i): i is Stay => i.kind === 'stay');
}

/** A booked trip's line: under way (its days of travel too) or starting tomorrow. */
function BookedLine({ t }: { t: TripTimeline }) {
  const booking = t.trip.booking!;
  const day = dayUnderWay(t);
  const stay = tonightOf(t);
  const headingId = `help-booked-${booking.tripId}`;
  const tonight = stay?.hotel ? `${stay.hotel.name}${stay.hotel.address ? `, ${stay.hotel.address}` : ''}` : stay?.planned?.text;
  return (
    <Box as="section" aria-labelledby={headingId} bg="jade.50" borderWidth="1px" borderColor="jade.200" borderRadius="l3" p="4" data-testid="help-booked">
      <Heading as="h2" id={headingId} size="lg" mb="1">
        Your trip’s 24-hour line
      </Heading>
      <Text>{t.trip.title}, booked with Rasa Journeys: call this number first, day or night.</Text>
      <Link href={`tel:${booking.dutyPhone}`} fontSize="3xl" fontWeight="semibold" color="jade.800" aria-label={`Call your trip's 24-hour line: ${booking.dutyPhone}`}>
        {booking.dutyPhone}
      </Link>
      <Reach phone={booking.dutyPhone} who="your trip's 24-hour line" call={false} text={false} />
      {day && (
        <Text mt="2">
          {day.day ? `Day ${day.day.number}` : day.part === 'there' ? 'On your way there' : 'On your way home'}
          {tonight ? `. Tonight: ${tonight}` : ''}.
        </Text>
      )}
      <Text mt="3" fontSize="sm">
        No data signal, or you cannot talk? Text your position: it goes as an ordinary SMS. For the police or an ambulance, call the numbers below.
      </Text>
      <TextPosition trip={booking} />
    </Box>
  );
}

/** A planned trip's day: where the traveller is and sleeps. */
function PlannedDay({ t }: { t: TripTimeline }) {
  const day = dayUnderWay(t)?.day;
  if (!day?.stop) return null;
  const stay = tonightOf(t);
  return (
    <Box as="section" aria-labelledby="help-trip" bg="jade.50" borderWidth="1px" borderColor="jade.200" borderRadius="l3" p="4" data-testid="help-trip">
      <Heading as="h2" id="help-trip" size="md" mb="1">
        Where you are today
      </Heading>
      <Text>
        Day {day.number} of {t.trip.title}: {day.stop.name}, {countryName(day.stop.country)}.
      </Text>
      {stay?.planned && <Text>Tonight: {stay.planned.text}</Text>}
    </Box>
  );
}

function Altitude({ t }: { t: TripTimeline }) {
  const stops = t.trip.itinerary?.stops;
  if (!stops || !dayUnderWay(t)?.day) return null;
  const { highest, high } = journeyAltitude(stops).check;
  if (!high || !highest) return null;
  return <AltitudeFirstSteps highest={`${formatElevation(highest.elevation ?? highest)} at ${highest.name}`} />;
}

export default function HelpTripDay() {
  const state = useTimeline();
  if (state.status !== 'ready') return null;
  const lead = state.timeline.lead;
  if (!lead) return null;
  const { moment } = lead;
  const booked = lead.trip.booking && (moment.kind === 'during' || (moment.kind === 'before' && moment.daysToGo <= 1));
  if (!booked && moment.kind !== 'during') return null;
  return (
    <Stack gap="8">
      {booked ? <BookedLine t={lead} /> : <PlannedDay t={lead} />}
      <Altitude t={lead} />
    </Stack>
  );
}
