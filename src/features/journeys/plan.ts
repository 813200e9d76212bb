/**
 * A dated trip as the itinerary page shows it: the trip core's planned trip (trip/trip.ts: each
 * day with its date and stop) with, for each day, that
 * month's weather rating for the stop's region (the When to Go data), warnings (an 'avoid' month,
 * a park or pass closed, a night that breaks the acclimatisation rule) and the festivals that fall
 * within the dates. Pure: no storage, no clock (the caller passes today).
 */
import { MONTH_NAMES } from '../../content/months';
import { journeyAltitude } from '../altitude/journey';
import { getClimateRegion } from '../../content/seasons';
import type { ClimateRegion, ClimateRegionId, Itinerary, ItineraryDay, MonthClimate, MonthNumber, RouteStop, SeasonNote, SeasonRating } from '../../content/types';
import { formatDay, monthOf, parseIsoDate, type IsoDate } from '../../trip/dates';
import { plannedTrip } from '../../trip/trip';

export interface PlanWarning {
  /**
   * 'avoid': the month is rated avoid for the stop's region; 'closure': a closure note applies;
   * 'altitude': the night breaks the acclimatisation rule (features/altitude).
   */
  readonly kind: 'avoid' | 'closure' | 'altitude';
  /** One sentence for the page. */
  readonly text: string;
  /** The closure note, for kind 'closure'. */
  readonly note?: SeasonNote;
}

export interface DatedDay {
  /** The day's number in the itinerary, from 1. */
  readonly number: number;
  /** Its date, 'YYYY-MM-DD', and as shown, 'Tue 16 Mar 2027'. */
  readonly date: IsoDate;
  readonly dateText: string;
  readonly month: MonthNumber;
  /** The itinerary's plan of the day (title, description, activities, hotel, meals). */
  readonly plan: ItineraryDay;
  /** Where the day is spent (stopOfEachDay). */
  readonly stop: RouteStop;
  /** The stop's climate region and that month there; undefined only if the data lacks the region. */
  readonly region?: ClimateRegion;
  readonly climate?: MonthClimate;
  readonly rating?: SeasonRating;
  /** Avoid-month and closure warnings for this day, the avoid warning first. */
  readonly warnings: readonly PlanWarning[];
  /** The festivals of the stop's region (and place) in this day's month. */
  readonly festivals: readonly SeasonNote[];
}

export interface PlanFestival {
  /** The note (the first region's, when regions share it, as Holi in the plains and Rajasthan). */
  readonly note: SeasonNote;
  /** The days it concerns: those spent where it applies, in a month it usually falls in. */
  readonly days: readonly number[];
  readonly regions: readonly ClimateRegionId[];
}

export interface DatedPlan {
  readonly itineraryId: string;
  readonly start: IsoDate;
  /** The last day's date. */
  readonly end: IsoDate;
  readonly days: readonly DatedDay[];
  /** Each festival within the dates once, in the order the trip first meets it. */
  readonly festivals: readonly PlanFestival[];
  /** How many days carry a warning. */
  readonly daysWithWarnings: number;
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Whether a note concerns a stop: notes without `places` cover the whole region; others name
 * PlaceRefs ('india/ranthambore') or, for stops without a page, '{country}/{slug of the name}'.
 */
export function noteAppliesTo(note: SeasonNote, stop: RouteStop): boolean {
  if (!note.places) return true;
  return note.places.some((p) => p === stop.place || p === `${stop.country}/${slug(stop.name)}`);
}

/** The warning of a day in a month rated 'avoid' for its stop's region. */
const avoidText = (stop: RouteStop, month: MonthNumber) =>
  `${MONTH_NAMES[month - 1]!} is a month to avoid in ${stop.name}: expect extreme heat, heavy monsoon rain or closed roads.`;

/**
 * The itinerary from `start`: every day with its date, stop, the month's rating and warnings,
 * and the festivals within the dates. `start` must be a valid date (parseTripQuery gives one);
 * throws a RangeError otherwise. Regions come from the When to Go data unless given.
 */
export function datedPlan(
  itinerary: Pick<Itinerary, 'id' | 'title' | 'days' | 'stops'>,
  start: IsoDate,
  regionOf: (id: ClimateRegionId) => ClimateRegion | undefined = getClimateRegion,
): DatedPlan {
  if (!parseIsoDate(start)) throw new RangeError(`Not a date: ${start}`);
  const trip = plannedTrip({ id: `${itinerary.id}:${start}`, itineraryId: itinerary.id, start, travellers: 1 }, itinerary);
  // Night n is spent at the end of day n: a night that breaks the rule marks its day.
  const altitudeBreaks = journeyAltitude(itinerary.stops).check.breaks;
  const festivals = new Map<string, { note: SeasonNote; days: number[]; regions: ClimateRegionId[] }>();

  const days: DatedDay[] = itinerary.days.map((plan, i) => {
    // A planned trip's days all have their stop: it is made from the itinerary.
    const { date, stop } = trip.days[i]!;
    if (!stop) throw new RangeError(`Day ${i + 1} of ${itinerary.id} has no stop`);
    const month = monthOf(date);
    const region = regionOf(stop.region);
    const climate = region?.months[month - 1];
    const applies = (note: SeasonNote) => note.months.includes(month) && noteAppliesTo(note, stop);
    const notes = region?.notes.filter(applies) ?? [];

    const warnings: PlanWarning[] = [];
    if (climate?.rating === 'avoid') warnings.push({ kind: 'avoid', text: avoidText(stop, month) });
    for (const note of notes) if (note.kind === 'closure') warnings.push({ kind: 'closure', text: note.text, note });
    for (const b of altitudeBreaks) if (b.night === plan.day) warnings.push({ kind: 'altitude', text: b.text });

    const dayFestivals = notes.filter((n) => n.kind === 'festival');
    for (const note of dayFestivals) {
      const entry = festivals.get(note.text) ?? { note, days: [], regions: [] };
      if (!entry.days.includes(plan.day)) entry.days.push(plan.day);
      if (!entry.regions.includes(stop.region)) entry.regions.push(stop.region);
      festivals.set(note.text, entry);
    }

    return {
      number: plan.day,
      date,
      dateText: formatDay(date),
      month,
      plan,
      stop,
      ...(region ? { region } : {}),
      ...(climate ? { climate, rating: climate.rating } : {}),
      warnings,
      festivals: dayFestivals,
    };
  });

  return {
    itineraryId: itinerary.id,
    start,
    end: days.length ? days[days.length - 1]!.date : start,
    days,
    festivals: [...festivals.values()],
    daysWithWarnings: days.filter((d) => d.warnings.length > 0).length,
  };
}
