/**
 * Home's one-line banner to Today, while a planned trip runs or starts within 30 days (tripDay's
 * isSoonOrRunning). Browser only: an island that reads the device once the page is idle, and
 * renders nothing for everyone else (no plans, nothing loaded but this module). The page gives it a
 * positioned place (home: the top of the slideshow).
 */
import { Box, Container, Text } from '@chakra-ui/react';
import { ArrowRight as LucideArrowRight, CalendarRange as LucideCalendarRange } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { isSoonOrRunning } from './tripDay';
import { useTripsToday } from './useTripsToday';
import { usePlans } from '../journeys/useSaved';

const ArrowRight = lightIcon(LucideArrowRight);
const CalendarRange = lightIcon(LucideCalendarRange);

function Banner() {
  const today = useTripsToday();
  const trip = today.status === 'ready' ? today.trips.find((t) => isSoonOrRunning(t.moment)) : undefined;
  if (!trip) return null;
  const { moment } = trip;
  // One line on a phone: the trip's name is on Today.
  const text = moment.kind === 'during' ? `Day ${moment.index + 1} of your trip: see today` : moment.kind === 'before' && moment.daysToGo > 1 ? `${moment.daysToGo} days to your trip` : 'Your trip starts tomorrow';
  return (
    // Laid over the top of the page below the navigation bar (over home's slideshow), so it shows
    // at once on a phone and moves nothing when it arrives.
    <Box as="aside" aria-label="Your trip" position="absolute" top="16" insetX="0" zIndex="1" bg="brass.100" borderBottomWidth="1px" borderColor="brass.300" data-testid="trip-banner" data-print="hide">
      <Container maxW="7xl" py="2.5">
        <AppLink href={paths.today()} aria-label={`${text}, ${trip.trip.itinerary.title}`} color="jade.900" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2">
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
