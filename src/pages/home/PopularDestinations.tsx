/**
 * The home page's Popular Destinations: six places from all four countries, so their summaries
 * (and the catalogue's lists they come from) load after start-up, with this grid.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { popularDestinations } from '../../content/popular';
import { DestinationCard } from '../../features/catalogue/DestinationCard';

export default function PopularDestinations() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {popularDestinations.map((d) => (
        <DestinationCard key={`${d.country}/${d.slug}`} destination={d} />
      ))}
    </SimpleGrid>
  );
}
