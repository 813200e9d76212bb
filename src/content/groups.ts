/**
 * The groups itineraries are filed under (the four countries, then multi-country), which are also
 * the booking form's destination choices: a module of their own, so the booking page's first load
 * needs only the countries' names, not every itinerary.
 */
import { countryNames } from './countryNames';
import type { ItineraryGroup } from './types';

export interface GroupInfo {
  readonly slug: ItineraryGroup;
  /** Display name: 'Sri Lanka', 'Multi-Country'. */
  readonly name: string;
}

/** Itinerary groups in menu and filter order: the four countries, then multi-country. */
export const itineraryGroups: readonly GroupInfo[] = [
  ...Object.entries(countryNames).map(([slug, name]) => ({ slug: slug as keyof typeof countryNames, name })),
  { slug: 'multi-country', name: 'Multi-Country' },
];

export function isItineraryGroup(value: string | undefined): value is ItineraryGroup {
  return itineraryGroups.some((g) => g.slug === value);
}

export function groupName(group: ItineraryGroup): string {
  return itineraryGroups.find((g) => g.slug === group)?.name ?? group;
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Booking destination values: the itinerary groups, shown with display names. */
export const bookingDestinationChoices: readonly Choice[] = itineraryGroups.map((g) => ({
  value: g.slug,
  label: g.name,
}));
