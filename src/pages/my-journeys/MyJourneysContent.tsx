/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept, and the backup's "Keep your trip". Composed
 * here, in the page, because both import journeys (the cards carry its save heart, the backup reads
 * its lists): journeys imports neither. The page loads this module after start-up; the cards' code
 * loads only if they are shown (a traveller with a list never fetches it), the backup's in its own
 * chunk after the list.
 */
import { island } from '../../components/island';
import MyJourneysView from '../../features/journeys/MyJourneysView';

const PopularJourneys = island<object>(() => import('../../features/catalogue/PopularJourneys'), { what: 'popular journeys', when: 'client' });
const KeepTrip = island(() => import('../../features/backup/KeepTrip'), { what: 'the backup', when: 'client' });

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} keep={<KeepTrip />} />;
}
