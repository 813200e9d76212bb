/**
 * Boarding passes and tickets on a booked trip, as the trip core reads them (the feature that reads
 * the codes and keeps them is features/passes). Pure: no DOM, no library.
 *
 * - A boarding pass is an IATA BCBP: per leg, the airports, the carrier, the flight number (four
 *   characters, zero-padded: '0665'), the day of the year (the code has no year: '073' is 14 March,
 *   or 13 March in a leap year), seat and check-in sequence. passDate takes the year from the
 *   trip's dates, never from today's: a pass read in 2026 for a trip in March 2027 is for 2027.
 * - It is filed under the booked flight it is for (matchFlight: carrier, number without leading
 *   zeros, airports, date; the booking reference where both have one), so it shows with that flight
 *   on its day; a pass that matches none is filed under its own date, and says so.
 * - A ticket whose code is not a BCBP (a train's) has no date the app can read: it stays with the
 *   trip, apart from its days.
 */
import type { Flight } from './booking';
import { addDays, daysBetween, type IsoDate } from './dates';

/** The 2-D codes a pass carries (the names zxing gives them). */
export type PassFormat = 'PDF417' | 'Aztec' | 'QRCode';
export const PASS_FORMATS: readonly PassFormat[] = ['PDF417', 'Aztec', 'QRCode'];

/** One flight of a boarding pass, as its code writes it (trimmed). */
export interface PassLeg {
  /** The booking reference (PNR), where the code has one. */
  readonly bookingRef?: string;
  readonly from: string;
  readonly to: string;
  /** The operating carrier's designator ('AI'). */
  readonly carrier: string;
  /** As written, without its padding zeros ('665', '2011A'). */
  readonly number: string;
  /** 1 to 366. */
  readonly dayOfYear: number;
  readonly compartment?: string;
  /** Without its padding zeros ('12A'). */
  readonly seat?: string;
  readonly sequence?: string;
}

/** What a boarding pass says (BCBP), read from its code. */
export interface BoardingPassData {
  /** As written: 'RAO/ASHA'. Personal data: shown, never logged nor put in a URL. */
  readonly name: string;
  readonly legs: readonly PassLeg[];
}

/** A label and value a Wallet pass shows (its gate, boarding time, group). */
export interface PassDetail {
  readonly label: string;
  readonly value: string;
}

/** A pass or ticket kept with a booked trip. */
export interface TripPass {
  readonly id: string;
  /** The booked trip's tripId. */
  readonly tripId: string;
  readonly addedAt: string;
  readonly format: PassFormat;
  /** The code's message, exactly: the code is drawn again from it. */
  readonly message: string;
  /** Where the message is a BCBP. */
  readonly boarding?: BoardingPassData;
  /** A Wallet pass's own fields. */
  readonly details: readonly PassDetail[];
}

/** Days in `year`. */
const yearLength = (year: number) => ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365);

/** The date of day `dayOfYear` in `year` ('2027', 73 -> '2027-03-14'); undefined past the year's end. */
export function dateOfDay(year: number, dayOfYear: number): IsoDate | undefined {
  if (!Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > yearLength(year)) return undefined;
  return addDays(`${String(year).padStart(4, '0')}-01-01`, dayOfYear - 1);
}

/**
 * The date a pass's day of the year stands for on a trip: in the trip's year (the year before or
 * after only where that falls nearer the trip, for a flight home across New Year).
 */
export function passDate(dayOfYear: number, trip: { readonly start: IsoDate; readonly end: IsoDate }): IsoDate | undefined {
  const year = Number(trip.start.slice(0, 4));
  const distance = (date: IsoDate) => Math.max(0, daysBetween(date, trip.start), daysBetween(trip.end, date));
  const candidates = [year, year - 1, year + 1, Number(trip.end.slice(0, 4)) + 1].flatMap((y) => {
    const date = dateOfDay(y, dayOfYear);
    return date ? [date] : [];
  });
  return candidates.reduce<IsoDate | undefined>((best, date) => (best === undefined || distance(date) < distance(best) ? date : best), undefined);
}

/** A flight number as compared: upper case, without its padding zeros ('0665' -> '665'). */
export function flightNumberKey(number: string): string {
  return number.trim().toUpperCase().replace(/^0+(?=.)/, '');
}

/** Whether a booked flight is the one a leg is for, on the date the leg stands for. */
export function legMatches(leg: PassLeg, date: IsoDate | undefined, flight: Flight): boolean {
  const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  if (!same(leg.carrier, flight.carrier) || flightNumberKey(leg.number) !== flightNumberKey(flight.number)) return false;
  if (!same(leg.from, flight.from.iata) || !same(leg.to, flight.to.iata)) return false;
  if (date !== flight.departs.slice(0, 10)) return false;
  // The desk's booking reference, where both have one, must agree (a reference of another booking is another traveller's pass).
  return !leg.bookingRef || !flight.bookingRef || same(leg.bookingRef, flight.bookingRef);
}

/** Where a pass is filed on its trip. */
export type Filing =
  /** With a booked flight: its id, and the leg that matched. */
  | { readonly kind: 'flight'; readonly flightId: string; readonly leg: PassLeg; readonly date: IsoDate }
  /** A boarding pass for no booked flight: under its own date. */
  | { readonly kind: 'unmatched'; readonly leg: PassLeg; readonly date: IsoDate }
  /** A ticket with no date to read (its code is not a BCBP), or a pass whose day does not exist. */
  | { readonly kind: 'undated' };

/** Files a pass against a trip's flights: the first leg that matches a booked flight, else the first leg's own date. */
export function filePass(pass: Pick<TripPass, 'boarding'>, trip: { readonly start: IsoDate; readonly end: IsoDate }, flights: readonly Flight[]): Filing {
  const legs = pass.boarding?.legs ?? [];
  for (const leg of legs) {
    const date = passDate(leg.dayOfYear, trip);
    const flight = flights.find((f) => legMatches(leg, date, f));
    if (flight && date) return { kind: 'flight', flightId: flight.id, leg, date };
  }
  const first = legs[0];
  const date = first && passDate(first.dayOfYear, trip);
  return first && date ? { kind: 'unmatched', leg: first, date } : { kind: 'undated' };
}

/** How a pass's flight reads: 'AI 665 BOM → DEL'. */
export function legTitle(leg: PassLeg): string {
  return `${leg.carrier} ${leg.number} ${leg.from} → ${leg.to}`;
}
