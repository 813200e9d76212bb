/** An itinerary's days at its stops: which stop each day of the plan is spent at. */
import type { ItineraryDay, RouteStop } from './types';

/**
 * The stop of each day, in day order. Day k is spent where night k is; the last day (no night) at
 * the last stop. Stops of 0 nights before the last are passed through and own no day.
 */
export function stopOfEachDay(stops: readonly RouteStop[], days: readonly ItineraryDay[]): RouteStop[] {
  const byNight: RouteStop[] = stops.flatMap((stop) => Array.from({ length: stop.nights }, () => stop));
  return days.map((_, i) => byNight[i] ?? stops[stops.length - 1]!);
}
