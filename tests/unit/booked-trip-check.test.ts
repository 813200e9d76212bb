/**
 * A booked trip's check (valibot, after its signature holds), its times (local wall-clock times in
 * IANA zones, instants from Intl and never from the machine's zone), its phones, and the airports'
 * zones in the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { AIRPORT_COUNTRY_ZONES, AIRPORT_SOURCES, airports, airportZone } from '../../src/content/airports';
import { COUNTRY_TIME_ZONES } from '../../src/content/timeZones';
import { isE164, toE164 } from '../../src/features/bookedTrip/phone';
import { checkTrip } from '../../src/features/bookedTrip/schema';
import { addDays, daysBetween, formatDay } from '../../src/trip/dates';
import { durationText, instantOf, isLocalDateTime, isTimeZone, minutesBetween } from '../../src/trip/zones';
import { LIMITS, type BookedTrip } from '../../src/trip/booking';
import { SAMPLE } from './bookedTripFixtures';

const iso = (ms: number) => new Date(ms).toISOString();

describe('times of a booked trip', () => {
  it('turns a local time in a zone into the instant it names, whatever the zone of the machine', () => {
    expect(iso(instantOf('2027-03-19T10:00', 'Asia/Kolkata'))).toBe('2027-03-19T04:30:00.000Z');
    expect(iso(instantOf('2027-03-19T11:45', 'Asia/Kathmandu'))).toBe('2027-03-19T06:00:00.000Z');
    expect(iso(instantOf('2027-03-19T00:10', 'Asia/Thimphu'))).toBe('2027-03-18T18:10:00.000Z');
    expect(iso(instantOf('2027-07-01T09:00', 'Europe/London'))).toBe('2027-07-01T08:00:00.000Z');
    expect(iso(instantOf('2027-01-01T09:00', 'Europe/London'))).toBe('2027-01-01T09:00:00.000Z');
  });

  it('reads a time the clocks skip with the offset before the change, and a repeated one as its first', () => {
    // London: clocks go forward at 01:00 on 28 March 2027 and back at 02:00 on 31 October 2027.
    expect(iso(instantOf('2027-03-28T01:30', 'Europe/London'))).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(instantOf('2027-10-31T01:30', 'Europe/London'))).toBe('2027-10-31T00:30:00.000Z');
  });

  it('measures a flight across zones: Delhi 10:00 to Kathmandu 11:45 is 1 h 30 min', () => {
    expect(minutesBetween('2027-03-19T10:00', 'Asia/Kolkata', '2027-03-19T11:45', 'Asia/Kathmandu')).toBe(90);
    expect(minutesBetween('2027-03-19T02:00', 'Asia/Kolkata', '2027-03-19T06:30', 'Europe/London')).toBe(600);
    expect(durationText(90)).toBe('1 h 30 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
  });

  it('counts calendar days and names them the same on every device', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2027-03-14', '2027-03-20')).toBe(6);
    expect(formatDay('2027-03-16')).toBe('Tue 16 Mar 2027');
    expect(isLocalDateTime('2027-03-16T09:30')).toBe(true);
    expect(isLocalDateTime('2027-02-30T09:30')).toBe(false);
    expect(isLocalDateTime('2027-03-16T24:00')).toBe(false);
  });

  it('knows a zone only when Intl does, and only a place (no offsets, no UTC)', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Asia/Atlantis')).toBe(false);
    expect(isTimeZone('UTC')).toBe(false);
    expect(isTimeZone('+05:30')).toBe(false);
    expect(isTimeZone('<script>')).toBe(false);
  });
});

describe('phones', () => {
  it('keeps an international number in E.164, as people write it', () => {
    expect(toE164('+91 98100 12345')).toBe('+919810012345');
    expect(toE164('+977-1-4412345')).toBe('+97714412345');
    expect(toE164('(+94) 11 234 5678')).toBe('+94112345678');
    expect(toE164('0044 20 7946 0000')).toBe('+442079460000');
    expect(toE164('98100 12345')).toBeUndefined();
    expect(toE164('+91 98100 CALL')).toBeUndefined();
    expect(toE164('+0 123 456 789')).toBeUndefined();
    expect(toE164('+1 234')).toBeUndefined();
    expect(isE164('+911140507788')).toBe(true);
    expect(isE164('+91 11 4050 7788')).toBe(false);
  });
});

describe("the airports' zones", () => {
  it('gives every airport its country\'s one zone, which Intl knows, the four countries\' as the catalogue\'s', () => {
    for (const a of airports) {
      expect(isTimeZone(airportZone(a.iata)), a.iata).toBe(true);
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
    }
    expect(new Set(airports.map((a) => a.iata)).size).toBe(airports.length);
    expect(AIRPORT_COUNTRY_ZONES).toMatchObject({ IN: COUNTRY_TIME_ZONES.india, NP: COUNTRY_TIME_ZONES.nepal, BT: COUNTRY_TIME_ZONES.bhutan, LK: COUNTRY_TIME_ZONES['sri-lanka'] });
    expect(airportZone('del')).toBe('Asia/Kolkata');
    expect(airportZone('PBH')).toBe('Asia/Thimphu');
    expect(airportZone('XXX')).toBeUndefined();
  });

  it('names its sources, each with a checked month and a quote', () => {
    for (const s of AIRPORT_SOURCES) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(s.checkedOn).toMatch(/^\d{4}-\d{2}$/);
      expect(s.quote.length).toBeGreaterThan(20);
    }
  });
});

describe("a booked trip's check", () => {
  const with_ = (change: Partial<BookedTrip>) => ({ ...SAMPLE, ...change });

  it('accepts a whole trip, and returns it as it came', () => {
    expect(checkTrip(SAMPLE)).toEqual(SAMPLE);
    expect(checkTrip(with_({ days: [], flights: [], transfers: [], note: undefined }))).toBeTruthy();
  });

  it('takes markup as text (the screens render it as text)', () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect(checkTrip(with_({ travellers: [markup], note: markup, title: markup }))?.note).toBe(markup);
  });

  it('refuses what a phone must not show or act on', () => {
    const bad: Partial<BookedTrip>[] = [
      { dutyPhone: '011 4050 7788' },
      { dutyPhone: '<b>+911140507788</b>' },
      { travellers: [] },
      { travellers: ['x'.repeat(LIMITS.name + 1)] },
      { travellers: Array.from({ length: LIMITS.travellers + 1 }, () => 'A') },
      { travellers: ['Asha\u0000Rao'] },
      { note: 'x'.repeat(1_000_000) },
      { title: ' ' },
      { start: '2027-02-30' },
      { end: '2027-03-13' },
      { end: '2027-06-30' },
      { revision: 0 },
      { revision: 1.5 },
      { tripId: '../etc' },
      { itineraryId: 'Golden Triangle' },
      { issuedAt: 'yesterday' },
      { days: [{ day: 8 }] },
      { days: [{ day: 2 }, { day: 2 }] },
      { days: [{ day: 2, hotel: { name: 'H', phone: '12345' } }] },
      { flights: [{ ...SAMPLE.flights[0]!, arrives: '2027-03-19T10:10' }] },
      { flights: [{ ...SAMPLE.flights[0]!, to: { iata: 'KTM', zone: 'Asia/Atlantis' } }] },
      { flights: [{ ...SAMPLE.flights[0]!, carrier: 'Air India' }] },
      { flights: [{ ...SAMPLE.flights[0]!, departs: '2027-04-19T10:00', arrives: '2027-04-19T11:45' }] },
      { transfers: [{ ...SAMPLE.transfers[0]!, id: SAMPLE.flights[0]!.id }] },
      { transfers: [{ ...SAMPLE.transfers[0]!, pickUp: '2027-03-16 09:30' }] },
    ];
    for (const change of bad) expect(checkTrip(with_(change)), JSON.stringify(change).slice(0, 80)).toBeUndefined();
    expect(checkTrip('a trip')).toBeUndefined();
    expect(checkTrip(null)).toBeUndefined();
  });

  it('lets a flight land the day after the trip and leave the evening before it', () => {
    const late = { ...SAMPLE.flights[0]!, departs: '2027-03-13T22:00', arrives: '2027-03-14T01:30', from: { iata: 'LHR', zone: 'Europe/London' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' } };
    expect(checkTrip(with_({ flights: [{ ...late, departs: '2027-03-13T11:00', arrives: '2027-03-14T01:30' }] }))).toBeTruthy();
  });
});
