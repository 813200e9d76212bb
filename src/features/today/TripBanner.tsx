/**
 * Home's one-line banner to Today, while the trip that leads the timeline (planned here or booked
 * and kept here) runs or starts within 30 days. Browser only: an island that reads the device once
 * the page is idle, and renders nothing for everyone else (no plans, no kept trip): the timeline's
 * code (TripBannerLine) loads only where there is a trip to read. The page gives it a positioned
 * place (home: the top of the slideshow).
 */
import { island } from '../../components/island';
import { usePlans } from '../journeys/useSaved';
import { useMayHold } from '../storage/mayHold';

const Line = island(() => import('./TripBannerLine'), { what: 'your trip', when: 'client' });

export default function TripBanner() {
  const planned = usePlans().length > 0;
  const kept = useMayHold('bookedTrips');
  return planned || kept ? <Line /> : null;
}
