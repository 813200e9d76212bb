/**
 * What MapView and the live map behind it share: their props, their height, and the static card
 * that stands in for the live map (without a key, offline, while the Maps script loads or when it
 * fails), showing the place, its coordinates and a link to Google Maps. A module of its own, so the
 * lazily loaded LiveMap need not import MapView, which imports it.
 */
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { MapPin as LucideMapPin } from 'lucide-react';
import { lightIcon } from './lightIcon';

const MapPin = lightIcon(LucideMapPin);

export const MAP_HEIGHT_PX = 400;

export interface MapViewProps {
  lat: number;
  lng: number;
  /** Name of the place, shown in the info window and the static card. */
  title: string;
  /** Extra line in the info window, e.g. an address. */
  description?: string;
  zoom?: number;
  apiKey: string;
  /** Whether the info window starts open. */
  infoOpen?: boolean;
}

export function formatCoordinates(lat: number, lng: number): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(4)}° ${ns}, ${Math.abs(lng).toFixed(4)}° ${ew}`;
}

export function googleMapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

export function StaticMapCard({ lat, lng, title, description }: Pick<MapViewProps, 'lat' | 'lng' | 'title' | 'description'>) {
  return (
    <Box
      data-testid="map-fallback"
      h={`${MAP_HEIGHT_PX}px`}
      borderRadius="l3"
      bg="jade.50"
      borderWidth="1px"
      borderColor="jade.100"
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      p="6"
    >
      <Stack gap="3" align="center">
        <Box color="jade.700" aria-hidden>
          <MapPin size={36} />
        </Box>
        <Text fontFamily="heading" fontSize="2xl" fontWeight="600">
          {title}
        </Text>
        {description && <Text color="fg.muted">{description}</Text>}
        <Text color="fg.muted" fontSize="sm">
          {formatCoordinates(lat, lng)}
        </Text>
        <Link href={googleMapsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" fontWeight="semibold">
          Open in Google Maps
        </Link>
      </Stack>
    </Box>
  );
}
