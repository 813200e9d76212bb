/**
 * The desk's draft: the trip as the specialist types it (text as typed, times per day), kept on the
 * desk's device after every change so a reload loses nothing, and turned into a booked trip
 * (trip.ts) with every problem named by the field it is in. Pure but for loadDraft/saveDraft.
 *
 * Times are typed per day: a pick-up at 09:30 on day 3 is 09:30 on the trip's third date, in the
 * zone of the country day 3 is spent in; a flight departs on its day, at its airport, and lands on
 * the same day or one or two days later, at its own airport. The journey there and home: a flight
 * entered under day 1 may leave one or two days before it (BA 257 leaves London at 21:40 the
 * evening before and lands in Delhi on day 1), one under the last day may leave the day after it.
 * Moving the start date moves them all.
 */
import { airportZone } from '../content/airports';
import { DESK_DRAFT_KEY } from '../features/storage/keys';
import { readJson, webStorage, writeJson } from '../features/storage/webStorage';
import type { Envelope } from '../features/bookedTrip/envelope';
import { isE164, PHONE_PROBLEM, toE164 } from '../features/bookedTrip/phone';
import { plannedStay, type PlanDay } from '../trip/trip';
import { addDays, isIsoDate } from '../trip/dates';
import { instantOf, isClockTime, isTimeZone } from '../trip/zones';
import { LIMITS, type BookedTrip, type DayChange, type Flight, type Transfer } from '../trip/booking';

export interface DraftHotel {
  readonly name: string;
  readonly address: string;
  readonly localName: string;
  readonly localAddress: string;
  readonly phone: string;
  readonly confirmation: string;
}
export interface DraftGuide {
  readonly name: string;
  readonly phone: string;
  /** As typed: 'English, Hindi'. */
  readonly languages: string;
}
export interface DraftMeeting {
  readonly place: string;
  readonly time: string;
}
export interface DraftDay {
  readonly hotel: DraftHotel;
  readonly guide: DraftGuide;
  readonly meetingPoint: DraftMeeting;
}
export interface DraftFlight {
  readonly id: string;
  readonly day: number;
  readonly carrier: string;
  readonly number: string;
  readonly from: string;
  /** Chosen by hand for an airport content/airports.ts does not know. */
  readonly fromZone: string;
  readonly to: string;
  readonly toZone: string;
  readonly departTime: string;
  readonly arriveTime: string;
  /** Days after the departure's date the flight lands: 0, 1 or 2. */
  readonly arriveDays: number;
  /**
   * Days from its day to the date it leaves: 0, or before day 1 -1 or -2 (the journey there), or
   * after the last day 1 (the journey home). Absent in drafts kept before it existed: 0.
   */
  readonly departDays?: number;
  readonly terminal: string;
  readonly bookingRef: string;
}
export interface DraftTransfer {
  readonly id: string;
  readonly day: number;
  readonly time: string;
  readonly from: string;
  readonly to: string;
  readonly driverName: string;
  readonly driverPhone: string;
  readonly vehicle: string;
}

/** What was last sent: a re-send of the same trip gives the same link; a changed one, the next revision. */
export interface Sent {
  readonly revision: number;
  /** The trip as sent, less its revision and time of signing. */
  readonly content: string;
  readonly envelope: Envelope;
  readonly link: string;
}

export interface DeskDraft {
  readonly v: 1;
  readonly tripId: string;
  readonly itineraryId: string;
  readonly start: string;
  readonly travellers: readonly string[];
  readonly dutyPhone: string;
  readonly note: string;
  /** By day number. */
  readonly days: Readonly<Record<string, DraftDay>>;
  readonly flights: readonly DraftFlight[];
  readonly transfers: readonly DraftTransfer[];
  readonly sent?: Sent;
}

export const EMPTY_DAY: DraftDay = {
  hotel: { name: '', address: '', localName: '', localAddress: '', phone: '', confirmation: '' },
  guide: { name: '', phone: '', languages: '' },
  meetingPoint: { place: '', time: '' },
};

