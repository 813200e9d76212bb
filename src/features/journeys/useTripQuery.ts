/**
 * An itinerary page's dated-trip query (tripUrl.ts) as its screens read it: after hydration (the
 * page is pre-rendered once, without a query or a today), against the visitor's today, the
 * journey's length and the plans of this journey kept on the device, so a trip under way or kept
 * opens dated although its start is past. The plan (TripPlan) and Before you go read it alike.
 */
import { useMemo } from 'react';
import type { Itinerary } from '../../content/types';
import { useHydrated } from '../../lib/useHydrated';
import { useQueryAfterHydration } from '../../lib/useQueryAfterHydration';
import { todayIso, type IsoDate } from '../../trip/dates';
import { parseTripQuery, type TripQuery } from './tripUrl';
import { usePlans } from './useSaved';

/** The query and the today it was read against; both undefined on the server and while hydrating. */
export function useTripQuery(itinerary: Pick<Itinerary, 'id' | 'days'>): { query?: TripQuery; today?: IsoDate } {
  const search = useQueryAfterHydration();
  const hydrated = useHydrated();
  const plans = usePlans();
  const { id } = itinerary;
  const days = itinerary.days.length;
  return useMemo(() => {
    if (!hydrated) return {};
    const today = todayIso();
    const kept = plans.filter((p) => p.itineraryId === id).map((p) => p.start);
    return { today, query: parseTripQuery(search, today, { days, kept }) };
  }, [hydrated, search, plans, id, days]);
}
