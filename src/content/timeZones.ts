/**
 * The time zone of each country, as IANA names for Intl.DateTimeFormat: a trip day is a calendar
 * date where it is spent (features/journeys/tripDay.ts). India and Sri Lanka are at UTC+5:30,
 * Nepal at +5:45 and Bhutan at +6:00, none with summer time.
 */
import type { CountrySlug } from './types';

export const COUNTRY_TIME_ZONES = {
  india: 'Asia/Kolkata',
  nepal: 'Asia/Kathmandu',
  bhutan: 'Asia/Thimphu',
  'sri-lanka': 'Asia/Colombo',
} as const satisfies Record<CountrySlug, string>;
