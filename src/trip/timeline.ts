/**
 * The trips on a phone as the days a traveller lives them, on the model of KDE Itinerary's
 * TimelineModel (one model merges reservations, transfers and trip groups into the day list):
 * `timeline(trips, now)` gives, for each trip, every local day with its items in order, the travel
 * before day 1 and after the last day included; where each trip stands at `now`; and which trip
 * leads. Today, Help, Before you go, the calendar file, /trip and My Journeys read it. Pure.
 *
 * - A day is a calendar date in the zone where it is spent: a trip day in its country's zone; a
 *   day of travel (the journey there, the journey home) in its first departure's zone.
 * - A flight or a pick-up belongs to the day on which it departs, in its own zone (DESIGN: "A flight
 *   is two instants, each a local time in its airport's zone"); one that departs before day 1 makes
 *   a day of travel before it, one after the last day a day of travel after it.
 * - A day's items: the guide, then what has a time (flights, pick-ups, the meeting point) by
 *   instant, then a meeting point with no time, the plan of the day, and the night's stay.
 * - A day is under way from midnight where it is spent, but not before the flights of earlier days
 *   have landed: the day a flight to India lands has not begun for a traveller still in the air,
 *   though it is already that date in India.
 */
import type { Flight, Guide, Hotel, MeetingPoint, Transfer } from './booking';
import { filePass, type Filing, type PassLeg, type TripPass } from './passes';
import { daysBetween, type IsoDate } from './dates';
import { dateInZone, dateOf, type Instant, instantOf, localAt, type LocalDateTime } from './zones';
import { plannedStay, type PlannedStay, type Trip, type TripDay } from './trip';

/** A moment as it is where something happens. */
export interface Timed {
  readonly instant: Instant;
  /** The local time in `zone`. */
  readonly local: LocalDateTime;
  readonly zone: string;
}

export type TimelineItem =
  | { readonly kind: 'guide'; readonly id: string; readonly guide: Guide }
  /** `passes`: the boarding passes kept for it (passes.ts files them). */
  | { readonly kind: 'flight'; readonly id: string; readonly at: Timed; readonly arrives: Timed; readonly flight: Flight; readonly passes: readonly TripPass[] }
  /** A boarding pass for no booked flight, on its own date. */
  | { readonly kind: 'pass'; readonly id: string; readonly pass: TripPass; readonly leg: PassLeg }
  | { readonly kind: 'transfer'; readonly id: string; readonly at: Timed; readonly transfer: Transfer }
  | { readonly kind: 'meeting'; readonly id: string; readonly at?: Timed; readonly meetingPoint: MeetingPoint }
  | { readonly kind: 'plan'; readonly id: string; readonly day: TripDay }
  | {
      readonly kind: 'stay';
      readonly id: string;
      /** The night's number (the night after day n is night n). */
      readonly night: number;
      /** What a traveller calls it: the booked hotel's name, else the plan's. */
      readonly name: string;
      /** The hotel as booked (address, phone, confirmation, local script), where the booking names one. */
      readonly hotel?: Hotel;
      /** The day plan's stay. */
      readonly planned?: PlannedStay;
      /** The booking put another hotel here than the plan. */
      readonly changed: boolean;
    };

export interface TimelineDay {
  readonly date: IsoDate;
  /** Where the day is spent: its date is the date there. */
  readonly zone: string;
  /** 'there': travel before day 1; 'trip': one of the trip's days; 'home': travel after the last. */
  readonly part: 'there' | 'trip' | 'home';
  /** On the trip's days: its number, stop and plan. */
  readonly day?: TripDay;
  readonly items: readonly TimelineItem[];
}

export type Moment =
  /** No day has begun; `daysToGo` to day 1 (1 on its eve); `localNow` where the first day (of travel, or of the trip) is spent. */
  | { readonly kind: 'before'; readonly daysToGo: number; readonly localNow: LocalDateTime }
  /** `index` is the day under way in the trip's timeline days (travel days count). */
  | { readonly kind: 'during'; readonly index: number; readonly localNow: LocalDateTime }
  /** The last day is over where it was spent; `daysSince` the last day of the trip. */
  | { readonly kind: 'after'; readonly daysSince: number };

/** A trip day by day (without the clock: /trip's list, the route's stays, the checklist's flights). */
export interface TripByDay {
  readonly trip: Trip;
  readonly days: readonly TimelineDay[];
  /** The trip's tickets with no date to read (passes.ts): kept with it, apart from its days. */
  readonly undated?: readonly TripPass[];
}

export interface TripTimeline extends TripByDay {
  readonly moment: Moment;
}

export interface Timeline {
  /** The order Today shows them in: the one under way, then those to come (soonest first), then those over (latest first); a booked trip before a plan on the same footing. */
  readonly trips: readonly TripTimeline[];
  /** The trip that leads: the first, unless every trip is over. */
  readonly lead?: TripTimeline;
}