/** A short random id, for a trip ('rj-' and 16) or a flight or transfer (8). */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
}

export function newTripId(): string {
  return `rj-${randomId(16)}`;
}

export function emptyDraft(itineraryId: string, dutyPhone: string): DeskDraft {
  return { v: 1, tripId: newTripId(), itineraryId, start: '', travellers: [''], dutyPhone, note: '', days: {}, flights: [], transfers: [] };
}

export function newFlight(day: number): DraftFlight {
  return { id: randomId(8), day, carrier: '', number: '', from: '', fromZone: '', to: '', toZone: '', departTime: '', arriveTime: '', arriveDays: 0, departDays: 0, terminal: '', bookingRef: '' };
}

/** The days a flight entered under `day` may leave, from it: before day 1 the journey there, after the last the journey home. */
export function departureDays(day: number, length: number): number[] {
  const before = day === 1 ? [-2, -1] : [];
  const after = day === length ? [1] : [];
  return [...before, 0, ...after];
}

export function newTransfer(day: number): DraftTransfer {
  return { id: randomId(8), day, time: '', from: '', to: '', driverName: '', driverPhone: '', vehicle: '' };
}

// ---------------------------------------------------------------- kept on the device

function isDraft(value: unknown): value is DeskDraft {
  const d = value as Partial<DeskDraft> | null;
  return !!d && d.v === 1 && typeof d.tripId === 'string' && typeof d.itineraryId === 'string' && Array.isArray(d.travellers) && Array.isArray(d.flights) && Array.isArray(d.transfers) && !!d.days && typeof d.days === 'object';
}

/** The draft kept on this device, if one can be read. */
export function loadDraft(): DeskDraft | undefined {
  const storage = webStorage();
  const value = storage && readJson(storage, DESK_DRAFT_KEY);
  return isDraft(value) ? value : undefined;
}

