/**
 * One trip model (DESIGN, "One trip, one timeline"): a dated plan is a trip without bookings, a
 * booked trip is a plan with bookings. Either way a trip is an itinerary from a start date, each of
 * its days with its date, the stop it is spent at and that day's plan; a booked trip adds what the
 * agency booked (booking.ts: the night's hotel, guide and meeting point by day, flights and
 * transfers at local times in their zones). timeline.ts turns trips into the days a traveller lives.
 *
 * Also here, once: the rule that names a night's stay from the day plan's words.
 */
import { stopOfEachDay } from '../content/stops';
import { COUNTRY_TIME_ZONES } from '../content/timeZones';
import type { Itinerary, ItineraryDay, RouteStop } from '../content/types';
import type { BookedTrip } from './booking';
import type { TripPass } from './passes';
import { addDays, daysBetween, type IsoDate } from './dates';

/** What a trip reads of its itinerary. */
export type TripItinerary = Pick<Itinerary, 'id' | 'title' | 'days' | 'stops'>;

export interface TripDay {
  /** 1 is the start date. */
  readonly number: number;
  readonly date: IsoDate;
  /** Where it is spent and its plan, where the catalogue has the itinerary (a booked trip's may be gone). */
  readonly stop?: RouteStop;
  readonly plan?: ItineraryDay;
  /** The zone of the stop's country: the day turns at midnight there. */
  readonly zone?: string;
}

export interface Trip {
  /** 'planned:golden-triangle:2027-03-14', 'booked:rj-…': unique among the trips on a phone. */
  readonly id: string;
  readonly itineraryId: string;
  /** The itinerary's title, or the booking's as sent. */
  readonly title: string;
  readonly start: IsoDate;
  /** The last day's date. */
  readonly end: IsoDate;
  readonly days: readonly TripDay[];
  readonly itinerary?: TripItinerary;
  /** The traveller's own plan it stands for (My Journeys' record), on a planned trip. */
  readonly plan?: { readonly id: string; readonly travellers: number };
  /** What the agency booked: the signed trip, on a booked trip. */
  readonly booking?: BookedTrip;
  /** The boarding passes and tickets the traveller kept with a booked trip (passes.ts). */
  readonly passes?: readonly TripPass[];
}

/** A day of an itinerary before it has a date: its number, stop, plan and the zone it is spent in. */
export interface PlanDay {
  readonly number: number;
  readonly stop: RouteStop;
  readonly plan: ItineraryDay;
  readonly zone: string;
}

/** An itinerary's days, undated (the desk lays a booking over them before the start is chosen). */
export function itineraryDays(itinerary: Pick<Itinerary, 'days' | 'stops'>): PlanDay[] {
  const stops = stopOfEachDay(itinerary.stops, itinerary.days);
  return itinerary.days.map((plan, i) => ({ number: i + 1, stop: stops[i]!, plan, zone: COUNTRY_TIME_ZONES[stops[i]!.country] }));
}

function tripDays(start: IsoDate, length: number, itinerary: TripItinerary | undefined): TripDay[] {
  const planned = itinerary ? itineraryDays(itinerary) : [];
  return Array.from({ length }, (_, i) => ({ ...planned[i], number: i + 1, date: addDays(start, i) }));
}

/** A plan made on this device: the itinerary from `start`. */
export function plannedTrip(plan: { readonly id: string; readonly itineraryId: string; readonly start: IsoDate; readonly travellers: number }, itinerary: TripItinerary): Trip {
  const days = tripDays(plan.start, itinerary.days.length, itinerary);
  return {
    id: `planned:${plan.id}`,
    itineraryId: itinerary.id,
    title: itinerary.title,
    start: plan.start,
    end: days.at(-1)?.date ?? plan.start,
    days,
    itinerary,
    plan: { id: plan.id, travellers: plan.travellers },
  };
}

/**
 * A plan over an itinerary known only in outline (its length and the zone it is spent in): My
 * Journeys' list, which shows where each plan stands without loading every day plan.
 */
export function outlinedTrip(plan: { readonly id: string; readonly itineraryId: string; readonly start: IsoDate; readonly travellers: number }, outline: { readonly title: string; readonly days: number; readonly zone: string }): Trip {
  const days = Array.from({ length: Math.max(1, outline.days) }, (_, i) => ({ number: i + 1, date: addDays(plan.start, i), zone: outline.zone }));
  return { id: `planned:${plan.id}`, itineraryId: plan.itineraryId, title: outline.title, start: plan.start, end: days.at(-1)!.date, days, plan: { id: plan.id, travellers: plan.travellers } };
}

/** A trip the agency booked, over its itinerary where the catalogue still has it. */
export function bookedTrip(booking: BookedTrip, itinerary?: TripItinerary, passes?: readonly TripPass[]): Trip {
  return {
    id: `booked:${booking.tripId}`,
    itineraryId: booking.itineraryId,
    title: booking.title,
    start: booking.start,
    end: booking.end,
    days: tripDays(booking.start, daysBetween(booking.start, booking.end) + 1, itinerary),
    ...(itinerary && { itinerary }),
    booking,
    ...(passes?.length && { passes: passes.filter((p) => p.tripId === booking.tripId) }),
  };
}

/** A night's stay as the day plan writes it ('The Oberoi Amarvilas, Agra'). */
export interface PlannedStay {
  /** As written. */
  readonly text: string;
  /** The hotel's own name, without its town ('The Oberoi Amarvilas'): what a traveller calls it. */
  readonly name: string;
  /** Whether a map app can find it by its words (no private camp, no "best available" lodge). */
  readonly findable: boolean;
}

const UNFINDABLE = [/^private camp\b/i, /^best available\b/i];

/**
 * The stay a day plan's words name; none on the day of departure. The day plans write every stay
 * as 'Name, Town', so the name is what comes before the last comma.
 */
export function plannedStay(accommodation: string | undefined): PlannedStay | undefined {
  const text = accommodation?.trim();
  if (!text || /^departure$/i.test(text)) return undefined;
  const comma = text.lastIndexOf(', ');
  return { text, name: comma > 0 ? text.slice(0, comma) : text, findable: !UNFINDABLE.some((re) => re.test(text)) };
}
