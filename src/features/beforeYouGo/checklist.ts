/**
 * 'Before you go': a dated trip's checklist, worked out from the trip (its countries, stops, months
 * and altitude) and the catalogue, each item with a due date counted back from the trip's dates and
 * the sources it rests on. Pure: the caller passes the countries' essentials (loaded by country,
 * content/essentials.ts) and, where it matters, today.
 *
 * Where each part comes from:
 * - entry and permits: content/checklist.ts (rules with their sources);
 * - health: the travel clinic (content/checklist.ts) and, on a trip sleeping above 2,500 m, the
 *   highest night (content/elevations through features/altitude) with the NHS page of
 *   content/altitudeSickness;
 * - money, plugs and temple dress: the country essentials (content/essentials), as shown on
 *   /essentials/{country};
 * - packing for cold and rain: the When to Go climate normals (content/seasons) of the regions
 *   and months the days are spent in.
 *
 * An item concerns one country or none (the clinic): never one the trip does not visit.
 */
import { altitudeFirstSteps } from '../../content/altitudeSickness';
import type { SourcePage } from '../../content/checked';
import { entryRules, permitRules, travelClinicRule, type ChecklistRule, type Due } from '../../content/checklist';
import { countryNames } from '../../content/countryNames';
import { formatElevation, HIGH_NIGHT_M, stopKey } from '../../content/elevations';
import type { CountryEssentials, Fact, Source } from '../../content/essentials/types';
import { MONTH_NAMES } from '../../content/months';
import { getClimateRegion } from '../../content/seasons';
import { stopOfEachDay } from '../../content/stops';
import type { CountrySlug, Itinerary } from '../../content/types';
import { paths } from '../../config/paths';
import { journeyAltitude } from '../altitude/journey';
import { addDays, compareIsoDates, monthOf, type IsoDate } from '../../trip/dates';

/** 'flights': what a booked trip's flights imply (bookedTrip/bookingChecklist.ts). */
export type ChecklistCategory = 'entry' | 'permits' | 'health' | 'money' | 'plugs' | 'packing' | 'flights';

export const CATEGORY_LABELS: Readonly<Record<ChecklistCategory, string>> = {
  entry: 'Entry',
  permits: 'Permits',
  health: 'Health',
  money: 'Money',
  plugs: 'Plugs and voltage',
  flights: 'Flights',
  packing: 'Packing',
};

/** Where an item's facts come from, as shown under it. */
export interface ItemSource {
  readonly title: string;
  /** Absent for the climate normals, which name a station, not a page. */
  readonly url?: string;
  /** 'YYYY-MM-DD', when it was last read. */
  readonly checkedOn?: string;
  /** Its own words for the rule are in content/sourceWords.ts, shown on request. */
  readonly words?: true;
  /** Its own words, kept with the fact (a carrier's rule), shown on request. */
  readonly quote?: string;
}

export interface ChecklistItem {
  /** Stable for the trip: ticks and calendar UIDs are keyed on it ('entry-india-evisa'). */
  readonly id: string;
  readonly category: ChecklistCategory;
  /** The country it concerns; undefined for the whole trip (the travel clinic). */
  readonly country?: CountrySlug;
  readonly title: string;
  readonly text: string;
  /** The day it is due. */
  readonly due: IsoDate;
  readonly sources: readonly ItemSource[];
  /** A page with more: the country's essentials. */
  readonly more?: { readonly href: string; readonly label: string };
}

/** What a checklist reads of an itinerary. */
export type ChecklistTrip = Pick<Itinerary, 'stops' | 'days'>;

/** A night at or below this, in a month the trip spends there, puts warm layers on the list. */
export const COLD_NIGHT_C = 10;
/** A month with this much rain or more where the trip is puts rain gear on the list. */
export const WET_MONTH_MM = 100;

/** Days before the start: the packing items, and money and plugs (an adapter to buy). */
const PACK_DAYS_BEFORE = 3;
const BUY_DAYS_BEFORE = 7;

const CATEGORY_ORDER: readonly ChecklistCategory[] = ['entry', 'permits', 'health', 'money', 'plugs', 'packing', 'flights'];

const fromFact = (source: SourcePage, checkedOn: string): ItemSource => ({ title: source.publisher, url: source.url, checkedOn, words: true });
const fromEssentials = (source: Source): ItemSource => ({ title: source.title, url: source.url, checkedOn: source.checked });
const uniqueSources = (sources: readonly ItemSource[]): ItemSource[] => [...new Map(sources.map((s) => [`${s.title}|${s.url ?? ''}`, s])).values()];

/** The trip's countries, in the order it first reaches them (every stop's, passed through or slept in). */
export function tripCountries(trip: Pick<Itinerary, 'stops'>): CountrySlug[] {
  return [...new Set(trip.stops.map((s) => s.country))];
}

