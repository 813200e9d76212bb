/**
 * The time zone of each country: a trip day is a calendar date where it is spent
 * (features/today/tripDay.ts). India and Sri Lanka are at UTC+5:30, Nepal at +5:45 and Bhutan
 * at +6:00, all year: none has summer time (IANA tz database, zones Asia/Kolkata, Asia/Kathmandu,
 * Asia/Thimphu, Asia/Colombo). tests/unit/journeys-trip-day.test.ts holds each offset against
 * Intl's zone data, so a country that changes its clocks fails the test.
 */
import type { CountrySlug } from './types';

export const COUNTRY_TIME_ZONES = {
  india: 'Asia/Kolkata',
  nepal: 'Asia/Kathmandu',
  bhutan: 'Asia/Thimphu',
  'sri-lanka': 'Asia/Colombo',
} as const satisfies Record<CountrySlug, string>;

/** Each country's zone's offset from UTC, in minutes ahead, the same all year. */
export const COUNTRY_UTC_OFFSETS = {
  india: 330,
  nepal: 345,
  bhutan: 360,
  'sri-lanka': 330,
} as const satisfies Record<CountrySlug, number>;
