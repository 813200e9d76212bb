/** A place with its details (see lib/useLoadedDetails). */
import { destinationDetails } from '../../content/detailsLoader';
import { getDestination, placeRef } from '../../content/places';
import type { Destination } from '../../content/types';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

export function useFullDestination(country: string | undefined, place: string | undefined): Destination | undefined {
  const summary = getDestination(country, place);
  const more = useLoadedDetails(destinationDetails, summary && placeRef(summary));
  return summary && more && { ...summary, ...more };
}
