/**
 * A booked trip day by day: each day's flights and pick-ups in the order they happen (by instant,
 * across zones), the day's changes (guide, meeting point) and the night's stay (the booked hotel,
 * or the plan's). The trip's page, Today and the calendar file read the trip through it. Pure.
 */
import type { PlanDay } from './plan';
import { addDays, dayOfTrip, instantOf, type IsoDate, type LocalDateTime } from './time';
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
