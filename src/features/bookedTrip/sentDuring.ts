/**
 * Which kept booked trip a message was written during: the one whose dates hold the day it was
 * written, on the phone's own calendar (where the traveller is, on the road). For the outbox: a
 * message that will not go, written on the trip, offers that trip's 24-hour line.
 */
import type { BookedTrip } from './trip';

/** 'YYYY-MM-DD' of an instant on this phone's calendar. */
function phoneDate(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The first trip whose first to last day holds the phone's date at any of `times`. */
export function tripWrittenDuring<T extends { readonly trip: Pick<BookedTrip, 'start' | 'end'> }>(kept: readonly T[], times: readonly number[]): T | undefined {
  const dates = times.map(phoneDate);
  return kept.find(({ trip }) => dates.some((date) => date >= trip.start && date <= trip.end));
}