/** Keeps the draft; false where the browser refuses (the desk says so, once). */
export function saveDraft(draft: DeskDraft): boolean {
  const storage = webStorage();
  if (!storage) return false;
  try {
    writeJson(storage, DESK_DRAFT_KEY, draft);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- checking and building the trip

/** A problem with what was typed, named by the field it is in (its input's id at the desk). */
export interface Problem {
  readonly field: string;
  readonly message: string;
}

/** The ids of the desk's inputs: each problem's `field` is one. */
export const fieldId = {
  start: 'desk-start',
  traveller: (i: number) => `desk-traveller-${i}`,
  dutyPhone: 'desk-duty-phone',
  note: 'desk-note',
  hotel: (day: number, part: keyof DraftHotel) => `desk-day-${day}-hotel-${part}`,
  guide: (day: number, part: keyof DraftGuide) => `desk-day-${day}-guide-${part}`,
  meeting: (day: number, part: keyof DraftMeeting) => `desk-day-${day}-meeting-${part}`,
  flight: (id: string, part: keyof DraftFlight) => `desk-flight-${id}-${part}`,
  transfer: (id: string, part: keyof DraftTransfer) => `desk-transfer-${id}-${part}`,
} as const;

/** The trip as built from a draft, without the revision and the time of signing (added on sending). */
export type TripContent = Omit<BookedTrip, 'revision' | 'issuedAt'>;

export type Built = { ok: true; content: TripContent } | { ok: false; problems: readonly Problem[] };

/** A control character but a line break or a tab. */
const hasControl = (s: string) => [...s].some((c) => (c < ' ' && c !== '\n' && c !== '\t') || (c >= '\u007f' && c <= '\u009f'));
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

class Checker {
  readonly problems: Problem[] = [];

  say(field: string, message: string): void {
    this.problems.push({ field, message });
  }

  /** Text on one line, squashed; undefined when empty. */
  text(field: string, value: string, max: number, what: string): string | undefined {
    const text = squash(value);
    if (!text) return undefined;
    if (text.length > max) this.say(field, `${what} is too long: at most ${max} characters.`);
    else if (hasControl(text)) this.say(field, `${what} holds a character that cannot be sent.`);
    return text;
  }

  required(field: string, value: string, max: number, what: string): string | undefined {
    const text = this.text(field, value, max, what);
    if (text === undefined) this.say(field, `${what}: please fill this in.`);
    return text;
  }

  phone(field: string, value: string, what: string): string | undefined {
    if (!value.trim()) return undefined;
    const e164 = toE164(value);
    if (!e164) this.say(field, `${what}: ${PHONE_PROBLEM}`);
    return e164;
  }

  time(field: string, value: string, what: string, required: boolean): string | undefined {
    if (!value) {
      if (required) this.say(field, `${what}: please fill this in.`);
      return undefined;
    }
    if (!isClockTime(value)) this.say(field, `${what}: write it as hours and minutes, 24-hour (09:30).`);
    return value;
  }
}

const filled = (record: object) => Object.values(record).some((v) => typeof v === 'string' && v.trim() !== '');

function buildDay(c: Checker, day: number, draft: DraftDay, planned: PlanDay | undefined): DayChange | undefined {
  let hotel: DayChange['hotel'];
  if (filled(draft.hotel)) {
    const h = draft.hotel;
    const name = c.text(fieldId.hotel(day, 'name'), h.name, LIMITS.hotelName, 'Hotel name') ?? plannedStay(planned?.plan.accommodation)?.name;
    if (!name) c.say(fieldId.hotel(day, 'name'), 'Hotel name: please fill this in (the day plan names no hotel for this night).');
    const address = c.text(fieldId.hotel(day, 'address'), h.address, LIMITS.address, 'Hotel address');
    const localName = c.text(fieldId.hotel(day, 'localName'), h.localName, LIMITS.hotelName, 'Hotel name in the local script');
    const localAddress = c.text(fieldId.hotel(day, 'localAddress'), h.localAddress, LIMITS.address, 'Address in the local script');
    const phone = c.phone(fieldId.hotel(day, 'phone'), h.phone, 'Hotel phone');
    const confirmation = c.text(fieldId.hotel(day, 'confirmation'), h.confirmation, LIMITS.confirmation, 'Confirmation number');
    if (name) hotel = { name, ...(address && { address }), ...(localName && { localName }), ...(localAddress && { localAddress }), ...(phone && { phone }), ...(confirmation && { confirmation }) };
  }
  let guide: DayChange['guide'];
  if (filled(draft.guide)) {
    const g = draft.guide;
    const name = c.required(fieldId.guide(day, 'name'), g.name, LIMITS.name, "Guide's name");
    const phone = c.phone(fieldId.guide(day, 'phone'), g.phone, "Guide's phone");
    const languages = g.languages
      .split(/[,;/]/)
      .map(squash)
      .filter(Boolean);
    if (languages.length > LIMITS.languages) c.say(fieldId.guide(day, 'languages'), `Languages: at most ${LIMITS.languages}.`);
    if (languages.some((l) => l.length > LIMITS.language || hasControl(l))) c.say(fieldId.guide(day, 'languages'), `Languages: each at most ${LIMITS.language} characters.`);
    if (name) guide = { name, ...(phone && { phone }), languages };
  }
  let meetingPoint: DayChange['meetingPoint'];
  if (filled(draft.meetingPoint)) {
    const place = c.required(fieldId.meeting(day, 'place'), draft.meetingPoint.place, LIMITS.place, 'Meeting point');
    const time = c.time(fieldId.meeting(day, 'time'), draft.meetingPoint.time, 'Meeting time', false);
    if (place) meetingPoint = { place, ...(time && { time }) };
  }
  return hotel || guide || meetingPoint ? { day, ...(hotel && { hotel }), ...(guide && { guide }), ...(meetingPoint && { meetingPoint }) } : undefined;
}

/** An airport's zone: the table's, else the one chosen by hand. */
function zoneOf(c: Checker, field: string, iata: string, chosen: string): string | undefined {
  const known = airportZone(iata);
  if (known) return known;
  if (isTimeZone(chosen)) return chosen;
  c.say(field, `Time zone of ${iata}: choose the zone its clocks keep (this airport is not in our table).`);
  return undefined;
}

function buildFlight(c: Checker, f: DraftFlight, start: string | undefined, length: number): Flight | undefined {
  const id = (part: keyof DraftFlight) => fieldId.flight(f.id, part);
  const carrier = f.carrier.trim().toUpperCase();
  const number = f.number.trim().toUpperCase();
  const from = f.from.trim().toUpperCase();
  const to = f.to.trim().toUpperCase();
  if (!/^[A-Z0-9]{2}$/.test(carrier)) c.say(id('carrier'), "Airline: its two-character code (AI, 6E, UK).");
  if (!/^\d{1,4}[A-Z]?$/.test(number)) c.say(id('number'), 'Flight number: up to four digits (491).');
  if (!/^[A-Z]{3}$/.test(from)) c.say(id('from'), 'From: the airport\'s three-letter code (DEL).');
  if (!/^[A-Z]{3}$/.test(to)) c.say(id('to'), 'To: the airport\'s three-letter code (JAI).');
  const fromZone = /^[A-Z]{3}$/.test(from) ? zoneOf(c, id('fromZone'), from, f.fromZone) : undefined;
  const toZone = /^[A-Z]{3}$/.test(to) ? zoneOf(c, id('toZone'), to, f.toZone) : undefined;
  const departTime = c.time(id('departTime'), f.departTime, 'Departs', true);
  const arriveTime = c.time(id('arriveTime'), f.arriveTime, 'Arrives', true);
  const terminal = c.text(id('terminal'), f.terminal, LIMITS.terminal, 'Terminal');
  const bookingRef = c.text(id('bookingRef'), f.bookingRef, LIMITS.bookingRef, 'Booking reference');
  if (!start || !fromZone || !toZone || !departTime || !arriveTime || !isClockTime(departTime) || !isClockTime(arriveTime)) return undefined;
  const offset = f.departDays ?? 0;
  if (!departureDays(f.day, length).includes(offset)) {
    c.say(id('departDays'), `Leaves: a flight under day ${f.day} leaves on that day${f.day === 1 ? ', or one or two days before it' : ''}${f.day === length ? ', or the day after it' : ''}.`);
    return undefined;
  }
  const date = addDays(start, f.day - 1 + offset);
  const departs = `${date}T${departTime}`;
  const arrives = `${addDays(date, Math.min(Math.max(f.arriveDays, 0), 2))}T${arriveTime}`;
  // Across zones: 10:00 in Kathmandu is 09:45 in Delhi.
  if (instantOf(arrives, toZone) <= instantOf(departs, fromZone)) {
    c.say(id('arriveTime'), `Arrives: at ${arriveTime} in ${to} the flight has not yet left ${from} (${departTime} there). Check the times, each local at its airport, and the day it lands.`);
    return undefined;
  }
  return { id: f.id, carrier, number, from: { iata: from, zone: fromZone }, to: { iata: to, zone: toZone }, departs, arrives, ...(terminal && { terminal }), ...(bookingRef && { bookingRef }) };
}

function buildTransfer(c: Checker, t: DraftTransfer, start: string | undefined, plan: readonly PlanDay[]): Transfer | undefined {
  const id = (part: keyof DraftTransfer) => fieldId.transfer(t.id, part);
  const time = c.time(id('time'), t.time, 'Pick-up time', true);
  const from = c.required(id('from'), t.from, LIMITS.place, 'Pick-up place');
  const to = c.required(id('to'), t.to, LIMITS.place, 'To');
  const driverName = c.text(id('driverName'), t.driverName, LIMITS.name, "Driver's name");
  const driverPhone = c.phone(id('driverPhone'), t.driverPhone, "Driver's phone");
  if (!driverName && t.driverPhone.trim()) c.say(id('driverName'), "Driver's name: please fill this in with the phone.");
  const vehicle = c.text(id('vehicle'), t.vehicle, LIMITS.vehicle, 'Vehicle');
  const zone = plan[t.day - 1]?.zone;
  if (!start || !time || !isClockTime(time) || !from || !to || !zone) return undefined;
  return { id: t.id, pickUp: `${addDays(start, t.day - 1)}T${time}`, zone, from, to, ...(driverName && { driver: { name: driverName, ...(driverPhone && { phone: driverPhone }) } }), ...(vehicle && { vehicle }) };
}

/** The draft as a trip, or every problem in the order of the form. */
export function buildTrip(draft: DeskDraft, itinerary: { readonly title: string; readonly plan: readonly PlanDay[] }): Built {
  const c = new Checker();
  const length = itinerary.plan.length;
  const start = isIsoDate(draft.start) ? draft.start : undefined;
  if (!start) c.say(fieldId.start, draft.start ? 'Start date: this is not a date.' : 'Start date: please choose the first day of the trip.');
  const travellers: string[] = [];
  draft.travellers.forEach((name, i) => {
    const text = c.text(fieldId.traveller(i), name, LIMITS.name, `Traveller ${i + 1}`);
    if (text) travellers.push(text);
  });
  if (!travellers.length) c.say(fieldId.traveller(0), "Travellers: please give at least one traveller's name.");
  if (travellers.length > LIMITS.travellers) c.say(fieldId.traveller(LIMITS.travellers), `Travellers: at most ${LIMITS.travellers}.`);
  const dutyPhone = c.phone(fieldId.dutyPhone, draft.dutyPhone, '24-hour phone');
  if (!draft.dutyPhone.trim()) c.say(fieldId.dutyPhone, '24-hour phone: please fill this in.');
  const note = draft.note.trim();
  if (note.length > LIMITS.note) c.say(fieldId.note, `Note: at most ${LIMITS.note} characters.`);
  else if (hasControl(note)) c.say(fieldId.note, 'Note: it holds a character that cannot be sent.');
  const days: DayChange[] = [];
  for (let day = 1; day <= length; day++) {
    const d = draft.days[String(day)];
    const built = d && buildDay(c, day, d, itinerary.plan[day - 1]);
    if (built) days.push(built);
  }
  const inTrip = <T extends { readonly day: number }>(x: T) => x.day >= 1 && x.day <= length;
  const flights = draft.flights.filter(inTrip).flatMap((f) => buildFlight(c, f, start, length) ?? []);
  const transfers = draft.transfers.filter(inTrip).flatMap((t) => buildTransfer(c, t, start, itinerary.plan) ?? []);
  if (c.problems.length || !start || !dutyPhone || !isE164(dutyPhone)) return { ok: false, problems: c.problems };
  return {
    ok: true,
    content: {
      tripId: draft.tripId,
      itineraryId: draft.itineraryId,
      title: itinerary.title,
      start,
      end: addDays(start, length - 1),
      travellers,
      dutyPhone,
      ...(note && { note }),
      days,
      flights,
      transfers,
    },
  };
}

/** The content's identity: a re-send of the same content is the same revision. */
export function contentKey(content: TripContent): string {
  return JSON.stringify(content);
}

/** The revision a send of `content` gets: the one sent if nothing changed, else the next. */
export function nextRevision(content: TripContent, sent: Sent | undefined): { revision: number; unchanged: boolean } {
  if (sent && sent.content === contentKey(content)) return { revision: sent.revision, unchanged: true };
  return { revision: (sent?.revision ?? 0) + 1, unchanged: false };
}

/** The trip file's name: 'rasa-trip-rj-abc123-r2.json'. */
export function tripFileName(tripId: string, revision: number): string {
  return `rasa-trip-${tripId}-r${revision}.json`;
}
