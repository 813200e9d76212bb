/**
 * Home's one-line banner to Today (TripBanner loads it where a trip is planned or kept): while the
 * trip that leads the timeline runs or starts within 30 days.
 */
import { Box, Container, Text } from '@chakra-ui/react';
import { ArrowRight as LucideArrowRight, CalendarRange as LucideCalendarRange } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { isSoonOrRunning } from '../../trip/timeline';
import { useTimeline } from './useTimeline';

const ArrowRight = lightIcon(LucideArrowRight);
const CalendarRange = lightIcon(LucideCalendarRange);

export default function TripBannerLine() {
  const state = useTimeline();
  const trip = state.status === 'ready' && state.timeline.lead && isSoonOrRunning(state.timeline.lead.moment) ? state.timeline.lead : undefined;
  if (!trip) return null;
  const { moment } = trip;
  // One line on a phone: the trip's name is on Today.
  const day = moment.kind === 'during' ? trip.days[moment.index]?.day : undefined;
  const text = moment.kind === 'during' ? (day ? `Day ${day.number} of your trip: see today` : 'Your journey is under way: see today') : moment.kind === 'before' && moment.daysToGo > 1 ? `${moment.daysToGo} days to your trip` : 'Your trip starts tomorrow';
  return (
    // Laid over the top of the page below the navigation bar (over home's slideshow), so it shows
    // at once on a phone and moves nothing when it arrives.
    <Box as="aside" aria-label="Your trip" position="absolute" top="16" insetX="0" zIndex="1" bg="brass.100" borderBottomWidth="1px" borderColor="brass.300" data-testid="trip-banner" data-print="hide">
      <Container maxW="7xl" py="2.5">
        <AppLink href={paths.today()} aria-label={`${text}, ${trip.trip.title}`} color="jade.900" fontWeight="semibold" display="inline-flex" alignItems="center" gap="2">
          <CalendarRange size={18} aria-hidden />
          <Text as="span">{text}</Text>
          <ArrowRight size={16} aria-hidden />
        </AppLink>
      </Container>
    </Box>
  );
}
