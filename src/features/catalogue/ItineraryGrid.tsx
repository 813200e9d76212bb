/**
 * A group's itineraries as cards in a 1/2/3-column grid. Pages that show it below the fold load it
 * as an island (components/island): its cards, the itinerary summaries and the prices are not part of their
 * first load.
 */
import { itinerariesIn } from '../../content/trips';
import type { ItineraryGroup } from '../../content/types';
import { ItineraryCards } from './ItineraryCards';

export default function ItineraryGrid({ group }: { group: ItineraryGroup }) {
  return <ItineraryCards itineraries={itinerariesIn(group)} />;
}
