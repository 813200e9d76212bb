/**
 * The trips on this phone on one timeline (trip/timeline.ts), for Today, Help and home's banner:
 * the plans made here (usePlans, read at once from the device) and the trips booked with the agency
 * and kept here (their store's code fetched only where one may be kept), each over its itinerary
 * (loaded from the catalogue, precached, so offline too), placed against the clock, which is read
 * again every minute so the day turns at midnight where it is spent. Browser only: its screens
 * are islands rendered after start-up.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { itineraryDetails } from '../../content/itineraryDetails';
import type { Itinerary } from '../../content/types';
import { useNow } from '../../lib/useNow';
import { phoneZone } from '../../trip/zones';
import { timeline, type Timeline } from '../../trip/timeline';
import { bookedTrip, plannedTrip, type Trip } from '../../trip/trip';
import { useKeptTrips } from '../bookedTrip/useKeptTrips';
import { usePasses } from '../passes/usePasses';
import { usePlans } from '../journeys/useSaved';
import { useStoreMayHold } from '../storage/mayHold';

export type TimelineState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly timeline: Timeline;
      /** Plans whose itinerary the catalogue no longer has. */
      readonly unknown: number;
      /** Why no booked trip could be read, where storage is refused. */
      readonly keptError?: string;
    };

type Loaded = { readonly ids: string; readonly byId: ReadonlyMap<string, Itinerary> } | { readonly ids: string; readonly failed: true };

/** The itineraries of `ids` (comma-separated), keyed by the ids they were loaded for. */
function useItineraries(ids: string): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let live = true;
    const wanted = ids ? ids.split(',') : [];
    // As a transition: the day then renders in slices that yield to the browser, where an update
    // from a promise would render the whole screen in one long task.
    Promise.all(wanted.map((id) => itineraryDetails.load(id) ?? Promise.resolve(undefined))).then(
      (found) => live && startTransition(() => setLoaded({ ids, byId: new Map(wanted.flatMap((id, i) => (found[i] ? [[id, found[i]!] as const] : []))) })),
      () => live && startTransition(() => setLoaded({ ids, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [ids]);
  return loaded?.ids === ids ? loaded : undefined;
}

export function useTimeline(): TimelineState {
  const plans = usePlans();
  const mayKeep = useStoreMayHold('bookedTrips');
  const kept = useKeptTrips(mayKeep === true);
  const passes = usePasses(mayKeep === true);
  const now = useNow();
  const keptList = kept && !('error' in kept) ? kept : undefined;
  const ids = [...new Set([...plans.map((p) => p.itineraryId), ...(keptList ?? []).map((k) => k.trip.itineraryId)])].sort().join(',');
  const itineraries = useItineraries(ids);

  const trips = useMemo(() => {
    if (!itineraries || 'failed' in itineraries || (mayKeep === true && !kept)) return undefined;
    const byId = itineraries.byId;
    const planned: Trip[] = plans.flatMap((plan) => {
      const itinerary = byId.get(plan.itineraryId);
      return itinerary?.days.length ? [plannedTrip(plan, itinerary)] : [];
    });
    const booked = (keptList ?? []).map((k) => bookedTrip(k.trip, byId.get(k.trip.itineraryId), passes));
    return { all: [...booked, ...planned], unknown: plans.length - planned.length };
  }, [itineraries, plans, keptList, kept, mayKeep, passes]);

  const lined = useMemo(() => trips && timeline(trips.all, now, phoneZone()), [trips, now]);

  if (mayKeep === undefined) return { status: 'loading' };
  if (itineraries && 'failed' in itineraries) return { status: 'failed' };
  if (!trips || !lined) return { status: 'loading' };
  return { status: 'ready', timeline: lined, unknown: trips.unknown, ...(kept && 'error' in kept && { keptError: kept.error }) };
}
