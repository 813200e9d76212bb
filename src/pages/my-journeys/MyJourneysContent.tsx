/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept, and the booked trips' section. Composed here, in the page, because the
 * catalogue's cards carry journeys' save heart: journeys does not import the catalogue. The page
 * loads this module after start-up; the cards' code loads only if they are shown (a traveller with
 * a list never fetches it).
 */
import { island } from '../../components/island';
import MyJourneysView from '../../features/journeys/MyJourneysView';

const PopularJourneys = island<object>(() => import('../../features/catalogue/PopularJourneys'), { what: 'popular journeys', when: 'client' });
/** The trips the agency booked and sent (features/bookedTrip): kept ones and "Add a trip from Rasa Journeys". */
const BookedTrips = island<object>(() => import('../../features/bookedTrip/MyJourneysTrips'), { what: 'your booked trips', when: 'client' });

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} bookedTrips={<BookedTrips />} />;
}
