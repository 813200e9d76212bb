/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept, the booked trips' section and the backup's
 * "Keep your trip". Composed here, in the page, because the cards and the backup import journeys
 * (the cards carry its save heart, the backup reads its lists): journeys imports none of them. The
 * page loads this module after start-up; the cards' code loads only if they are shown (a traveller
 * with a list never fetches it), the backup's in its own chunk after the list, and the booked
 * trips' as they near the screen (below the lists, so a phone's first visit does not fetch it).
 */
import { island } from '../../components/island';
import MyJourneysView from '../../features/journeys/MyJourneysView';

const PopularJourneys = island<object>(() => import('../../features/catalogue/PopularJourneys'), { what: 'popular journeys', when: 'client' });
const KeepTrip = island(() => import('../../features/backup/KeepTrip'), { what: 'the backup', when: 'client' });
/** The trips the agency booked and sent (features/bookedTrip): kept ones and "Add a trip from Rasa Journeys". */
const BookedTrips = island<object>(() => import('../../features/bookedTrip/MyJourneysTrips'), { what: 'your booked trips', when: 'visible', placeholder: null });

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} bookedTrips={<BookedTrips />} keep={<KeepTrip />} />;
}
