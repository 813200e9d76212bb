/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept. Composed here, in the page, because the
 * catalogue's cards carry journeys' save heart: journeys does not import the catalogue. The page
 * loads this module after start-up; the cards' code loads only if they are shown (a traveller with
 * a list never fetches it).
 */
import { island } from '../../components/island';
import MyJourneysView from '../../features/journeys/MyJourneysView';

const PopularJourneys = island<object>(() => import('../../features/catalogue/PopularJourneys'), { what: 'popular journeys', when: 'client' });

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} />;
}
