/**
 * What Today shows from the device, given the catalogue's cards of three popular journeys to
 * suggest while no trip is planned (composed here, as My Journeys does: journeys does not import
 * the catalogue). The page loads this module after start-up.
 */
import PopularJourneys from '../../features/catalogue/PopularJourneys';
import TodayView from '../../features/journeys/TodayView';

export default function TodayContent() {
  return <TodayView suggestions={<PopularJourneys />} />;
}
