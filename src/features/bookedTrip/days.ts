/**
 * A booked trip day by day: each day's flights and pick-ups in the order they happen (by instant,
 * across zones), the day's changes (guide, meeting point) and the night's stay (the booked hotel,
 * or the plan's). The trip's page, Today and the calendar file read the trip through it. Pure.
 */
import type { PlanDay } from './plan';
import { addDays, dayOfTrip, daysBetween, instantOf, localAt, type IsoDate, type LocalDateTime } from './time';
import type { BookedTrip, DayChange, Flight, Hotel, Transfer } from './trip';

export type DayItem =
  | { readonly kind: 'flight'; readonly id: string; readonly at: LocalDateTime; readonly zone: string; readonly instant: number; readonly flight: Flight }
  | { readonly kind: 'transfer'; readonly id: string; readonly at: LocalDateTime; readonly zone: string; readonly instant: number; readonly transfer: Transfer };

export interface BookedDay {
  /** 1 is the start date. */
  readonly day: number;
  readonly date: IsoDate;
  /** The day plan's day, where the catalogue has the itinerary. */
  readonly planned?: PlanDay;
  /** Flights by departure and pick-ups, soonest first. */
  readonly items: readonly DayItem[];
  readonly change?: DayChange;
  /** The night's stay: none on the last day. `hotel` where the booking names one, `planned` as the plan writes it. */
  readonly night?: { readonly hotel?: Hotel; readonly planned?: string };
}

/** How many days the trip has (its start and end included). */
export const tripLength = (trip: Pick<BookedTrip, 'start' | 'end'>): number => dayOfTrip(trip.start, trip.end);

export function dayItems(trip: Pick<BookedTrip, 'flights' | 'transfers'>): DayItem[] {
  return [
    ...trip.flights.map((flight): DayItem => ({ kind: 'flight', id: flight.id, at: flight.departs, zone: flight.from.zone, instant: instantOf(flight.departs, flight.from.zone), flight })),
    ...trip.transfers.map((transfer): DayItem => ({ kind: 'transfer', id: transfer.id, at: transfer.pickUp, zone: transfer.zone, instant: instantOf(transfer.pickUp, transfer.zone), transfer })),
  ].sort((a, b) => a.instant - b.instant || a.id.localeCompare(b.id));
}

/**
 * The trip's days. An item belongs to the day of its local date; one on the evening before day 1,
 * or the morning after the last, joins the nearest day.
 */
export function bookedDays(trip: BookedTrip, plan: readonly PlanDay[] = []): BookedDay[] {
  const length = tripLength(trip);
  const changes = new Map(trip.days.map((d) => [d.day, d]));
  const clamp = (day: number) => Math.min(Math.max(day, 1), length);
  const items = dayItems(trip);
  return Array.from({ length }, (_, i) => {
    const day = i + 1;
    const change = changes.get(day);
    const planned = plan[i];
    return {
      day,
      date: addDays(trip.start, i),
      planned,
      items: items.filter((item) => clamp(dayOfTrip(trip.start, item.at.slice(0, 10))) === day),
      change,
      night: day < length ? { hotel: change?.hotel, planned: planned?.accommodation } : undefined,
    };
  });
}

/** Where a booked trip stands at a moment. */
export type BookedMoment =
  | { readonly kind: 'before'; readonly daysToGo: number }
  /** `index` is the day under way (0 for day 1). */
  | { readonly kind: 'during'; readonly index: number; readonly localNow: LocalDateTime }
  | { readonly kind: 'after' };

/**
 * The zone each day is spent in: the plan's (its country's), else that of the day's first flight
 * or pick-up, else the day before's; `fallback` for days before any is known.
 */
export function dayZones(days: readonly BookedDay[], fallback: string): string[] {
  const zones: string[] = [];
  days.forEach((d, i) => zones.push(d.planned?.zone ?? d.items[0]?.zone ?? zones[i - 1] ?? fallback));
  return zones;
}

/**
 * Where the trip stands at `now`: the day under way is the last whose date has come where it is
 * spent (a phone still on London time is on India's date); before the first, the days to go; after
 * the last day is over where it was spent, over.
 */
export function bookedMoment(days: readonly BookedDay[], zones: readonly string[], now: number): BookedMoment {
  let index = -1;
  days.forEach((d, i) => {
    if (localAt(now, zones[i]!).slice(0, 10) >= d.date) index = i;
  });
  if (index < 0) {
    const today = localAt(now, zones[0]!).slice(0, 10);
    return { kind: 'before', daysToGo: daysBetween(today, days[0]!.date) };
  }
  const last = days.length - 1;
  const localNow = localAt(now, zones[index]!);
  if (index === last && localNow.slice(0, 10) > days[last]!.date) return { kind: 'after' };
  return { kind: 'during', index, localNow };
}
