/**
 * Today's content as this device has it. With no plan stored and no booked trip that may be kept,
 * the invitation (TodayNoTrip) alone; otherwise the day view (TodayView), loaded then, with what it
 * reads: the timeline, the itineraries' days, seasons, hotels and map links. Most visits without a
 * trip are first visits, and those modules were most of their start-up work. A plan added
 * meanwhile (in another tab), or a trip kept, brings the day view here too.
 */
import { useState } from 'react';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { MIRROR_KEYS } from '../storage/keys';
import { useMayHold } from '../storage/mayHold';
import { readJson, webStorage } from '../storage/webStorage';
import NoTrip from './TodayNoTrip';
import { usePlans } from '../journeys/useSaved';

const TripDay = island(() => import('./TodayView'), { what: 'your day', when: 'client', placeholder: <Opening what="your trips" /> });

/**
 * Whether the day view has something to say with no plan listed: storage refused, or plan records
 * it cannot read (its notes say so).
 */
function storedNotes(): boolean {
  const storage = webStorage();
  if (!storage) return true;
  const records = readJson(storage, MIRROR_KEYS.plans);
  return Array.isArray(records) && records.length > 0;
}

export default function Today() {
  const plans = usePlans();
  const [notes] = useState(storedNotes);
  const mayBeBooked = useMayHold('bookedTrips');
  return plans.length > 0 || notes || mayBeBooked ? <TripDay /> : <NoTrip />;
}