const timed = (local: LocalDateTime, zone: string): Timed => ({ instant: instantOf(local, zone), local, zone });

/** Each of the trip's passes with where it is filed (passes.ts). */
function filings(trip: Trip): { pass: TripPass; filing: Filing }[] {
  const flights = trip.booking?.flights ?? [];
  return (trip.passes ?? []).map((pass) => ({ pass, filing: filePass(pass, trip, flights) }));
}

/** The timed items of a booking, each on the date it departs where it departs (a flight with its passes). */
function bookedMoves(trip: Trip, filed: readonly { pass: TripPass; filing: Filing }[]): { date: IsoDate; item: TimelineItem & { at: Timed } }[] {
  const booking = trip.booking;
  if (!booking) return [];
  const passesOf = (flight: Flight) => filed.filter((f) => f.filing.kind === 'flight' && f.filing.flightId === flight.id).map((f) => f.pass);
  return [
    ...booking.flights.map((flight) => {
      const at = timed(flight.departs, flight.from.zone);
      return { date: dateOf(flight.departs), item: { kind: 'flight' as const, id: flight.id, at, arrives: timed(flight.arrives, flight.to.zone), flight, passes: passesOf(flight) } };
    }),
    ...booking.transfers.map((transfer) => ({ date: dateOf(transfer.pickUp), item: { kind: 'transfer' as const, id: transfer.id, at: timed(transfer.pickUp, transfer.zone), transfer } })),
  ];
}

/** Where an item falls in its day (see the module's note). */
function rank(item: TimelineItem): number {
  switch (item.kind) {
    case 'guide':
      return 0;
    case 'flight':
    case 'transfer':
      return 1;
    case 'meeting':
      return item.at ? 1 : 2;
    case 'pass':
      return 2;
    case 'plan':
      return 3;
    case 'stay':
      return 4;
  }
}

function byTime(a: TimelineItem, b: TimelineItem): number {
  const byRank = rank(a) - rank(b);
  if (byRank) return byRank;
  const at = (i: TimelineItem) => ('at' in i && i.at ? i.at.instant : 0);
  return at(a) - at(b) || a.id.localeCompare(b.id);
}

/** The trip's days, with the days of travel before and after, and each day's items in order. */
export function tripDays(trip: Trip, fallbackZone: string): TimelineDay[] {
  const booking = trip.booking;
  const changes = new Map((booking?.days ?? []).map((d) => [d.day, d]));
  const filed = filings(trip);
  const moves = bookedMoves(trip, filed);
  // Passes for no booked flight, each under its own date.
  const loose = filed.flatMap(({ pass, filing }) => (filing.kind === 'unmatched' ? [{ date: filing.date, item: { kind: 'pass' as const, id: `pass-${pass.id}`, pass, leg: filing.leg } }] : []));
  const length = trip.days.length;

  // Each trip day's zone: its country's, else that of its first departure, else the day before's.
  const zones: string[] = [];
  trip.days.forEach((day, i) => {
    const first = moves.filter((m) => m.date === day.date).sort((a, b) => a.item.at.instant - b.item.at.instant)[0];
    zones.push(day.zone ?? first?.item.at.zone ?? zones[i - 1] ?? moves[0]?.item.at.zone ?? fallbackZone);
  });

  const days: TimelineDay[] = trip.days.map((day, i) => {
    const change = changes.get(day.number);
    const zone = zones[i]!;
    const items: TimelineItem[] = [...moves, ...loose].filter((m) => m.date === day.date).map((m) => m.item);
    if (change?.guide) items.push({ kind: 'guide', id: `day${day.number}-guide`, guide: change.guide });
    if (change?.meetingPoint) {
      const time = change.meetingPoint.time;
      items.push({ kind: 'meeting', id: `day${day.number}-meeting`, meetingPoint: change.meetingPoint, ...(time && { at: timed(`${day.date}T${time}`, zone) }) });
    }
    if (day.plan) items.push({ kind: 'plan', id: `day${day.number}-plan`, day });
    if (day.number < length) {
      const planned = plannedStay(day.plan?.accommodation);
      const hotel = change?.hotel;
      const name = hotel?.name ?? planned?.name;
      if (name) {
        const changed = hotel !== undefined && planned !== undefined && hotel.name.trim().toLowerCase() !== planned.name.trim().toLowerCase();
        items.push({ kind: 'stay', id: `night${day.number}`, night: day.number, name, ...(hotel && { hotel }), ...(planned && { planned }), changed });
      }
    }
    return { date: day.date, zone, part: 'trip', day, items: items.sort(byTime) };
  });

  // Travel before day 1 and after the last: a day for each date something departs on, in the zone of its first departure.
  const travel = (part: 'there' | 'home', outside: (date: IsoDate) => boolean): TimelineDay[] => {
    const dates = [...new Set([...moves, ...loose].filter((m) => outside(m.date)).map((m) => m.date))].sort();
    return dates.map((date) => {
      const items = [...moves, ...loose].filter((m) => m.date === date).map((m) => m.item).sort(byTime);
      const first = items.find((i): i is TimelineItem & { at: Timed } => 'at' in i && i.at !== undefined);
      return { date, zone: first?.at.zone ?? zones[0] ?? fallbackZone, part, items };
    });
  };
  return [...travel('there', (d) => d < trip.start), ...days, ...travel('home', (d) => d > trip.end)];
}

