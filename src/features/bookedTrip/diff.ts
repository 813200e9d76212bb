/**
 * What changed from the revision a phone keeps to a newer one, each change as before and after
 * ("Day 3 pick-up 09:30 → 10:15", "Night 4: The Oberoi Amarvilas → ITC Mughal"), shown before the
 * newer replaces the kept one. Pure. Flights and transfers are matched by their ids, days by
 * number; a night's hotel is the booking's where it names one, else the itinerary's
 * (`plannedHotel`), so a hotel booked instead of the planned one reads as the change it is.
 */
import type { Itinerary } from '../../content/types';
import { dayOfTrip, formatDay } from '../../trip/dates';
import { plannedStay } from '../../trip/trip';
import type { BookedTrip, DayChange, Flight, Transfer } from '../../trip/booking';

export interface Change {
  /** What changed, as the traveller reads it ('Day 3 pick-up', 'Night 4:'). */
  readonly label: string;
  /** Absent for something added. */
  readonly before?: string;
  /** Absent for something removed. */
  readonly after?: string;
}

/** 'Day 3 pick-up 09:30 → 10:15'; 'Day 5 transfer added: …'. */
export function changeText(change: Change): string {
  const { label, before, after } = change;
  if (before !== undefined && after !== undefined) return `${label} ${before} → ${after}`;
  return `${label} ${before ?? after ?? ''}`.trim();
}

/** The itinerary's hotel for a night ('The Oberoi Amarvilas'), if it names one. */
export type PlannedHotel = (itineraryId: string, night: number) => string | undefined;

/** The planned hotels of the itineraries `find` has loaded, by the name a traveller calls them (trip core's plannedStay). */
export function plannedHotels(find: (itineraryId: string) => Pick<Itinerary, 'days'> | undefined): PlannedHotel {
  return (itineraryId, night) => plannedStay(find(itineraryId)?.days[night - 1]?.accommodation)?.name;
}

const time = (local: string) => local.slice(11, 16);
const flightName = (f: Flight) => `${f.carrier} ${f.number}`;
const list = (items: readonly string[]) => items.join(', ');
const NONE = '—';

/** A value that may be absent on either side: a change when they differ. */
function field(changes: Change[], label: string, before: string | undefined, after: string | undefined): void {
  if ((before ?? '') !== (after ?? '')) changes.push({ label, before: before ?? NONE, after: after ?? NONE });
}

/** The day a time falls on, as a change names it: 'Day 3'; 'The journey there' before day 1, 'The journey home' after the last. */
function dayOf(trip: BookedTrip, local: string): string {
  const n = dayOfTrip(trip.start, local.slice(0, 10));
  return n < 1 ? 'The journey there' : n > lengthOf(trip) ? 'The journey home' : `Day ${n}`;
}

function byDay(trip: BookedTrip): Map<number, DayChange> {
  return new Map(trip.days.map((d) => [d.day, d]));
}

function lengthOf(trip: BookedTrip): number {
  return dayOfTrip(trip.start, trip.end);
}

function nights(changes: Change[], before: BookedTrip, after: BookedTrip, planned: PlannedHotel): void {
  const was = byDay(before);
  const now = byDay(after);
  const last = Math.max(lengthOf(before), lengthOf(after));
  for (let n = 1; n <= last; n++) {
    const b = was.get(n)?.hotel;
    const a = now.get(n)?.hotel;
    const bName = b?.name ?? planned(before.itineraryId, n);
    const aName = a?.name ?? planned(after.itineraryId, n);
    field(changes, `Night ${n}:`, bName, aName);
    if (!b && !a) continue;
    field(changes, `Night ${n} hotel address:`, b?.address, a?.address);
    field(changes, `Night ${n} hotel name in the local script:`, b?.localName, a?.localName);
    field(changes, `Night ${n} hotel address in the local script:`, b?.localAddress, a?.localAddress);
    field(changes, `Night ${n} hotel phone`, b?.phone, a?.phone);
    field(changes, `Night ${n} confirmation number`, b?.confirmation, a?.confirmation);
  }
}

function people(changes: Change[], before: BookedTrip, after: BookedTrip): void {
  const was = byDay(before);
  const now = byDay(after);
  const days = [...new Set([...was.keys(), ...now.keys()])].sort((x, y) => x - y);
  for (const n of days) {
    const bg = was.get(n)?.guide;
    const ag = now.get(n)?.guide;
    field(changes, `Day ${n} guide:`, bg?.name, ag?.name);
    if (bg && ag) {
      field(changes, `Day ${n} guide's phone`, bg.phone, ag.phone);
      field(changes, `Day ${n} guide's languages:`, list(bg.languages) || undefined, list(ag.languages) || undefined);
    }
    const bm = was.get(n)?.meetingPoint;
    const am = now.get(n)?.meetingPoint;
    field(changes, `Day ${n} meeting point:`, bm?.place, am?.place);
    if (bm && am) field(changes, `Day ${n} meeting time`, bm.time, am.time);
  }
}

