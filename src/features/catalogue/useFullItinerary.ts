/** An itinerary with its details (see lib/useLoadedDetails). */
import { itineraryDetails } from '../../content/itineraryDetails';
import type { Itinerary } from '../../content/types';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

export function useFullItinerary(id: string | undefined): Itinerary | undefined {
  return useLoadedDetails(itineraryDetails, id);
}
