/**
 * The traveller's planned trips with where each stands now (tripDay.ts), for Today, Help and home's
 * banner: each plan's itinerary is loaded from the catalogue (precached, so offline too), dated,
 * and placed against the clock, which is read again every minute so the day turns at midnight
 * where it is spent. Browser only: its screens are islands rendered after start-up.
 */
import { startTransition, useEffect, useState } from 'react';
import { useNow } from '../../lib/useNow';
import { itineraryDetails } from '../../content/itineraryDetails';
import type { Itinerary } from '../../content/types';
import { datedPlan, type DatedPlan } from '../journeys/plan';
import type { PlannedTrip } from '../journeys/saved';
import { orderTrips, tripMoment, zonedDays, type TripAtMoment } from './tripDay';
import { usePlans } from '../journeys/useSaved';

export interface TodayTrip {
  readonly plan: PlannedTrip;
  readonly itinerary: Itinerary;
  readonly dated: DatedPlan;
}

export type TripsToday =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** `trips` in Today's order; `unknown`: plans whose itinerary the catalogue no longer has. */
  | { readonly status: 'ready'; readonly trips: readonly TripAtMoment<TodayTrip>[]; readonly unknown: number };

type Loaded = { readonly plans: readonly PlannedTrip[]; readonly itineraries: readonly (Itinerary | undefined)[] } | 'failed';

export function useTripsToday(): TripsToday {
  const plans = usePlans();
  const now = useNow();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let live = true;
    // As a transition: the day then renders in slices that yield to the browser, where an update
    // from a promise would render the whole screen in one long task.
    Promise.all(plans.map((p) => itineraryDetails.load(p.itineraryId) ?? Promise.resolve(undefined))).then(
      (itineraries) => live && startTransition(() => setLoaded({ plans, itineraries })),
      () => live && startTransition(() => setLoaded('failed')),
    );
    return () => {
      live = false;
    };
  }, [plans]);

  if (loaded === 'failed') return { status: 'failed' };
  if (!loaded || loaded.plans !== plans) return { status: 'loading' };
  const trips: TripAtMoment<TodayTrip>[] = [];
  loaded.plans.forEach((plan, i) => {
    const itinerary = loaded.itineraries[i];
    if (!itinerary?.days.length) return;
    const dated = datedPlan(itinerary, plan.start);
    trips.push({ trip: { plan, itinerary, dated }, start: plan.start, moment: tripMoment(zonedDays(dated.days), now) });
  });
  return { status: 'ready', trips: orderTrips(trips), unknown: loaded.plans.length - trips.length };
}
