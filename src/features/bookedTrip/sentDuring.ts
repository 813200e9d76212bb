/**
 * Which kept booked trip a message was written during: the one whose timeline (its days, the
 * journey there and home included: trip/timeline.ts) holds the day it was written, on the phone's
 * own calendar (where the traveller is, on the road). For the outbox: a message that will not go,
 * written on the trip, offers that trip's 24-hour line.
 */
import type { BookedTrip } from '../../trip/booking';
import { todayIso } from '../../trip/dates';
import { tripDays } from '../../trip/timeline';
import { bookedTrip } from '../../trip/trip';

/** The first trip whose first to last day of its timeline holds the phone's date at any of `times`. */
export function tripWrittenDuring<T extends { readonly trip: BookedTrip }>(kept: readonly T[], times: readonly number[]): T | undefined {
  const dates = times.map((at) => todayIso(at));
  return kept.find(({ trip }) => {
    const days = tripDays(bookedTrip(trip), 'UTC');
    const [first, last] = [days[0]!.date, days.at(-1)!.date];
    return dates.some((date) => date >= first && date <= last);
  });
}
