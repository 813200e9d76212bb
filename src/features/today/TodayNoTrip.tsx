/**
 * Today with no trip planned: an invitation to plan, and three popular journeys as words (no
 * photos: Today opens for its words, and photos arriving after start-up would be its largest,
 * latest paint).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { AppLink, ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';
import { popularJourneys } from '../../content/popularJourneys';
import { routeText } from '../../content/routeText';

export default function NoTrip() {
  return (
    <Stack gap="6" data-testid="today-none">
      <Box>
        <Heading as="h2" size="2xl" mb="2">
          No trip planned yet
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          Choose a journey and tap “Plan my dates” on its page. Today then opens on your day, with no signal needed.
        </Text>
      </Box>
      <Box as="section" aria-labelledby="today-popular">
        <Heading as="h3" id="today-popular" size="lg" mb="3">
          Journeys travellers start with
        </Heading>
        <Stack as="ul" listStyle="none" gap="3">
          {popularJourneys().map((it) => (
            <Box as="li" key={it.id}>
              <AppLink href={paths.itinerary(it.id)} color="jade.800" fontWeight="semibold">
                {it.title}
              </AppLink>
              <Text color="fg.muted" fontSize="sm">
                {it.duration} · {routeText(it.destinations)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
      <Box>
        <ButtonLink href={paths.itineraries()} variant="outline">
          All journeys
        </ButtonLink>
      </Box>
    </Stack>
  );
}
