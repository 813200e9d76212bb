/**
 * The trips booked with the agency and kept on this phone, with where each stands now (read again
 * every minute): the one under way first, then the soonest; none that is over. Their itineraries'
 * day plans (precached) give each day its zone. For Today and Help; undefined until read.
 */
import { useEffect, useState } from 'react';
import { itineraryDetails } from '../../content/itineraryDetails';
import type { Itinerary } from '../../content/types';
import { useNow } from '../../lib/useNow';
import { bookedDays, bookedMoment, dayZones, type BookedDay } from './days';
import { useKeptTrips } from './useKeptTrips';
import { planDays } from './plan';
import type { KeptTrip } from './store';

export interface BookedToday {
  readonly kept: KeptTrip;
  readonly days: readonly BookedDay[];
  readonly moment: ReturnType<typeof bookedMoment>;
}

/** The kept trips with where each stands, the one under way first, then the soonest; none that is over. */
export function bookedToday(kept: readonly KeptTrip[], itineraries: ReadonlyMap<string, Pick<Itinerary, 'days' | 'stops'>>, now: number): BookedToday[] {
  return kept
    .map((k) => {
      const itinerary = itineraries.get(k.trip.itineraryId);
      const days = bookedDays(k.trip, itinerary ? planDays(itinerary) : []);
      // A day with no plan and nothing booked yet is read in the zone of the trip's first booking, else the phone's.
      const zones = dayZones(days, days.flatMap((d) => d.items)[0]?.zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
      return { kept: k, days, moment: bookedMoment(days, zones, now) };
    })
    .filter((t) => t.moment.kind !== 'after')
    .sort((a, b) => (a.moment.kind === 'during' ? 0 : 1) - (b.moment.kind === 'during' ? 0 : 1) || a.kept.trip.start.localeCompare(b.kept.trip.start));
}

export function useBookedToday(): BookedToday[] | undefined {
  const kept = useKeptTrips();
  const now = useNow();
  // The itineraries' day plans, keyed by the ids they were loaded for: a day is read in its zone only once its plan is here.
  const [itineraries, setItineraries] = useState<{ ids: string; byId: ReadonlyMap<string, Itinerary> }>();
  const list = kept && !('error' in kept) ? kept : [];
  const ids = [...new Set(list.map((k) => k.trip.itineraryId))].sort().join(',');
  useEffect(() => {
    let live = true;
    const wanted = ids ? ids.split(',') : [];
    void Promise.all(wanted.map((id) => itineraryDetails.load(id) ?? Promise.resolve(undefined))).then(
      (found) => live && setItineraries({ ids, byId: new Map(wanted.flatMap((id, i) => (found[i] ? [[id, found[i]!] as const] : []))) }),
      () => live && setItineraries({ ids, byId: new Map() }),
    );
    return () => {
      live = false;
    };
  }, [ids]);
  if (!kept) return undefined;
  if (itineraries?.ids !== ids) return list.length ? undefined : [];
  return bookedToday(list, itineraries.byId, now);
}
