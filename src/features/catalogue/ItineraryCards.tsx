/** Itineraries as cards in the grid every list of them uses (1, 2 or 3 columns). */
import { SimpleGrid } from '@chakra-ui/react';
import type { ItinerarySummary } from '../../content/types';
import { ItineraryCard } from './ItineraryCard';

export function ItineraryCards({ itineraries }: { itineraries: readonly ItinerarySummary[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {itineraries.map((it) => (
        <ItineraryCard key={it.id} itinerary={it} />
      ))}
    </SimpleGrid>
  );
}
