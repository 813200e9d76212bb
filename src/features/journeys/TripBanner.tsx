/**
 * Home's one-line banner to Today, while a planned trip runs or starts within 30 days (tripDay's
 * isSoonOrRunning). Browser only: an island that reads the device once the page is idle, and
 * renders nothing for everyone else (no plans, nothing loaded but this module).
 */
import { Box, Container, Text } from '@chakra-ui/react';
import { ArrowRight, CalendarRange } from 'lucide-react';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { isSoonOrRunning } from './tripDay';
import { useTripsToday } from './useTripsToday';
import { usePlans } from './useSaved';

function Banner() {
  const today = useTripsToday();
  const trip = today.status === 'ready' ? today.trips.find((t) => isSoonOrRunning(t.moment)) : undefined;
  if (!trip) return null;
  const { moment } = trip;
  const text =
    moment.kind === 'during'
      ? `Day ${moment.index + 1} of ${trip.trip.itinerary.title}: see today`
      : moment.kind === 'before' && moment.daysToGo === 1
        ? `${trip.trip.itinerary.title} starts tomorrow`
        : `${moment.kind === 'before' ? moment.daysToGo : 0} days to ${trip.trip.itinerary.title}`;
  return (
    <Box as="aside" aria-label="Your trip" bg="brass.100" borderBottomWidth="1px" borderColor="brass.300" data-testid="trip-banner" data-print="hide">
      <Container maxW="7xl" py="2.5">
        <AppLink href={paths.today()} color="jade.900" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2">
          <CalendarRange size={18} aria-hidden />
          <Text as="span">{text}</Text>
          <ArrowRight size={16} aria-hidden />
        </AppLink>
      </Container>
    </Box>
  );
}

export default function TripBanner() {
  // Nothing planned: nothing to load or show.
  return usePlans().length ? <Banner /> : null;
}
