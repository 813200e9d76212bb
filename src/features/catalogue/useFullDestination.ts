/** A place with its details (see lib/useLoadedDetails). */
import { destinationDetails } from '../../content/placeDetails';
import type { Destination } from '../../content/types';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

export function useFullDestination(country: string | undefined, place: string | undefined): Destination | undefined {
  return useLoadedDetails(destinationDetails, country && place ? `${country}/${place}` : undefined);
}
