/**
 * On a Help page, the trip under way (HelpTripDay: the booked trip's 24-hour line, today's place
 * and hotel, the first steps for altitude sickness), where the phone holds a trip: a plan made
 * here, or a trip booked and kept here. Everyone else loads nothing more than this gate. It keeps
 * the screen on while Help is open, where the browser can (wake lock).
 * Browser only (an island): it reads the device.
 */
import { useEffect } from 'react';
import { island } from '../../components/island';
import { keepScreenOn } from '../../lib/wakeLock';
import { usePlans } from '../journeys/useSaved';
import { useMayHold } from '../storage/mayHold';

const TripDay = island(() => import('./HelpTripDay'), { what: 'your trip today', when: 'client' });

export default function HelpTripNote() {
  useEffect(() => keepScreenOn(), []);
  const planned = usePlans().length > 0;
  const kept = useMayHold('bookedTrips');
  return planned || kept ? <TripDay /> : null;
}
