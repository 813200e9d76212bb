/**
 * What My Journeys shows from the device: the journeys view, given the catalogue's cards of three
 * popular journeys to suggest while nothing is kept. Composed here, in the page, because the
 * catalogue's cards carry journeys' save heart: journeys does not import the catalogue. The page
 * loads this module after start-up, with both.
 */
import PopularJourneys from '../../features/catalogue/PopularJourneys';
import MyJourneysView from '../../features/journeys/MyJourneysView';

export default function MyJourneysContent() {
  return <MyJourneysView suggestions={<PopularJourneys />} />;
}
