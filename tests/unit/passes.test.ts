/**
 * Boarding passes (issue 52): the BCBP read from a code's message (bcbp.ts), the year taken from
 * the trip's dates and never from today's (trip/passes.ts), the pass matched to the booked flight
 * (carrier, number without its padding zeros, airports, date, booking reference) and filed under
 * its day in the timeline, a pass for no booked flight under its own date; and a Wallet pass read
 * from its zip, with its refusals (not a zip, a zip bomb, a huge pass.json, one that lies about
 * its size, no code).
 */
import { encode } from 'bcbp';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseBoardingPass } from '../../src/features/passes/bcbp';
import { readPkpass } from '../../src/features/passes/pkpass';
import type { BookedTrip, Flight } from '../../src/trip/booking';
import { dateOfDay, filePass, flightNumberKey, legMatches, passDate, type TripPass } from '../../src/trip/passes';
import { tripByDay } from '../../src/trip/timeline';
import { bookedTrip } from '../../src/trip/trip';
import { SAMPLE } from './bookedTripFixtures';

/** AI 665 BOM-DEL seat 12A on day 073 (14 March in 2027), as an airline writes it. */
const AI665 = 'M1RAO/ASHA            EABC123 BOMDELAI 0665 073Y012A0042 100';

const FLIGHT: Flight = { id: 'fl-ai665', carrier: 'AI', number: '665', from: { iata: 'BOM', zone: 'Asia/Kolkata' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-14T07:00', arrives: '2027-03-14T09:10', bookingRef: 'ABC123' };
const TRIP: BookedTrip = { ...SAMPLE, flights: [FLIGHT, ...SAMPLE.flights] };

const pass = (message: string, extra: Partial<TripPass> = {}): TripPass => ({ id: 'p1', tripId: TRIP.tripId, addedAt: '2026-11-30T10:00:00.000Z', format: 'PDF417', message, details: [], ...(parseBoardingPass(message) && { boarding: parseBoardingPass(message) }), ...extra });

describe('the BCBP', () => {
  it('reads the name, booking reference, airports, carrier, number, day, seat and sequence, without padding zeros', () => {
    expect(parseBoardingPass(AI665)).toEqual({ name: 'RAO/ASHA', legs: [{ bookingRef: 'ABC123', from: 'BOM', to: 'DEL', carrier: 'AI', number: '665', dayOfYear: 73, compartment: 'Y', seat: '12A', sequence: '42' }] });
  });

  it('reads one bcbp encodes, with its optional items', () => {
    const text = encode({ data: { passengerName: 'RAO/ASHA', legs: [{ operatingCarrierPNR: 'ABC123', departureAirport: 'BOM', arrivalAirport: 'DEL', operatingCarrierDesignator: 'AI', flightNumber: '0665', flightDate: new Date('2027-03-14T00:00:00Z'), compartmentCode: 'Y', seatNumber: '012A', checkInSequenceNumber: '0042', passengerStatus: '1' }] } });
    expect(parseBoardingPass(text)?.legs[0]).toMatchObject({ carrier: 'AI', number: '665', dayOfYear: 73, seat: '12A' });
  });

  it('day 366 stays day 366 (a leap year\'s last day)', () => {
    expect(parseBoardingPass(AI665.replace(' 073Y', ' 366Y'))?.legs[0]?.dayOfYear).toBe(366);
  });

  it('is not a boarding pass: a rail ticket, a URL, markup, a cut message, a bad airport', () => {
    for (const text of ['#UT01OBB0000012345', 'https://example.com/ticket/123', '<img src=x onerror=alert(1)>', AI665.slice(0, 40), AI665.replace('BOMDEL', 'B0MDEL'), '']) expect(parseBoardingPass(text)).toBeUndefined();
  });
});

describe("the year, from the trip's dates", () => {
  it('14 March on a trip in March 2027 is 2027, whatever year it is now', () => {
    expect(passDate(73, { start: '2027-03-14', end: '2027-03-20' })).toBe('2027-03-14');
    expect(dateOfDay(2026, 73)).toBe('2026-03-14');
  });

  it('in a leap year day 73 is 13 March', () => {
    expect(passDate(73, { start: '2028-03-10', end: '2028-03-20' })).toBe('2028-03-13');
  });

  it('a trip across New Year: 2 January is the next year, 30 December the first', () => {
    const trip = { start: '2027-12-28', end: '2028-01-05' };
    expect(passDate(2, trip)).toBe('2028-01-02');
    expect(passDate(364, trip)).toBe('2027-12-30');
  });

  it('day 366 on a trip in a year without one falls in the nearest leap year', () => {
    expect(passDate(366, { start: '2027-03-14', end: '2027-03-20' })).toBe('2028-12-31');
    expect(dateOfDay(2027, 366)).toBeUndefined();
  });
});

describe('matching the booked flight', () => {
  const leg = parseBoardingPass(AI665)!.legs[0]!;

  it('AI 0665 is AI 665; 665 is not 6650 nor 65', () => {
    expect(flightNumberKey('0665')).toBe('665');
    expect(legMatches(leg, '2027-03-14', FLIGHT)).toBe(true);
    expect(legMatches(leg, '2027-03-14', { ...FLIGHT, number: '0665' })).toBe(true);
    expect(legMatches(leg, '2027-03-14', { ...FLIGHT, number: '6650' })).toBe(false);
    expect(legMatches({ ...leg, number: '65' }, '2027-03-14', FLIGHT)).toBe(false);
  });

  it('another carrier, airport, date or booking reference is another flight', () => {
    expect(legMatches(leg, '2027-03-14', { ...FLIGHT, carrier: '6E' })).toBe(false);
    expect(legMatches(leg, '2027-03-14', { ...FLIGHT, to: { iata: 'JAI', zone: 'Asia/Kolkata' } })).toBe(false);
    expect(legMatches(leg, '2027-03-15', FLIGHT)).toBe(false);
    expect(legMatches(leg, '2027-03-14', { ...FLIGHT, bookingRef: 'ZZZ999' })).toBe(false);
    // Where the desk has no reference, the rest decides.
    const { bookingRef: _, ...noRef } = FLIGHT;
    expect(legMatches(leg, '2027-03-14', noRef)).toBe(true);
  });

  it('files the pass with its flight on day 1 of the timeline (2027), the seat with it', () => {
    expect(filePass(pass(AI665), TRIP, TRIP.flights)).toMatchObject({ kind: 'flight', flightId: 'fl-ai665', date: '2027-03-14' });
    const { days } = tripByDay(bookedTrip(TRIP, undefined, [pass(AI665)]));
    const day1 = days.find((d) => d.day?.number === 1)!;
    expect(day1.date).toBe('2027-03-14');
    const flight = day1.items.find((i) => i.kind === 'flight');
    expect(flight?.kind === 'flight' && flight.passes.map((p) => p.boarding?.legs[0]?.seat)).toEqual(['12A']);
    // The other flight has none.
    const other = days.flatMap((d) => d.items).find((i) => i.kind === 'flight' && i.id === 'fl000001');
    expect(other?.kind === 'flight' && other.passes).toEqual([]);
  });

  it('a pass for no booked flight is filed under its own date, and says so', () => {
    const other = AI665.replace('BOMDELAI 0665 073', 'DELJAI6E 2011 076');
    expect(filePass(pass(other), TRIP, TRIP.flights)).toMatchObject({ kind: 'unmatched', date: '2027-03-17' });
    const { days } = tripByDay(bookedTrip(TRIP, undefined, [pass(other)]));
    const day4 = days.find((d) => d.date === '2027-03-17')!;
    expect(day4.items.some((i) => i.kind === 'pass')).toBe(true);
  });

  it('a pass dated outside the trip makes a day of its own; a ticket that is not a BCBP has none', () => {
    const early = AI665.replace(' 073Y', ' 070Y').replace('BOMDELAI 0665', 'LHRDELBA 0257');
    const ticket = pass('#UT01OBB0000012345', { id: 'p2', format: 'Aztec' });
    const t = tripByDay(bookedTrip(TRIP, undefined, [pass(early), ticket]));
    expect(t.days[0]).toMatchObject({ date: '2027-03-11', part: 'there' });
    expect(t.undated?.map((p) => p.id)).toEqual(['p2']);
  });

  it("another trip's pass is not this trip's", () => {
    expect(bookedTrip(TRIP, undefined, [pass(AI665, { tripId: 'rj-other' })]).passes).toEqual([]);
  });
});

describe('a Wallet pass (.pkpass)', () => {
  const passJson = (extra: object = {}) =>
    JSON.stringify({
      formatVersion: 1,
      barcodes: [{ message: AI665, format: 'PKBarcodeFormatAztec', messageEncoding: 'iso-8859-1' }],
      boardingPass: { transitType: 'PKTransitTypeAir', primaryFields: [{ key: 'from', label: 'Mumbai', value: 'BOM' }], auxiliaryFields: [{ key: 'boarding', label: 'Boarding', value: '06:20' }, { key: 'gate', label: 'Gate', value: 42 }] },
      ...extra,
    });
  const zip = (files: Zippable) => zipSync(files);

  it('gives the code, its format and the fields the pass shows', () => {
    const read = readPkpass(zip({ 'pass.json': strToU8(passJson()), 'icon.png': new Uint8Array(100) }));
    expect(read).toEqual({ ok: true, message: AI665, format: 'Aztec', details: [{ label: 'Mumbai', value: 'BOM' }, { label: 'Boarding', value: '06:20' }, { label: 'Gate', value: '42' }] });
  });

  it('reads the older single barcode, and a byte-order mark', () => {
    const json = '\uFEFF' + JSON.stringify({ barcode: { message: 'TICKET-1', format: 'PKBarcodeFormatQR' } });
    expect(readPkpass(zip({ 'pass.json': strToU8(json) }))).toMatchObject({ ok: true, message: 'TICKET-1', format: 'QRCode' });
  });

  it('refuses what is not a zip', () => {
    expect(readPkpass(strToU8('not a zip at all'))).toEqual({ ok: false, reason: 'notZip' });
    const cut = zip({ 'pass.json': strToU8(passJson()) });
    expect(readPkpass(cut.subarray(0, cut.length - 30))).toEqual({ ok: false, reason: 'notZip' });
  });

  it('refuses a zip bomb unread: 30 MB of zeros declared', () => {
    const bomb = zip({ 'pass.json': strToU8(passJson()), 'logo.png': [new Uint8Array(30 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(100_000);
    expect(readPkpass(bomb)).toEqual({ ok: false, reason: 'zipBomb' });
  });

  it('refuses a huge pass.json, and one whose directory lies about its size', () => {
    const huge = passJson({ padding: ' '.repeat(1024 * 1024) });
    expect(readPkpass(zip({ 'pass.json': [strToU8(huge), { level: 9 }] }))).toEqual({ ok: false, reason: 'passJsonTooLarge' });
    // The same zip with pass.json's declared sizes (local header and directory) rewritten to 1000 bytes.
    const lying = zip({ 'pass.json': [strToU8(huge), { level: 9 }] });
    const view = new DataView(lying.buffer, lying.byteOffset, lying.byteLength);
    for (let i = 0; i < lying.length - 4; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 1000, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 1000, true);
    }
    expect(readPkpass(lying)).toEqual({ ok: false, reason: 'passJsonTooLarge' });
  });

  it('refuses a pass with no code to draw (none, a Code 128, not JSON)', () => {
    expect(readPkpass(zip({ 'icon.png': new Uint8Array(10) }))).toEqual({ ok: false, reason: 'noPassCode' });
    expect(readPkpass(zip({ 'pass.json': strToU8(JSON.stringify({ barcode: { message: 'X', format: 'PKBarcodeFormatCode128' } })) }))).toEqual({ ok: false, reason: 'noPassCode' });
    expect(readPkpass(zip({ 'pass.json': strToU8('{not json') }))).toEqual({ ok: false, reason: 'noPassCode' });
  });
});

describe('passes in the backup file', async () => {
  const { readBackup } = await import('../../src/features/backup/schema');
  const file = (passes: unknown[]) => JSON.stringify({ app: 'rasa-journeys', version: 1, exportedAt: '2026-11-30T10:00:00.000Z', saved: [], plans: [], passes });
  const ok = { tripId: TRIP.tripId, addedAt: '2026-11-30T10:00:00.000Z', format: 'PDF417', message: AI665, details: [{ label: 'Gate', value: '42' }] };

  it('carries a pass: its trip, code and fields', () => {
    const read = readBackup(file([ok]));
    expect(read.ok && read.backup.passes).toEqual([ok]);
  });

  it('refuses a file whose pass is hostile: an unknown format, a huge message, a field with a line break, a bad trip id', () => {
    for (const bad of [{ ...ok, format: 'Code128' }, { ...ok, message: 'x'.repeat(5000) }, { ...ok, details: [{ label: 'Gate\n<b>', value: '1' }] }, { ...ok, tripId: '../x' }, { ...ok, message: '' }]) {
      expect(readBackup(file([bad]))).toMatchObject({ ok: false, reason: 'damaged' });
    }
  });
});
