/**
 * On a Help page during a running trip: first, a trip booked with the agency (its 24-hour line,
 * given by the page); then, for a trip planned here, today's place and hotel, to read out to whoever answers
 * the phone, and where the trip sleeps above 2,500 m the first steps for altitude sickness. It
 * also keeps the screen on while Help is open, where the browser can (wake lock).
 * Browser only (an island): it reads the device.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { island } from '../../components/island';
import { countryName } from '../../content/countryNames';
import { formatElevation } from '../../content/elevations';
import { journeyAltitude } from '../altitude/journey';
import { keepScreenOn } from '../../lib/wakeLock';
import { useMayHold } from '../storage/mayHold';
import { useTripsToday } from '../today/useTripsToday';

/** Only during a trip that sleeps high: its code, and its sources, stay out of Help's other visits. */
const AltitudeFirstSteps = island(() => import('../altitude/AltitudeFirstSteps'), { what: 'the first steps for altitude sickness', when: 'client' });

export interface HelpTripNoteProps {
  /** A trip booked with the agency and kept here (the page gives features/bookedTrip's line), first where one may be kept. */
  readonly booked?: ReactNode;
}

export default function HelpTripNote({ booked }: HelpTripNoteProps) {
  const mayBeBooked = useMayHold('bookedTrips');
  return (
    <>
      {mayBeBooked && booked}
      <PlannedTripNote />
    </>
  );
}

function PlannedTripNote() {
  useEffect(() => keepScreenOn(), []);
  const today = useTripsToday();
  const running = today.status === 'ready' ? today.trips.find((t) => t.moment.kind === 'during') : undefined;
  if (!running || running.moment.kind !== 'during') return null;
  const day = running.trip.dated.days[running.moment.index]!;
  const { highest, high } = journeyAltitude(running.trip.itinerary.stops).check;
  const note = (
    <Box as="section" aria-labelledby="help-trip" bg="jade.50" borderWidth="1px" borderColor="jade.200" borderRadius="l3" p="4" data-testid="help-trip">
      <Heading as="h2" id="help-trip" size="md" mb="1">
        Where you are today
      </Heading>
      <Text>
        Day {day.number} of {running.trip.itinerary.title}: {day.stop.name}, {countryName(day.stop.country)}.
      </Text>
      {day.plan.accommodation && <Text>Tonight: {day.plan.accommodation}</Text>}
    </Box>
  );
  if (!high || !highest) return note;
  return (
    <Stack gap="8">
      {note}
      <AltitudeFirstSteps highest={`${formatElevation(highest.elevation ?? highest)} at ${highest.name}`} />
    </Stack>
  );
}
