/**
 * An itinerary's Route Map: the map of its stops in day order, and the same stops as a list (name,
 * nights, how each is reached). An island: in the pre-rendered page, out of the first load.
 */
import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Section, SectionHeading } from '../../components/Section';
import type { RouteStop, Transport } from '../../content/types';
import { mapId } from '../../config/mapFiles';
import { MapFigure } from './MapFigure';

const BY: Readonly<Record<Transport, string>> = {
  road: 'by road',
  rail: 'by train',
  flight: 'by air',
  boat: 'by boat',
  trek: 'on foot',
};

export interface RouteMapSectionProps {
  itinerary: string;
  stops: readonly RouteStop[];
}

function stay(stop: RouteStop, last: boolean): string {
  if (stop.nights > 0) return `${stop.nights} night${stop.nights === 1 ? '' : 's'}`;
  return last ? 'journey ends' : 'en route';
}

export default function RouteMapSection({ itinerary, stops }: RouteMapSectionProps) {
  const id = mapId.route(itinerary);
  return (
    <Section aria-labelledby="route-map-heading" width="6xl">
      <SectionHeading id="route-map-heading" eyebrow="Where you stay" title="Route Map" />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <MapFigure
          key={id}
          mapId={id}
          whereAmI
          maxW="36rem"
          w="full"
          mx={{ base: 'auto', lg: '0' }}
          caption="Numbered stops in day order with their nights; dashed lines are flights, dotted lines on foot."
        />
        <Stack as="ol" gap="0" listStyle="none" aria-label="Stops in order" data-testid="route-stops">
          {stops.map((stop, i) => (
            <HStack as="li" key={`${stop.name}-${i}`} gap="3" py="2" align="flex-start">
              <Badge recipe={badgeRecipe} borderRadius="full" colorPalette="jade" variant="solid" minW="7" justifyContent="center" aria-hidden>
                {i + 1}
              </Badge>
              <Text>
                <Text as="span" fontWeight="semibold">
                  {stop.name}
                </Text>
                <Text as="span" color="fg.muted">
                  {' · '}
                  {stay(stop, i === stops.length - 1)}
                  {stop.arrival ? `, ${BY[stop.arrival]}` : ''}
                </Text>
              </Text>
            </HStack>
          ))}
        </Stack>
      </Grid>
    </Section>
  );
}
