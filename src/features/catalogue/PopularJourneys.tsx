/**
 * Three popular journeys as cards, which My Journeys suggests while nothing is saved. Its page
 * hands them to the journeys screen (pages/my-journeys/MyJourneysContent.tsx), so journeys does
 * not import the catalogue's cards, which import journeys' save heart: the dependency runs one way.
 */
import { popularJourneys } from '../../content/popularJourneys';
import { ItineraryCards } from './ItineraryCards';

export default function PopularJourneys() {
  return <ItineraryCards itineraries={popularJourneys()} />;
}
