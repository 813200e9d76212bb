/**
 * An itinerary's Route Map: the map of its stops in day order ("Where am I?" under it), and the same
 * stops as a list (name, nights, how each is reached, "Open in maps"), with the route as a GPX file
 * for navigation apps (made at build time, precached). An island: in the pre-rendered page, out of
 * the first load.
 */
import { Badge, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Download as LucideDownload } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { OpenInMaps } from '../../components/OpenInMaps';
import { Section, SectionHeading } from '../../components/Section';
import type { RouteStop, Transport } from '../../content/types';
import { mapId, routeGpxUrl } from '../../config/mapFiles';
import { pointLinks } from '../../lib/mapLinks';
import { MapFigure } from './MapFigure';

const Download = lightIcon(LucideDownload);

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
        <Stack gap="4">
          <Stack as="ol" gap="0" listStyle="none" aria-label="Stops in order" data-testid="route-stops">
            {stops.map((stop, i) => (
              <HStack as="li" key={`${stop.name}-${i}`} gap="3" py="2" align="flex-start">
                <Badge recipe={badgeRecipe} borderRadius="full" colorPalette="jade" variant="solid" minW="7" justifyContent="center" aria-hidden>
                  {i + 1}
                </Badge>
                <Stack gap="0.5">
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
                  <OpenInMaps name={stop.name} links={pointLinks(stop.name, stop.coordinates)} />
                </Stack>
              </HStack>
            ))}
          </Stack>
          <Stack gap="1" data-print="hide">
            <Link href={routeGpxUrl(itinerary)} download={`${itinerary}.gpx`} color="jade.700" fontWeight="semibold" alignSelf="flex-start">
              <Download size={18} aria-hidden /> Download route (GPX)
            </Link>
            <Text fontSize="sm" color="fg.muted">
              The stops in day order with their nights, for Organic Maps, OsmAnd and other navigation apps.
            </Text>
          </Stack>
        </Stack>
      </Grid>
    </Section>
  );
}
