/**
 * Where a trip stays, stop by stop of its route: the route's stops in order, and for each the
 * stays of its nights as the timeline has them (the booking's hotel where it names one, else the
 * plan's), marked where the booking changed the plan. The route's stop list on /trip reads it,
 * so the list follows the booking.
 */
import type { Hotel } from './booking';
import type { RouteStop } from '../content/types';
import type { TimelineItem, TripByDay } from './timeline';

export interface Stay {
  /** The hotel's name, as booked or as planned. */
  readonly name: string;
  /** The booking's hotel, where it names one (with its address, phone, confirmation). */
  readonly hotel?: Hotel;
  /** The booking put a different hotel here than the plan. */
  readonly changed: boolean;
  /** Its nights, by day number. */
  readonly nights: readonly number[];
}

export interface StopStays {
  readonly stop: RouteStop;
  readonly stays: readonly Stay[];
}

/** The route's stops, each with its nights' stays; stops passed through have none. */
export function routeStays(t: TripByDay): StopStays[] {
  const stops = t.trip.itinerary?.stops ?? [];
  const nights = t.days.flatMap((d) => d.items.filter((i): i is Extract<TimelineItem, { kind: 'stay' }> => i.kind === 'stay').map((stay) => ({ stay, stop: d.day?.stop })));
  return stops.map((stop) => {
    const stays: Stay[] = [];
    for (const { stay, stop: at } of nights) {
      if (at !== stop) continue;
      const last = stays.at(-1);
      if (last && last.name === stay.name && last.nights.at(-1) === stay.night - 1) {
        stays[stays.length - 1] = { ...last, nights: [...last.nights, stay.night] };
        continue;
      }
      stays.push({ name: stay.name, ...(stay.hotel && { hotel: stay.hotel }), changed: stay.changed, nights: [stay.night] });
    }
    return { stop, stays };
  });
}