function transferSummary(t: Transfer): string {
  return `pick-up ${time(t.pickUp)} at ${t.from}, to ${t.to}`;
}

function transfers(changes: Change[], before: BookedTrip, after: BookedTrip): void {
  const was = new Map(before.transfers.map((t) => [t.id, t]));
  const now = new Map(after.transfers.map((t) => [t.id, t]));
  for (const a of after.transfers) {
    const b = was.get(a.id);
    const day = dayOf(after, a.pickUp);
    if (!b) {
      changes.push({ label: `${day} transfer added:`, after: transferSummary(a) });
      continue;
    }
    const bDay = dayOf(before, b.pickUp);
    if (bDay !== day) changes.push({ label: 'Pick-up', before: `${bDay} ${time(b.pickUp)}`, after: `${day} ${time(a.pickUp)}` });
    else field(changes, `${day} pick-up`, time(b.pickUp), time(a.pickUp));
    field(changes, `${day} pick-up place:`, b.from, a.from);
    field(changes, `${day} transfer to:`, b.to, a.to);
    field(changes, `${day} driver:`, b.driver?.name, a.driver?.name);
    field(changes, `${day} driver's phone`, b.driver?.phone, a.driver?.phone);
    field(changes, `${day} vehicle:`, b.vehicle, a.vehicle);
  }
  for (const b of before.transfers) {
    if (!now.has(b.id)) changes.push({ label: `${dayOf(before, b.pickUp)} transfer removed:`, before: transferSummary(b) });
  }
}

function flights(changes: Change[], before: BookedTrip, after: BookedTrip): void {
  const was = new Map(before.flights.map((f) => [f.id, f]));
  const now = new Map(after.flights.map((f) => [f.id, f]));
  for (const a of after.flights) {
    const b = was.get(a.id);
    const day = dayOf(after, a.departs);
    const route = (f: Flight) => `${f.from.iata} → ${f.to.iata}`;
    if (!b) {
      changes.push({ label: `${day} flight added:`, after: `${flightName(a)} ${route(a)}, departs ${time(a.departs)}` });
      continue;
    }
    const name = `${day} flight ${flightName(a)}`;
    field(changes, `${day} flight`, flightName(b), flightName(a));
    field(changes, `${name} from`, b.from.iata, a.from.iata);
    field(changes, `${name} to`, b.to.iata, a.to.iata);
    // A time on the flight's own day reads as a time; a landing on another day, with its date.
    const when = (f: Flight, at: string) => (at.slice(0, 10) === f.departs.slice(0, 10) ? time(at) : `${formatDay(at.slice(0, 10))} ${time(at)}`);
    const moved = b.departs.slice(0, 10) !== a.departs.slice(0, 10);
    const departs = (f: Flight) => (moved ? `${formatDay(f.departs.slice(0, 10))} ${time(f.departs)}` : time(f.departs));
    field(changes, `${name} departs`, departs(b), departs(a));
    field(changes, `${name} arrives`, when(b, b.arrives), when(a, a.arrives));
    field(changes, `${name} terminal`, b.terminal, a.terminal);
    field(changes, `${name} booking reference`, b.bookingRef, a.bookingRef);
  }
  for (const b of before.flights) {
    if (!now.has(b.id)) changes.push({ label: `${dayOf(before, b.departs)} flight removed:`, before: `${flightName(b)} ${b.from.iata} → ${b.to.iata}` });
  }
}

/** Every change from `before` to `after`, in the order a traveller reads a trip. */
export function diffTrips(before: BookedTrip, after: BookedTrip, planned: PlannedHotel): Change[] {
  const changes: Change[] = [];
  field(changes, 'Journey:', before.title, after.title);
  field(changes, 'Start date', formatDay(before.start), formatDay(after.start));
  field(changes, 'End date', formatDay(before.end), formatDay(after.end));
  field(changes, 'Travellers:', list(before.travellers), list(after.travellers));
  field(changes, '24-hour line', before.dutyPhone, after.dutyPhone);
  nights(changes, before, after, planned);
  flights(changes, before, after);
  transfers(changes, before, after);
  people(changes, before, after);
  if ((before.note ?? '') !== (after.note ?? '')) changes.push({ label: 'Note from your specialist:', before: clip(before.note) ?? NONE, after: clip(after.note) ?? NONE });
  return changes;
}

function clip(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
