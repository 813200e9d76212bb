/**
 * Today's content as this device has it. With no plan stored, the invitation (TodayNoTrip) alone;
 * otherwise the day view (TodayView), loaded then, with what it reads: the itineraries' days,
 * seasons, altitudes, hotels and map links. Most visits without a trip are first visits, and those
 * modules were most of their start-up work. A plan added meanwhile (in another tab) brings the
 * day view here too. A trip booked with the agency and kept on this phone leads, above the plans
 * (its code, given by the page, loads only where one may be kept).
 */
import { Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
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

export interface TodayProps {
  /** The trips booked with the agency and kept here (the page gives features/bookedTrip's day), shown first where one may be kept. */
  readonly booked?: ReactNode;
}

export default function Today({ booked }: TodayProps) {
  const plans = usePlans();
  const [notes] = useState(storedNotes);
  const mayBeBooked = useMayHold('bookedTrips');
  return (
    <Stack gap="14">
      {mayBeBooked && booked}
      {plans.length > 0 || notes ? <TripDay /> : !mayBeBooked && <NoTrip />}
    </Stack>
  );
}
