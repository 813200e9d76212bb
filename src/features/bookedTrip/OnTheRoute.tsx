/**
 * A kept trip's route as booked, under its day plan on /trip: "Where you stay" (the route's stops
 * in order with their nights and the hotels booked there, a changed one marked, each with "Open in
 * maps"), then Before you go for its dates with what its flights add (bookingChecklist.ts). Both
 * read the itinerary the day plan loaded (suspends until it is here).
 */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { use, useMemo } from 'react';
import { island } from '../../components/island';
import { OpenInMaps } from '../../components/OpenInMaps';
import { CARRIERS } from '../../content/carriers';
import type { Itinerary } from '../../content/types';
import { pointLinks, searchLinks } from '../../lib/mapLinks';
import type { BookedTrip } from '../../trip/booking';
import { phoneZone } from '../../trip/zones';
import { routeStays } from '../../trip/stays';
import { tripByDay, type TripByDay } from '../../trip/timeline';
import { bookedTrip } from '../../trip/trip';
import type { BeforeYouGoProps } from '../beforeYouGo/BeforeYouGo';
import { bookingChecklist } from './bookingChecklist';
import { loadItinerary } from './TripReview';

const BeforeYouGo = island<BeforeYouGoProps>(() => import('../beforeYouGo/BeforeYouGo'), { what: 'your checklist', when: 'client' });

const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

function WhereYouStay({ t }: { t: TripByDay }) {
  const stops = useMemo(() => routeStays(t).filter((s) => s.stays.length > 0), [t]);
  const headingId = `stays-${t.trip.id.replace(/\W+/g, '-')}`;
  if (!stops.length) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="xl" mb="3">
        Where you stay
      </Heading>
      <Stack as="ol" listStyle="none" gap="3" aria-label="Stops in order, as booked" data-testid="booked-stays">
        {stops.map(({ stop, stays }, i) => (
          <HStack as="li" key={`${stop.name}-${i}`} align="flex-start" gap="3">
            <Badge recipe={badgeRecipe} borderRadius="full" colorPalette="jade" variant="solid" minW="7" h="6" justifyContent="center" flexShrink="0" aria-hidden>
              {i + 1}
            </Badge>
            <Stack gap="1" minW="0">
              <Text fontWeight="semibold">{stop.name}</Text>
              {stays.map((stay) => (
                <Stack key={`${stay.name}-${stay.nights[0]}`} gap="0.5">
                  <Text>
                    {stay.name} · {nightsText(stay.nights.length)} (day {stay.nights[0]}
                    {stay.nights.length > 1 ? ` to ${stay.nights.at(-1)! + 1}` : ''})
                    {stay.changed && (
                      <Text as="span" ms="2" px="1.5" py="0.5" borderRadius="l1" bg="brass.100" color="brass.900" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                        Changed from the plan
                      </Text>
                    )}
                  </Text>
                  {stay.hotel?.address && <Text fontSize="sm">{stay.hotel.address}</Text>}
                  <OpenInMaps name={stay.name} links={stay.hotel?.address ? searchLinks(`${stay.name}, ${stay.hotel.address}`) : pointLinks(stop.name, stop.coordinates)} />
                </Stack>
              ))}
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

export default function OnTheRoute({ trip }: { trip: BookedTrip }) {
  const itinerary: Itinerary | undefined = use(loadItinerary(trip.itineraryId));
  const t = useMemo(() => tripByDay(bookedTrip(trip, itinerary), phoneZone()), [trip, itinerary]);
  const items = useMemo(() => bookingChecklist(t, CARRIERS), [t]);
  const booked = useMemo(() => ({ start: trip.start, items }), [trip.start, items]);
  if (!itinerary) return null;
  return (
    <>
      <WhereYouStay t={t} />
      <BeforeYouGo itinerary={itinerary} booked={booked} />
    </>
  );
}