/**
 * When each day begins: midnight where it is spent, but not before every flight of an earlier
 * day has landed.
 */
function beginnings(days: readonly TimelineDay[]): Instant[] {
  let landed = -Infinity;
  return days.map((day) => {
    const midnight = instantOf(`${day.date}T00:00`, day.zone);
    const begins = Math.max(midnight, landed);
    for (const item of day.items) if (item.kind === 'flight') landed = Math.max(landed, item.arrives.instant);
    return begins;
  });
}

/** Where a trip stands at `now`. */
export function momentOf(trip: Trip, days: readonly TimelineDay[], now: Instant): Moment {
  const begins = beginnings(days);
  let index = -1;
  begins.forEach((at, i) => {
    if (now >= at) index = i;
  });
  const first = days.find((d) => d.part === 'trip') ?? days[0]!;
  if (index < 0) return { kind: 'before', daysToGo: Math.max(1, daysBetween(dateInZone(first.zone, now), trip.start)), localNow: localAt(now, days[0]!.zone) };
  const last = days.length - 1;
  const localNow = localAt(now, days[index]!.zone);
  if (index === last && dateOf(localNow) > days[last]!.date) {
    const end = days.filter((d) => d.part === 'trip').at(-1) ?? days[last]!;
    return { kind: 'after', daysSince: daysBetween(end.date, dateInZone(end.zone, now)) };
  }
  return { kind: 'during', index, localNow };
}

const standing = (m: Moment) => (m.kind === 'during' ? 0 : m.kind === 'before' ? 1 : 2);

/** Today's order (see Timeline.trips). */
function leadFirst(a: TripTimeline, b: TripTimeline): number {
  const byStanding = standing(a.moment) - standing(b.moment);
  if (byStanding) return byStanding;
  const booked = (t: TripTimeline) => (t.trip.booking ? 0 : 1);
  const byBooking = booked(a) - booked(b);
  if (byBooking) return byBooking;
  const byStart = a.trip.start.localeCompare(b.trip.start);
  return (a.moment.kind === 'after' ? -byStart : byStart) || a.trip.id.localeCompare(b.trip.id);
}

/**
 * The trips at `now`, each day by day with where it stands, in the order Today shows them.
 * `fallbackZone` (the phone's) reads a booked trip's days where neither its itinerary nor its
 * bookings say where they are spent.
 */
export function timeline(trips: readonly Trip[], now: Instant, fallbackZone = 'UTC'): Timeline {
  const all = trips
    .filter((trip) => trip.days.length > 0)
    .map((trip) => tripTimeline(trip, now, fallbackZone))
    .sort(leadFirst);
  const lead = all[0]?.moment.kind === 'after' ? undefined : all[0];
  return { trips: all, ...(lead && { lead }) };
}

/** One trip day by day. */
export function tripByDay(trip: Trip, fallbackZone = 'UTC'): TripByDay {
  const undated = filings(trip).flatMap(({ pass, filing }) => (filing.kind === 'undated' ? [pass] : []));
  return { trip, days: tripDays(trip, fallbackZone), ...(undated.length && { undated }) };
}

/** One trip day by day, with where it stands at `now`. */
export function tripTimeline(trip: Trip, now: Instant, fallbackZone = 'UTC'): TripTimeline {
  const days = tripDays(trip, fallbackZone);
  return { trip, days, moment: momentOf(trip, days, now) };
}

/** Whether a trip is under way or starts within `withinDays` days (home's banner shows then). */
export function isSoonOrRunning(moment: Moment, withinDays = 30): boolean {
  return moment.kind === 'during' || (moment.kind === 'before' && moment.daysToGo <= withinDays);
}

/** The day under way, where the trip is under way. */
export function dayUnderWay(t: TripTimeline): TimelineDay | undefined {
  return t.moment.kind === 'during' ? t.days[t.moment.index] : undefined;
}

/** The first item with a time on a day: tomorrow's first pick-up or flight. */
export function firstMove(day: TimelineDay | undefined): Extract<TimelineItem, { kind: 'flight' | 'transfer' }> | undefined {
  return day?.items.find((i): i is Extract<TimelineItem, { kind: 'flight' | 'transfer' }> => i.kind === 'flight' || i.kind === 'transfer');
}

/** Every flight of the timeline, in the order they depart. */
export function flightsOf(days: readonly TimelineDay[]): Extract<TimelineItem, { kind: 'flight' }>[] {
  return days.flatMap((d) => d.items.filter((i): i is Extract<TimelineItem, { kind: 'flight' }> => i.kind === 'flight'));
}
