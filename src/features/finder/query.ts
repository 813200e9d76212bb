/**
 * The trip finder's filters, kept in the URL query so a filtered list can be bookmarked, shared and
 * opened offline: month (1-12), days ('-7', '8-12', '13-'), style (ids, comma-separated), price
 * ('-5000', '5000-8000', '8000-', US dollars per person) and sort ('price', 'days'). Unknown or
 * malformed values are ignored; they never make an error.
 */
import { MONTH_NAMES } from '../../content/months';
import { isTravelStyle, TRAVEL_STYLES } from '../../content/styles';
import { durationDays } from '../../content/trips';
import type { ItinerarySummary, MonthNumber, TravelStyle } from '../../content/types';

export const LENGTHS = [
  { id: '-7', label: 'Up to 7 days', min: 0, max: 7 },
  { id: '8-12', label: '8 to 12 days', min: 8, max: 12 },
  { id: '13-', label: '13 days or more', min: 13, max: Infinity },
] as const;

/** Bounds in US dollars per person; labels are made in the visitor's currency (finderLabels). */
export const PRICE_BANDS = [
  { id: '-5000', min: 0, max: 5000 },
  { id: '5000-8000', min: 5000, max: 8000 },
  { id: '8000-', min: 8000, max: Infinity },
] as const;

export const SORTS = [
  { id: '', label: 'Recommended' },
  { id: 'price', label: 'Price, low to high' },
  { id: 'days', label: 'Length, shortest first' },
] as const;

export type LengthId = (typeof LENGTHS)[number]['id'];
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export type SortId = 'price' | 'days';

export interface FinderQuery {
  readonly month?: MonthNumber;
  readonly days?: LengthId;
  /** In the order of TRAVEL_STYLES, without repeats. */
  readonly styles: readonly TravelStyle[];
  readonly price?: PriceBandId;
  readonly sort?: SortId;
}

export const NO_FILTERS: FinderQuery = { styles: [] };

const KEYS = ['month', 'days', 'style', 'price', 'sort'] as const;

function oneOf<T extends string>(ids: readonly T[], value: string | null): T | undefined {
  return ids.find((id) => id === value);
}

/** The filters a query string names; anything unknown or malformed is left out. */
export function parseFinderQuery(search: string): FinderQuery {
  const q = new URLSearchParams(search);
  const monthText = q.get('month') ?? '';
  const month = /^\d{1,2}$/.test(monthText) && Number(monthText) >= 1 && Number(monthText) <= 12 ? (Number(monthText) as MonthNumber) : undefined;
  // Comma-separated as the finder writes it, or repeated as a plain form submits it.
  const named = new Set(q.getAll('style').flatMap((v) => v.split(',')).map((s) => s.trim()));
  const styles = TRAVEL_STYLES.map((s) => s.id).filter((id) => named.has(id) && isTravelStyle(id));
  return {
    month,
    days: oneOf(LENGTHS.map((l) => l.id), q.get('days')),
    styles,
    price: oneOf(PRICE_BANDS.map((p) => p.id), q.get('price')),
    sort: oneOf(['price', 'days'] as const, q.get('sort')),
  };
}

/**
 * The query string for `query`, keeping parameters that are not the finder's: '' when no filter is
 * set, else 'month=3&style=wildlife' (without '?').
 */
export function finderSearch(query: FinderQuery, current = ''): string {
  const q = new URLSearchParams(current);
  for (const key of KEYS) q.delete(key);
  if (query.month) q.set('month', String(query.month));
  if (query.days) q.set('days', query.days);
  if (query.styles.length) q.set('style', query.styles.join(','));
  if (query.price) q.set('price', query.price);
  if (query.sort) q.set('sort', query.sort);
  // URLSearchParams would encode the commas between styles; they are safe in a query.
  return q.toString().replace(/%2C/g, ',');
}

export function hasFilters(query: FinderQuery): boolean {
  return !!(query.month || query.days || query.styles.length || query.price);
}

function matches(it: ItinerarySummary, query: FinderQuery): boolean {
  if (query.month && !it.bestMonths.includes(query.month)) return false;
  const length = LENGTHS.find((l) => l.id === query.days);
  const days = durationDays(it.duration);
  if (length && !(days >= length.min && days <= length.max)) return false;
  // Styles are alternatives, as in every faceted search: wildlife or trekking.
  if (query.styles.length && !query.styles.some((s) => it.styles.includes(s))) return false;
  const band = PRICE_BANDS.find((p) => p.id === query.price);
  // A price on a boundary belongs to the band above it: $5,000 is not 'under $5,000'.
  if (band && !(it.fromPrice >= band.min && it.fromPrice < band.max)) return false;
  return true;
}

/** The journeys that match every filter, in the order asked for (recommended: catalogue order). */
export function findItineraries(list: readonly ItinerarySummary[], query: FinderQuery): ItinerarySummary[] {
  const found = list.filter((it) => matches(it, query));
  if (query.sort === 'price') return found.sort((a, b) => a.fromPrice - b.fromPrice);
  if (query.sort === 'days') return found.sort((a, b) => durationDays(a.duration) - durationDays(b.duration));
  return found;
}

/** '6 journeys', '1 journey', 'No journeys'. */
export function countText(count: number): string {
  if (count === 0) return 'No journeys';
  return `${count} ${count === 1 ? 'journey' : 'journeys'}`;
}

/**
 * The filters in words, for a message to a specialist: 'Journeys in India; travelling in March; 8 to
 * 12 days; wildlife or culture; under $5,000 per person'. `price` says a band in the visitor's words.
 */
export function describeFilters(query: FinderQuery, where: string, price: (band: PriceBandId) => string): string {
  const parts = [`Journeys in ${where}`];
  if (query.month) parts.push(`travelling in ${MONTH_NAMES[query.month - 1]}`);
  const length = LENGTHS.find((l) => l.id === query.days);
  if (length) parts.push(length.label.toLowerCase());
  if (query.styles.length) parts.push(query.styles.map((id) => TRAVEL_STYLES.find((s) => s.id === id)?.label.toLowerCase()).join(' or '));
  if (query.price) parts.push(`${price(query.price)} per person`);
  return parts.join('; ');
}
