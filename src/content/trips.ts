/**
 * Itineraries: the groups they are filed under, the summaries and their selectors, and the booking
 * form's choices drawn from them.
 */
import { countries } from './countries';
import { bhutanItineraries } from './itineraries/bhutan';
import { indiaItineraries } from './itineraries/india';
import { multiCountryItineraries } from './itineraries/multi-country';
import { nepalItineraries } from './itineraries/nepal';
import { sriLankaItineraries } from './itineraries/sri-lanka';
import type { ItineraryGroup, ItinerarySummary } from './types';

export interface GroupInfo {
  readonly slug: ItineraryGroup;
  /** Display name: 'Sri Lanka', 'Multi-Country'. */
  readonly name: string;
}

/** Itinerary groups in menu and filter order: the four countries, then multi-country. */
export const itineraryGroups: readonly GroupInfo[] = [
  ...countries.map((c) => ({ slug: c.slug, name: c.name })),
  { slug: 'multi-country', name: 'Multi-Country' },
];

export function isItineraryGroup(value: string | undefined): value is ItineraryGroup {
  return itineraryGroups.some((g) => g.slug === value);
}

export function groupName(group: ItineraryGroup): string {
  return itineraryGroups.find((g) => g.slug === group)?.name ?? group;
}

export const itineraries: readonly ItinerarySummary[] = [
  ...indiaItineraries,
  ...nepalItineraries,
  ...bhutanItineraries,
  ...sriLankaItineraries,
  ...multiCountryItineraries,
];

export function getItinerary(id: string | undefined): ItinerarySummary | undefined {
  return itineraries.find((it) => it.id === id);
}

export function itinerariesIn(group?: ItineraryGroup): ItinerarySummary[] {
  return group ? itineraries.filter((it) => it.group === group) : [...itineraries];
}

/** Number of days an itinerary's duration text promises ('10 Days / 9 Nights' -> 10). */
export function durationDays(duration: string): number {
  const match = /^(\d+)\s+Days?\b/i.exec(duration);
  return match ? Number(match[1]) : NaN;
}

/** Number of highlights an itinerary card shows (SPEC §9). */
export const CARD_HIGHLIGHTS = 3;

// ---------------------------------------------------------------- booking choices (SPEC §9)

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Booking destination values: the itinerary groups, shown with display names. */
export const bookingDestinationChoices: readonly Choice[] = itineraryGroups.map((g) => ({
  value: g.slug,
  label: g.name,
}));

/** Itinerary choices for a booking destination; empty until one is chosen. */
export function bookingItineraryChoices(destination: string | undefined): Choice[] {
  if (!isItineraryGroup(destination)) return [];
  return itinerariesIn(destination).map((it) => ({ value: it.id, label: it.title }));
}
