/**
 * "Open in maps" for a stop or a hotel: the phone's map app (a geo: link) and Google Maps. Plain
 * links, so they work in the pre-rendered page and offline (the map app has its own maps).
 */
import { HStack, Link, Text } from '@chakra-ui/react';
import type { MapLinks } from '../lib/mapLinks';

export interface OpenInMapsProps {
  /** What opens: 'Agra', 'The Oberoi Amarvilas, Agra'. */
  name: string;
  links: MapLinks;
}

export function OpenInMaps({ name, links }: OpenInMapsProps) {
  return (
    <HStack as="span" gap="2" fontSize="sm" wrap="wrap" data-print="hide">
      <Text as="span" color="fg.muted">
        Open in maps:
      </Text>
      <Link href={links.geo} color="jade.700" aria-label={`Open ${name} in your map app`}>
        map app
      </Link>
      <Text as="span" color="fg.muted" aria-hidden>
        ·
      </Text>
      <Link href={links.google} color="jade.700" target="_blank" rel="noopener noreferrer" aria-label={`Open ${name} in Google Maps`}>
        Google Maps
      </Link>
    </HStack>
  );
}
