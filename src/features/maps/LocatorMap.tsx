/**
 * A place's locator: the map of its country with the place marked and the country's other places
 * as dots (names on hover and focus), beside the map card it is given (the static card), or under
 * it when that card has become the live Google map. An island: out of the page's first load.
 */
import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PlaceRef } from '../../content/types';
import { mapId } from '../../config/mapFiles';
import { MapFigure } from './MapFigure';

export interface LocatorMapProps {
  place: PlaceRef;
  name: string;
  countryName: string;
  /** The map card (MapView). */
  children: ReactNode;
}

export default function LocatorMap({ place, name, countryName, children }: LocatorMapProps) {
  const id = mapId.place(place);
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
      gap="8"
      alignItems="start"
      // The live map takes the whole width, the locator goes under it.
      css={{ '&:has([data-testid=map-live])': { gridTemplateColumns: '1fr' } }}
    >
      {children}
      <MapFigure key={id} mapId={id} whereAmI maxW="36rem" w="full" mx="auto" caption={`${name} on the map of ${countryName}. The dots are the country's other places: point at one, or tab to it, for its name.`} />
    </Grid>
  );
}
