/**
 * Today's date on the visitor's wall calendar (their device's zone) as 'YYYY-MM-DD': the one
 * "today" of the site, for the earliest start a form or a dated-trip link accepts. A module of its
 * own, so a form's first load carries it without the rest of the date helpers
 * (features/journeys/dates.ts, which re-exports it).
 */

/** Pass the moment to use in tests; it defaults to now. */
export function todayIso(now: Date | number = Date.now()): string {
  const date = new Date(now);
  // The wall-clock time of that moment written as if it were UTC: its ISO date is the local date.
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
