/** An itinerary with its details (see lib/useLoadedDetails). */
import { itineraryDetails } from '../../content/detailsLoader';
import { getItinerary } from '../../content/trips';
import type { Itinerary } from '../../content/types';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

export function useFullItinerary(id: string | undefined): Itinerary | undefined {
  const summary = getItinerary(id);
  const more = useLoadedDetails(itineraryDetails, summary?.id);
  return summary && more && { ...summary, ...more };
}
