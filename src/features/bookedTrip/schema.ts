/**
 * The check of a booked trip (trip.ts), with valibot, run once its signature holds: a trip the
 * agency's key signed is still read as data from outside. Every text is bounded and free of
 * control characters, every list capped, every phone E.164, every zone one Intl knows, every
 * flight lands after it takes off (across zones), and the days and times fall within the trip.
 * Markup is allowed in text (a hotel called "<b>" is only odd): the screens render text as text.
 */
import * as v from 'valibot';
import { isE164 } from './phone';
import { addDays, daysBetween, isIsoDate } from '../../trip/dates';
import { instantOf, isClockTime, isLocalDateTime, isTimeZone } from '../../trip/zones';
import { LIMITS, type BookedTrip } from '../../trip/booking';

/** No control characters (a note may hold line breaks and tabs). */
const plain = (s: string) => ![...s].some((c) => c < ' ' || (c >= '\u007f' && c <= '\u009f'));
const multiline = (s: string) => ![...s].some((c) => (c < ' ' && c !== '\n' && c !== '\t') || (c >= '\u007f' && c <= '\u009f'));

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.check(plain), v.check((s) => s.trim() !== ''));
const phone = v.pipe(v.string(), v.maxLength(16), v.check<string>((s) => isE164(s)));
const zone = v.pipe(v.string(), v.maxLength(40), v.check<string>((s) => isTimeZone(s)));
const date = v.pipe(v.string(), v.maxLength(10), v.check<string>((s) => isIsoDate(s)));
const local = v.pipe(v.string(), v.length(16), v.check<string>((s) => isLocalDateTime(s)));
const itemId = v.pipe(v.string(), v.regex(/^[a-z0-9]{4,16}$/));

const hotel = v.object({
  name: text(LIMITS.hotelName),
  address: v.optional(text(LIMITS.address)),
  localName: v.optional(text(LIMITS.hotelName)),
  localAddress: v.optional(text(LIMITS.address)),
  phone: v.optional(phone),
  confirmation: v.optional(text(LIMITS.confirmation)),
});

const guide = v.object({
  name: text(LIMITS.name),
  phone: v.optional(phone),
  languages: v.pipe(v.array(text(LIMITS.language)), v.maxLength(LIMITS.languages)),
});

const meetingPoint = v.object({ place: text(LIMITS.place), time: v.optional(v.pipe(v.string(), v.check<string>((s) => isClockTime(s)))) });

const dayChange = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.days)),
  hotel: v.optional(hotel),
  guide: v.optional(guide),
  meetingPoint: v.optional(meetingPoint),
});

const airport = v.object({ iata: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), zone });

const flight = v.pipe(
  v.object({
    id: itemId,
    carrier: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/)),
    number: v.pipe(v.string(), v.regex(/^\d{1,4}[A-Z]?$/)),
    from: airport,
    to: airport,
    departs: local,
    arrives: local,
    terminal: v.optional(text(LIMITS.terminal)),
    bookingRef: v.optional(text(LIMITS.bookingRef)),
  }),
  v.check((f) => safely(() => instantOf(f.arrives, f.to.zone) > instantOf(f.departs, f.from.zone)), 'A flight lands after it takes off.'),
);

const transfer = v.object({
  id: itemId,
  pickUp: local,
  zone,
  from: text(LIMITS.place),
  to: text(LIMITS.place),
  driver: v.optional(v.object({ name: text(LIMITS.name), phone: v.optional(phone) })),
  vehicle: v.optional(text(LIMITS.vehicle)),
});

const unique = <T,>(values: readonly T[]) => new Set(values).size === values.length;
/** A check across fields runs even where a field failed its own: it fails, never throws. */
const safely = (test: () => boolean) => {
  try {
    return test();
  } catch {
    return false;
  }
};

export const bookedTripSchema = v.pipe(
  v.object({
    tripId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{6,64}$/)),
    revision: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    issuedAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
    itineraryId: v.pipe(v.string(), v.maxLength(80), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    title: text(LIMITS.title),
    start: date,
    end: date,
    travellers: v.pipe(v.array(text(LIMITS.name)), v.minLength(1), v.maxLength(LIMITS.travellers)),
    dutyPhone: phone,
    note: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.note), v.check(multiline))),
    days: v.pipe(v.array(dayChange), v.maxLength(LIMITS.days)),
    flights: v.pipe(v.array(flight), v.maxLength(LIMITS.flights)),
    transfers: v.pipe(v.array(transfer), v.maxLength(LIMITS.transfers)),
  }),
  // Checks across fields run even where a field failed its own (a date that is no date): each fails, never throws.
  v.check((t) => safely(() => daysBetween(t.start, t.end) >= 0 && daysBetween(t.start, t.end) < LIMITS.days), 'The trip ends on or after its start, within sixty days.'),
  v.check((t) => safely(() => unique(t.days.map((d) => d.day)) && t.days.every((d) => d.day <= daysBetween(t.start, t.end) + 1)), 'Each day changed once, within the trip.'),
  v.check((t) => unique([...t.flights.map((f) => f.id), ...t.transfers.map((x) => x.id)]), 'Each flight and transfer has its own id.'),
  // The journey there and home (DESIGN, "One trip, one timeline"): a flight may leave up to two
  // days before day 1 and the day after the last, and land up to two days after it leaves; a
  // pick-up falls within a day either side of the trip.
  v.check((t) => {
    const within = (at: string, before: number, after: number) => daysBetween(addDays(t.start, -before), at.slice(0, 10)) >= 0 && daysBetween(at.slice(0, 10), addDays(t.end, after)) >= 0;
    return safely(() => t.flights.every((f) => within(f.departs, 2, 1) && within(f.arrives, 2, 3)) && t.transfers.every((x) => within(x.pickUp, 1, 1)));
  }, 'Flights and transfers fall within the trip.'),
);

/** A checked trip, or undefined. */
export function checkTrip(data: unknown): BookedTrip | undefined {
  const parsed = v.safeParse(bookedTripSchema, data);
  return parsed.success ? (parsed.output as BookedTrip) : undefined;
}
