/**
 * On Help, during a trip booked with the agency (or on its eve): the trip's own 24-hour line first,
 * large, with a call, a text and WhatsApp, and where the traveller sleeps tonight, to read out to
 * whoever answers. Help's other numbers follow.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Reach } from './Reach';
import { useBookedToday } from './useBookedToday';

export default function HelpBooked() {
  const trips = useBookedToday()?.filter((t) => t.moment.kind === 'during' || (t.moment.kind === 'before' && t.moment.daysToGo <= 1));
  if (!trips?.length) return null;
  return (
    <Stack gap="4">
      {trips.map(({ kept, days, moment }) => {
        const trip = kept.trip;
        const tonight = moment.kind === 'during' ? days[moment.index]?.night : undefined;
        const headingId = `help-booked-${trip.tripId}`;
        return (
          <Box key={kept.id} as="section" aria-labelledby={headingId} bg="jade.50" borderWidth="1px" borderColor="jade.200" borderRadius="l3" p="4" data-testid="help-booked">
            <Heading as="h2" id={headingId} size="lg" mb="1">
              Your trip’s 24-hour line
            </Heading>
            <Text>{trip.title}, booked with Rasa Journeys: call this number first, day or night.</Text>
            <Link href={`tel:${trip.dutyPhone}`} fontSize="3xl" fontWeight="semibold" color="jade.800" aria-label={`Call your trip's 24-hour line: ${trip.dutyPhone}`}>
              {trip.dutyPhone}
            </Link>
            <Reach phone={trip.dutyPhone} who="your trip's 24-hour line" call={false} />
            {moment.kind === 'during' && (
              <Text mt="2">
                Day {moment.index + 1}
                {tonight?.hotel ? `. Tonight: ${tonight.hotel.name}${tonight.hotel.address ? `, ${tonight.hotel.address}` : ''}` : tonight?.planned ? `. Tonight: ${tonight.planned}` : ''}.
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