/**
 * The first day spent in `country`, as a date: the day whose night is there (day k is spent where
 * night k is); the last day when the trip only passes through it.
 */
export function arrivalIn(trip: ChecklistTrip, start: IsoDate, country: CountrySlug): IsoDate {
  const days = stopOfEachDay(trip.stops, trip.days);
  const index = days.findIndex((stop) => stop.country === country);
  return addDays(start, index < 0 ? Math.max(0, days.length - 1) : index);
}

/**
 * The day a rule is due on this trip: counted back from the start, or from the arrival in the
 * rule's country, but never later than the day before the start (a second country's visa is
 * arranged from home, not on the road).
 */
export function dueDate(due: Due, trip: ChecklistTrip, start: IsoDate, country?: CountrySlug): IsoDate {
  if (due.of === 'start' || !country) return addDays(start, -due.daysBefore);
  const fromArrival = addDays(arrivalIn(trip, start, country), -due.daysBefore);
  const dayBefore = addDays(start, -1);
  return compareIsoDates(fromArrival, dayBefore) < 0 ? fromArrival : dayBefore;
}

function ruleItem(category: ChecklistCategory, rule: ChecklistRule, trip: ChecklistTrip, start: IsoDate, country?: CountrySlug): ChecklistItem {
  return {
    id: `${category}-${rule.id}`,
    category,
    ...(country ? { country } : {}),
    title: rule.title,
    text: rule.text,
    due: dueDate(rule.due, trip, start, country),
    sources: rule.sources.map((s) => fromFact(s, rule.checkedOn)),
  };
}

/** The highest night, when the trip sleeps above HIGH_NIGHT_M (by the catalogue's sourced figures). */
function altitudeItem(trip: ChecklistTrip, start: IsoDate): ChecklistItem | undefined {
  const { check } = journeyAltitude(trip.stops);
  const highest = check.highest;
  if (!check.high || !highest?.elevation) return undefined;
  const where = highest.stop.name;
  return {
    id: 'health-altitude',
    category: 'health',
    country: highest.stop.country,
    title: 'Ask about altitude at the same visit',
    text: `This trip sleeps as high as ${formatElevation(highest.elevation)} (${where}). Altitude sickness can start above ${HIGH_NIGHT_M.toLocaleString('en-GB')} m: ask your doctor about it, and read the acclimatisation guidance in this page's Altitude section.`,
    due: dueDate(travelClinicRule.due, trip, start),
    sources: [
      fromFact(highest.elevation.source, highest.elevation.checkedOn),
      fromFact(altitudeFirstSteps.sources[0], altitudeFirstSteps.checkedOn),
    ],
  };
}

interface ClimateDay {
  readonly country: CountrySlug;
  readonly place: string;
  readonly regionName: string;
  readonly month: number;
  readonly lowC: number;
  readonly rainMm: number;
  readonly source: string;
}

/** Each day of the trip with the climate normals of its stop's region in its month. */
function climateDays(trip: ChecklistTrip, start: IsoDate): ClimateDay[] {
  return stopOfEachDay(trip.stops, trip.days).flatMap((stop, i) => {
    const region = getClimateRegion(stop.region);
    const month = monthOf(addDays(start, i));
    const climate = region?.months[month - 1];
    return region && climate ? [{ country: stop.country, place: stop.name, regionName: region.name, month, lowC: climate.lowC, rainMm: climate.rainMm, source: region.source }] : [];
  });
}

const climateSource = (day: ClimateDay): ItemSource => ({ title: `Climate normals: ${day.source}` });

/** Warm layers for the coldest night, rain gear for the wettest month: one item each, at most. */
function climateItems(trip: ChecklistTrip, start: IsoDate): ChecklistItem[] {
  const days = climateDays(trip, start);
  const due = addDays(start, -PACK_DAYS_BEFORE);
  const items: ChecklistItem[] = [];
  const coldest = days.reduce<ClimateDay | undefined>((a, d) => (!a || d.lowC < a.lowC ? d : a), undefined);
  if (coldest && coldest.lowC <= COLD_NIGHT_C) {
    items.push({
      id: 'packing-warm',
      category: 'packing',
      country: coldest.country,
      title: 'Pack warm layers',
      text: `Nights fall to about ${coldest.lowC}°C on average in ${MONTH_NAMES[coldest.month - 1]} in ${coldest.place} (${coldest.regionName}).`,
      due,
      sources: [climateSource(coldest)],
    });
  }
  const wettest = days.reduce<ClimateDay | undefined>((a, d) => (!a || d.rainMm > a.rainMm ? d : a), undefined);
  if (wettest && wettest.rainMm >= WET_MONTH_MM) {
    items.push({
      id: 'packing-rain',
      category: 'packing',
      country: wettest.country,
      title: 'Pack a rain jacket',
      text: `About ${wettest.rainMm} mm of rain falls on average in ${MONTH_NAMES[wettest.month - 1]} in ${wettest.place} (${wettest.regionName}).`,
      due,
      sources: [climateSource(wettest)],
    });
  }
  return items;
}

