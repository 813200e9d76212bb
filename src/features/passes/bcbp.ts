/**
 * An IATA boarding pass (BCBP, Resolution 792) read from its code's message with `bcbp`, the
 * library made for it, then held to what the trip core files a pass by: each leg's airports,
 * carrier, flight number and day of the year must read as such, or the message is not a boarding
 * pass (a train ticket's code is kept as a ticket instead). The year is not taken here: the code
 * has none, and the trip's dates give it (trip/passes.ts, passDate).
 */
import { decode } from 'bcbp';
import type { BoardingPassData, PassLeg } from '../../trip/passes';

const DAY_MS = 86_400_000;
/** A leap year, so that day 366 reads as itself. */
const REFERENCE_YEAR = 2000;

/** The longest message read as a boarding pass (the standard's longest, with airline data, is well under). */
export const MAX_BCBP_CHARS = 2000;

const AIRPORT = /^[A-Z]{3}$/;
const CARRIER = /^[A-Z0-9]{2}[A-Z]?$/;
const NUMBER = /^\d{1,4}[A-Z]?$/;
const SEAT = /^\d{1,3}[A-Z]$/;

const clean = (text: string | undefined) => text?.trim() ?? '';
const withoutZeros = (text: string) => text.replace(/^0+(?=.)/, '');

/** The day of the year of a decoded flight date, in that date's own year. */
function dayOfYear(date: Date): number {
  return Math.round((Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - Date.UTC(date.getUTCFullYear(), 0, 0)) / DAY_MS);
}

/** A boarding pass's name and legs, or undefined where `message` is not a BCBP this app can file. */
export function parseBoardingPass(message: string): BoardingPassData | undefined {
  // 'M' and the number of legs, then the mandatory items (60 characters for one leg).
  if (message.length < 60 || message.length > MAX_BCBP_CHARS || !/^M[1-4]/.test(message)) return undefined;
  let decoded: ReturnType<typeof decode>;
  try {
    decoded = decode(message, REFERENCE_YEAR);
  } catch {
    return undefined;
  }
  const legs: PassLeg[] = [];
  for (const leg of decoded.data?.legs ?? []) {
    const from = clean(leg.departureAirport);
    const to = clean(leg.arrivalAirport);
    const carrier = clean(leg.operatingCarrierDesignator);
    const number = withoutZeros(clean(leg.flightNumber));
    const date = leg.flightDate;
    if (!AIRPORT.test(from) || !AIRPORT.test(to) || !CARRIER.test(carrier) || !NUMBER.test(number) || !date || Number.isNaN(date.getTime())) return undefined;
    const day = dayOfYear(date);
    if (day < 1 || day > 366) return undefined;
    const bookingRef = clean(leg.operatingCarrierPNR);
    const seat = withoutZeros(clean(leg.seatNumber));
    const compartment = clean(leg.compartmentCode);
    const sequence = withoutZeros(clean(leg.checkInSequenceNumber));
    legs.push({
      from,
      to,
      carrier,
      number,
      dayOfYear: day,
      ...(bookingRef && { bookingRef }),
      ...(SEAT.test(seat) && { seat }),
      ...(/^[A-Z]$/.test(compartment) && { compartment }),
      ...(/^\d{1,4}[A-Z]?$/.test(sequence) && { sequence }),
    });
  }
  if (!legs.length) return undefined;
  return { name: clean(decoded.data?.passengerName), legs };
}
