/**
 * Today's content as this device has it. With no plan stored, the invitation (TodayNoTrip) alone;
 * otherwise the day view (TodayView), loaded then, with what it reads: the itineraries' days,
 * seasons, altitudes, hotels and map links. Most visits without a trip are first visits, and those
 * modules were most of their start-up work. A plan added meanwhile (in another tab) brings the
 * day view here too. A trip booked with the agency and kept on this phone leads, and the trips
 * planned here are then named below it (its code, given by the page, loads only where one may be
 * kept; it shows the planned day or the invitation when no booked trip is under way or near).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';
import { MIRROR_KEYS } from '../storage/keys';
import { useMayHold } from '../storage/mayHold';
import { readJson, webStorage } from '../storage/webStorage';
import NoTrip from './TodayNoTrip';
import type { TodayViewProps } from './TodayView';
import { usePlans } from '../journeys/useSaved';

const TripDay = island<TodayViewProps>(() => import('./TodayView'), { what: 'your day', when: 'client', placeholder: <Opening what="your trips" /> });

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

/** What Today gives the booked trips' part (the page's), which decides what shows around it. */
export interface BookedSlotProps {
  /** Shown where no booked trip leads: the planned trips' day, or the invitation to plan one. */
  readonly otherwise: ReactNode;
  /** Shown after the booked trips that lead: the trips planned on this device, named. */
  readonly beside: ReactNode;
}

export interface TodayProps {
  /** The trips booked with the agency and kept here (the page gives features/bookedTrip's day): where one may be kept, it leads. */
  readonly Booked?: ComponentType<BookedSlotProps>;
}

export default function Today({ Booked }: TodayProps) {
  const plans = usePlans();
  const [notes] = useState(storedNotes);
  const mayBeBooked = useMayHold('bookedTrips');
  const planned = plans.length > 0 || notes;
  const otherwise = planned ? <TripDay /> : <NoTrip />;
  if (!Booked || !mayBeBooked) return otherwise;
  return <Booked otherwise={otherwise} beside={planned ? <TripDay named /> : null} />;
}