const isTipping = (fact: Fact) => /\btip/i.test(fact.text);

/** Money, plugs and temple dress of one country, from its essentials. */
function essentialsItems(country: CountrySlug, e: CountryEssentials, start: IsoDate): ChecklistItem[] {
  const name = countryNames[country];
  const more = { href: paths.essentials(country), label: `${name} essentials: money, plugs, etiquette and phrases` };
  const items: ChecklistItem[] = [];
  const money = [e.money[0], e.money.find(isTipping)].filter((f): f is Fact => f !== undefined);
  if (money.length) {
    items.push({
      id: `money-${country}`,
      category: 'money',
      country,
      title: `Money for ${name}: the ${e.currency.name}`,
      text: [...new Set(money.map((f) => f.text))].join(' '),
      due: addDays(start, -BUY_DAYS_BEFORE),
      sources: uniqueSources(money.map((f) => fromEssentials(f.source))),
      more,
    });
  }
  const types = e.plugs.types;
  items.push({
    id: `plugs-${country}`,
    category: 'plugs',
    country,
    title: `A plug adapter for ${name}`,
    text: `Sockets take plug type${types.length > 1 ? 's' : ''} ${types.slice(0, -1).join(', ')}${types.length > 1 ? ' and ' : ''}${types.at(-1) ?? ''}; the supply is ${e.plugs.volts} V, ${e.plugs.hertz} Hz. Check that your chargers take ${e.plugs.volts} V.`,
    due: addDays(start, -BUY_DAYS_BEFORE),
    sources: [fromEssentials(e.plugs.source)],
    more,
  });
  const dress = e.etiquette.filter((f) => f.topic === 'dress');
  if (dress.length) {
    items.push({
      id: `packing-dress-${country}`,
      category: 'packing',
      country,
      title: country === 'bhutan' ? 'Pack clothes for dzongs and temples' : `Pack clothes for temples in ${name}`,
      text: dress.map((f) => f.text).join(' '),
      due: addDays(start, -PACK_DAYS_BEFORE),
      sources: uniqueSources(dress.map((f) => fromEssentials(f.source))),
      more,
    });
  }
  return items;
}

const orderOf = (item: ChecklistItem) => CATEGORY_ORDER.indexOf(item.category);

/**
 * The checklist of `trip` from `start`, soonest due first (then entry, permits, health, money, plugs,
 * packing). `essentials` holds the visited countries' essentials; a country missing there gets no
 * money, plugs or dress items (the caller loads them all, see checklistEssentials).
 */
export function beforeYouGo(trip: ChecklistTrip, start: IsoDate, essentials: Partial<Record<CountrySlug, CountryEssentials>>): ChecklistItem[] {
  const countries = tripCountries(trip);
  const visited = new Set(countries);
  const nightStops = new Set(trip.stops.filter((s) => s.nights > 0).map(stopKey));

  const items: ChecklistItem[] = [
    ...entryRules.filter((r) => visited.has(r.country)).map((r) => ruleItem('entry', r, trip, start, r.country)),
    ...permitRules.filter((r) => visited.has(r.country) && r.stops.some((s) => nightStops.has(s))).map((r) => ruleItem('permits', r, trip, start, r.country)),
    ruleItem('health', travelClinicRule, trip, start),
    ...[altitudeItem(trip, start)].filter((i): i is ChecklistItem => i !== undefined),
    ...countries.flatMap((c) => {
      const e = essentials[c];
      return e ? essentialsItems(c, e, start) : [];
    }),
    ...climateItems(trip, start),
  ];
  return sortChecklist(items);
}

/** Soonest due first, then by category (entry first, flights last), then by id. */
export function sortChecklist(items: readonly ChecklistItem[]): ChecklistItem[] {
  return [...items].sort((a, b) => compareIsoDates(a.due, b.due) || orderOf(a) - orderOf(b) || a.id.localeCompare(b.id));
}

/**
 * The day a reminder goes in the calendar: the due day, or today if that has passed (an alarm in
 * the past rings for nobody), never after the start.
 */
export function reminderDate(item: Pick<ChecklistItem, 'due'>, today: IsoDate, start: IsoDate): IsoDate {
  const day = compareIsoDates(item.due, today) < 0 ? today : item.due;
  return compareIsoDates(day, start) > 0 ? start : day;
}

/** Whether the item's due day has passed. */
export const isOverdue = (item: Pick<ChecklistItem, 'due'>, today: IsoDate): boolean => compareIsoDates(item.due, today) < 0;
