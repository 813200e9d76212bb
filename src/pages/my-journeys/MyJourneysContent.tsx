/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept, the booked trips' section and the backup's
 * "Keep your trip". Composed here, in the page, because the cards and the backup import journeys
 * (the cards carry its save heart, the backup reads its lists): journeys imports none of them. The
 * page loads this module after start-up; the cards' code loads only if they are shown (a traveller
 * with a list never fetches it), the backup's in its own chunk after the list. The booked trips'
 * section is light: its kept trips' code loads only where one may be kept.
 */
import { island } from '../../components/island';
import MyJourneysTrips from '../../features/bookedTrip/MyJourneysTrips';
import MyJourneysView from '../../features/journeys/MyJourneysView';

const PopularJourneys = island<object>(() => import('../../features/catalogue/PopularJourneys'), { what: 'popular journeys', when: 'client' });
const KeepTrip = island(() => import('../../features/backup/KeepTrip'), { what: 'the backup', when: 'client' });

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} bookedTrips={<MyJourneysTrips />} keep={<KeepTrip />} />;
}
