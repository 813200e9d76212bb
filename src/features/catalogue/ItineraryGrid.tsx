/**
 * A group's itineraries as cards in a 1/2/3-column grid. Pages that show it below the fold load it
 * as an island (components/island): its cards, the itinerary summaries and the prices are not part of their
 * first load.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { itinerariesIn } from '../../content/trips';
import type { ItineraryGroup } from '../../content/types';
import { ItineraryCard } from './ItineraryCard';

export default function ItineraryGrid({ group }: { group: ItineraryGroup }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {itinerariesIn(group).map((it) => (
        <ItineraryCard key={it.id} itinerary={it} />
      ))}
    </SimpleGrid>
  );
}
