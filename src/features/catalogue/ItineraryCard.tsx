/**
 * An itinerary in a list: photo with duration badge, title, two-line description, route joined by
 * arrows, group size, difficulty, the first three highlights, the 'from' price, 'View Details' and
 * 'Book Now', and the heart that saves it to My Journeys.
 */
import { HStack, Text } from '@chakra-ui/react';
import { Gauge as LucideGauge, Users as LucideUsers } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { BulletList } from '../../components/BulletList';
import { ImageCard } from '../../components/ImageCard';
import { ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';
import { CARD_HIGHLIGHTS, routeText } from '../../content/trips';
import type { ItinerarySummary } from '../../content/types';
import { FromPrice } from '../currency/FromPrice';
import { itineraryRef } from '../journeys/refs';
import { SaveButton } from '../journeys/Heart';

const Gauge = lightIcon(LucideGauge);
const Users = lightIcon(LucideUsers);

export function ItineraryCard({ itinerary: it }: { itinerary: ItinerarySummary }) {
  return (
    <ImageCard
      photo={it.image}
      badge={it.duration}
      corner={<SaveButton item={itineraryRef(it.id)} name={it.title} />}
      title={it.title}
      text={it.description}
      lines={2}
      offscreenHeight={760}
      actions={
        <>
          <ButtonLink href={paths.itinerary(it.id)} size="sm" aria-label={`View Details: ${it.title}`}>
            View Details
          </ButtonLink>
          <ButtonLink href={paths.booking({ destination: it.group, itinerary: it.id })} size="sm" variant="outline" aria-label={`Book Now: ${it.title}`}>
            Book Now
          </ButtonLink>
        </>
      }
    >
      <Text fontSize="sm" fontWeight="medium" color="jade.700">
        {routeText(it.destinations)}
      </Text>
      <HStack gap="5" fontSize="sm" color="fg.muted">
        <HStack gap="1.5">
          <Users size={16} aria-hidden />
          <Text>
            <Text as="span" srOnly>
              Group size:{' '}
            </Text>
            {it.groupSize}
          </Text>
        </HStack>
        <HStack gap="1.5">
          <Gauge size={16} aria-hidden />
          <Text>
            <Text as="span" srOnly>
              Difficulty:{' '}
            </Text>
            {it.difficulty}
          </Text>
        </HStack>
      </HStack>
      <BulletList items={it.highlights.slice(0, CARD_HIGHLIGHTS)} />
      <FromPrice usd={it.fromPrice} fontSize="sm" />
    </ImageCard>
  );
}
