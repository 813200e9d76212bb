/**
 * Where a booked trip stays, stop by stop of its route: the route's stops in order with their
 * nights (the itinerary's), and for each the stays of its nights as booked (the booking's hotel
 * where it names one, else the plan's), marked where the booking changed the plan. The route map's
 * stop list on /trip reads it, so the map's list follows the booking.
 */
import { stopOfEachDay } from '../../content/stops';
import type { Itinerary, RouteStop } from '../../content/types';
import type { BookedDay } from './days';
import { stayName } from './plan';
import type { Hotel } from './trip';

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

/** The route's stops, each with its nights' stays as booked; stops passed through have none. */
export function bookedStays(itinerary: Pick<Itinerary, 'stops' | 'days'>, days: readonly BookedDay[]): StopStays[] {
  const stopOfDay = stopOfEachDay(itinerary.stops, itinerary.days);
  return itinerary.stops.map((stop) => {
    const stays: Stay[] = [];
    days.forEach((day, i) => {
      if (stopOfDay[i] !== stop || !day.night) return;
      const planned = day.night.planned === undefined ? undefined : stayName(day.night.planned);
      const name = day.night.hotel?.name ?? planned;
      if (!name) return;
      const last = stays.at(-1);
      if (last && last.name === name && last.nights.at(-1) === day.day - 1) {
        stays[stays.length - 1] = { ...last, nights: [...last.nights, day.day] };
        return;
      }
      const changed = day.night.hotel !== undefined && planned !== undefined && day.night.hotel.name.trim().toLowerCase() !== planned.trim().toLowerCase();
      stays.push({ name, hotel: day.night.hotel, changed, nights: [day.day] });
    });
    return { stop, stays };
  });
}
