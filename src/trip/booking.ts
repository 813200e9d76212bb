/**
 * The booked trip: what the agency books and sends, signed, inside the envelope (envelope.ts).
 * Data only (the check is schema.ts, with valibot). Format 1:
 *
 *   { tripId, revision, issuedAt, itineraryId, title, start, end, travellers: [names],
 *     dutyPhone, note?, days: [day changes], flights: [...], transfers: [...] }
 *
 * - The itinerary gives the day plan; `days` holds only what the booking changes or adds on a day
 *   (its night's hotel, the guide, a meeting point), by day number (1 is `start`).
 * - Flights and transfers carry local wall-clock times with the IANA zone of their place (an
 *   airport's from content/airports.ts, a pick-up's the day's country's), so any device computes
 *   the same instants (time.ts), and the next issue's Today and calendar file can show a flight in
 *   the airport's time and the phone's.
 * - Phones are E.164 (phone.ts): a tap calls them, and a message app finds them.
 * - Every flight and transfer has an `id` that stays the same across revisions, so a new revision
 *   can say what became of each ("Day 3 pick-up 09:30 → 10:15", diff.ts).
 * - `revision` only grows: a phone keeps the highest it has seen of a `tripId` (store.ts).
 */
import type { IsoDate } from './dates';
import type { LocalDateTime } from './zones';

export interface Hotel {
  readonly name: string;
  readonly address?: string;
  /** The name and address in the local script, for a driver to read ('ओबेरॉय अमरविलास, आगरा'). */
  readonly localName?: string;
  readonly localAddress?: string;
  readonly phone?: string;
  readonly confirmation?: string;
}

export interface Guide {
  readonly name: string;
  readonly phone?: string;
  readonly languages: readonly string[];
}

export interface MeetingPoint {
  /** Where, as a map app can find it: 'Lobby of Rambagh Palace, Jaipur'. */
  readonly place: string;
  /** 'HH:mm', local. */
  readonly time?: string;
}

export interface DayChange {
  /** 1 is the start date. */
  readonly day: number;
  /** The night's stay, when it is not the itinerary's (or to add its address, phone, confirmation). */
  readonly hotel?: Hotel;
  readonly guide?: Guide;
  readonly meetingPoint?: MeetingPoint;
}

export interface AirportTime {
  /** IATA code. */
  readonly iata: string;
  /** IANA zone of the airport. */
  readonly zone: string;
}

export interface Flight {
  readonly id: string;
  /** The airline's two-character designator ('AI', '6E'). */
  readonly carrier: string;
  /** '491', '2011A'. */
  readonly number: string;
  readonly from: AirportTime;
  readonly to: AirportTime;
  /** Local times at `from` and at `to`. */
  readonly departs: LocalDateTime;
  readonly arrives: LocalDateTime;
  /** The departure terminal. */
  readonly terminal?: string;
  readonly bookingRef?: string;
}

export interface Transfer {
  readonly id: string;
  /** Local time of the pick-up in `zone`. */
  readonly pickUp: LocalDateTime;
  readonly zone: string;
  /** Where the traveller is collected. */
  readonly from: string;
  readonly to: string;
  readonly driver?: { readonly name: string; readonly phone?: string };
  readonly vehicle?: string;
}

export interface BookedTrip {
  readonly tripId: string;
  readonly revision: number;
  /** When this revision was signed (ISO timestamp, UTC). */
  readonly issuedAt: string;
  readonly itineraryId: string;
  /** The journey's title as sent, shown even should the catalogue drop the itinerary. */
  readonly title: string;
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly travellers: readonly string[];
  /** The trip's own 24-hour line, E.164. */
  readonly dutyPhone: string;
  readonly note?: string;
  readonly days: readonly DayChange[];
  readonly flights: readonly Flight[];
  readonly transfers: readonly Transfer[];
}

/** How long each text may be, and how many of each thing a trip holds: the desk and the check agree. */
export const LIMITS = {
  name: 80,
  title: 120,
  hotelName: 120,
  address: 300,
  place: 160,
  vehicle: 80,
  confirmation: 40,
  terminal: 12,
  bookingRef: 20,
  language: 40,
  languages: 8,
  note: 2000,
  travellers: 12,
  days: 60,
  flights: 40,
  transfers: 80,
} as const;

