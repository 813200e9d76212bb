/**
 * The booked trip on the road (issue 43), its pure parts beyond the timeline (trip-timeline.test):
 * the links that reach a driver, the flights and pick-ups as timed calendar events in UTC with
 * their alarms (the journey there at its instants), the trip a stuck message was written on, and
 * what the flights add to Before you go.
 */
import { describe, expect, it } from 'vitest';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { bookedCalendarFile } from '../../src/features/bookedTrip/calendarFile';
import { contactLinks } from '../../src/features/bookedTrip/contact';
import { calendarFileName, movesOf, tripCalendar } from '../../src/trip/calendar';
import { tripByDay } from '../../src/trip/timeline';
import { bookedTrip } from '../../src/trip/trip';
import { tripWrittenDuring } from '../../src/features/bookedTrip/sentDuring';
import { bookingChecklist, isDomestic } from '../../src/features/bookedTrip/bookingChecklist';
import { CARRIERS as SOURCED_CARRIERS, type CarrierRules } from '../../src/content/carriers';
import type { OutboxEntry } from '../../src/features/enquiries/outbox/core';
import { isStuck } from '../../src/features/enquiries/outbox/status';
import type { BookedTrip } from '../../src/trip/booking';
import { SAMPLE } from './bookedTripFixtures';

const goldenTriangle = await itineraryDetails.load('golden-triangle')!;

describe('reaching a person the booking names', () => {
  it('calls, texts and opens WhatsApp on the E.164 number', () => {
    expect(contactLinks('+919899001122')).toEqual({ call: 'tel:+919899001122', text: 'sms:+919899001122', whatsApp: 'https://wa.me/919899001122' });
  });

  it('gives no link for a number that is not international', () => {
    expect(contactLinks('98990 01122')).toBeUndefined();
    expect(contactLinks('javascript:alert(1)')).toBeUndefined();
  });
});

describe('flights and pick-ups in the calendar file', () => {
  const site = { brand: 'Rasa Journeys', uidDomain: 'rasajourneys.com', now: new Date('2027-02-01T10:00:00Z') };
  const ics = (trip: BookedTrip) => tripCalendar(tripByDay(bookedTrip(trip)), site).replace(/\r\n[ \t]/g, '');
  const events = (text: string) => text.split('BEGIN:VEVENT').slice(1);

  it('puts a flight at its instant in UTC, to its landing, with an alarm 3 hours before', () => {
    const flight = events(ics(SAMPLE)).find((e) => e.includes('SUMMARY:Flight AI 491'))!;
    // 10:00 in Delhi is 04:30 UTC; 11:45 in Kathmandu is 06:00 UTC.
    expect(flight).toContain('DTSTART:20270319T043000Z');
    expect(flight).toContain('DTEND:20270319T060000Z');
    expect(flight).toContain('TRIGGER:-PT3H');
    expect(flight).toContain('Booking reference: X7PQ2L');
    expect(flight).toContain(`UID:${SAMPLE.tripId}-fl000001@rasajourneys.com`);
  });

  it('puts a pick-up at its instant with the driver, and an alarm 30 minutes before', () => {
    const pickUp = events(ics(SAMPLE)).find((e) => e.includes('SUMMARY:Pick-up'))!;
    expect(pickUp).toContain('DTSTART:20270316T040000Z');
    expect(pickUp).toContain('TRIGGER:-PT30M');
    expect(pickUp).toContain('Driver: Suresh Singh\\, +919899001122');
  });

  it('keeps UIDs across revisions, so a newer file moves the event', () => {
    const moved: BookedTrip = { ...SAMPLE, revision: 2, transfers: [{ ...SAMPLE.transfers[0]!, pickUp: '2027-03-16T10:15' }] };
    const uid = (text: string) => events(text).map((e) => /UID:(.*)/.exec(e)![1]!.trim());
    expect(uid(ics(moved))).toEqual(uid(ics(SAMPLE)));
    expect(ics(moved)).toContain('DTSTART:20270316T044500Z');
  });

  it('makes one file of the days, the booked hotels in them, and beside them the flights, pick-ups and Before you go', async () => {
    const file = await bookedCalendarFile(SAMPLE, goldenTriangle, new Date('2027-02-01T10:00:00Z'));
    const text = file.text.replace(/\r\n[ \t]/g, '');
    const all = events(text);
    const days = all.filter((e) => /SUMMARY:Day \d/.test(e));
    expect(days).toHaveLength(goldenTriangle.days.length);
    expect(days[3]).toContain('Hotel: The Oberoi Amarvilas\\, Taj East Gate Road\\, Agra 282001');
    expect(all.find((e) => e.includes('SUMMARY:Flight AI 491'))).toContain('DTSTART:20270319T043000Z');
    expect(all.find((e) => e.includes('SUMMARY:Pick-up'))).toContain('DTSTART:20270316T040000Z');
    expect(all.some((e) => e.includes('SUMMARY:Before you go: Check in online for AI 491'))).toBe(true);
    expect(text).toContain('Golden Triangle Luxury Tour');
    expect(file.name).toBe('rasa-journeys-rj-sample0000000001.ics');
    expect(calendarFileName(bookedTrip(SAMPLE))).toBe(file.name);
  });

  it('puts the journey there at its instants: BA 257 from London at 21:40 the evening before day 1 to Delhi at 10:05', () => {
    const ba257 = { id: 'fl0ba257', carrier: 'BA', number: '257', from: { iata: 'LHR', zone: 'Europe/London' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-13T21:40', arrives: '2027-03-14T10:05' };
    const flight = events(ics({ ...SAMPLE, flights: [ba257] })).find((e) => e.includes('SUMMARY:Flight BA 257'))!;
    expect(flight).toContain('DTSTART:20270313T214000Z');
    expect(flight).toContain('DTEND:20270314T043500Z');
    expect(flight).toContain('Departs 21:40 at LHR (local time)');
    expect(movesOf(tripByDay(bookedTrip({ ...SAMPLE, flights: [ba257] })), 'x').map((e) => e.uid)).toEqual([`${SAMPLE.tripId}-fl0ba257@x`, `${SAMPLE.tripId}-tr000001@x`]);
  });
});

describe("the outbox's stuck messages and the trip they were written on", () => {
  const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({ id: 'm1', payload: { subject: 'A question' } as OutboxEntry['payload'], status: 'queued', createdAt: 0, attempts: 0, nextAttemptAt: 0, ...over });
  it('is stuck when not accepted, or waiting after a failed try or with no connection; not when just written online', () => {
    expect(isStuck(entry({ status: 'failed', attempts: 1 }), true)).toBe(true);
    expect(isStuck(entry({ attempts: 2, lastStatus: 0 }), true)).toBe(true);
    expect(isStuck(entry({}), false)).toBe(true);
    expect(isStuck(entry({}), true)).toBe(false);
    expect(isStuck(entry({ status: 'sending', attempts: 1 }), true)).toBe(false);
    expect(isStuck(entry({ status: 'sent', attempts: 1 }), false)).toBe(false);
  });
  it("finds the kept trip whose days hold the phone's date when the message was written", () => {
    const trip = (start: string, end: string): BookedTrip => ({ ...SAMPLE, start, end, flights: [], transfers: [] });
    const kept = [{ trip: trip('2027-03-14', '2027-03-20'), id: 'a' }, { trip: trip('2027-05-01', '2027-05-05'), id: 'b' }];
    const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
    expect(tripWrittenDuring(kept, [at(2027, 3, 16)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 14, 0)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 20, 23)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 21, 0)])).toBeUndefined();
    expect(tripWrittenDuring(kept, [at(2027, 2, 1), at(2027, 5, 3)])?.id).toBe('b');
    expect(tripWrittenDuring(kept, [])).toBeUndefined();
    // The journey there counts: a message written in London the evening before day 1.
    const there = [{ trip: { ...trip('2027-03-14', '2027-03-20'), flights: [{ ...SAMPLE.flights[0]!, from: { iata: 'LHR', zone: 'Europe/London' }, departs: '2027-03-13T21:40', arrives: '2027-03-14T10:05' }] }, id: 'c' }];
    expect(tripWrittenDuring(there, [at(2027, 3, 13, 19)])?.id).toBe('c');
  });
});

describe("what a booked trip's flights add to Before you go", () => {
  const quote = (publisher: string) => ({ publisher, url: `https://example.org/${publisher}`, quote: `${publisher} says so.` });
  const CARRIERS: CarrierRules[] = [
    { code: 'AI', name: 'Air India', site: { url: 'https://www.airindia.com/', label: 'airindia.com' }, webCheckIn: { opensHoursBefore: 48, closesMinutesBefore: 60, sources: [quote('Air India'), quote('Second')] }, baggage: { text: 'Economy: 15 kg checked, 7 kg in the cabin.', sources: [quote('Air India'), quote('Second')] }, checkedOn: '2026-11-29' },
  ];
  const domestic = { id: 'fl000002', carrier: 'AI', number: '491', from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'JAI', zone: 'Asia/Kolkata' }, departs: '2027-03-16T14:05', arrives: '2027-03-16T15:10' };
  it('knows a domestic flight by its airports', () => {
    expect(isDomestic(domestic)).toBe(true);
    expect(isDomestic(SAMPLE.flights[0]!)).toBe(false);
    expect(isDomestic({ from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'XXX', zone: 'Asia/Kolkata' } })).toBe(false);
  });
  it("a domestic flight: check-in opening at the carrier's hours before, in the airport's time, and its baggage with sources", () => {
    const items = bookingChecklist(tripByDay(bookedTrip({ ...SAMPLE, transfers: [], flights: [domestic] })), CARRIERS);
    expect(items.map((i) => i.id)).toEqual(['flight-fl000002-check-in', 'flight-fl000002-baggage']);
    const [checkIn, baggage] = items;
    expect(checkIn!.due).toBe('2027-03-14');
    expect(checkIn!.text).toContain('opens online check-in 48 hours before departure, on Sun 14 Mar 2027 at 14:05 DEL time. It closes 60 minutes before departure.');
    expect(checkIn!.sources.map((s) => [s.title, s.quote, s.checkedOn])).toEqual([['Air India', 'Air India says so.', '2026-11-29'], ['Second', 'Second says so.', '2026-11-29']]);
    expect(baggage!.category).toBe('flights');
    expect(baggage!.due).toBe('2027-03-15');
    expect(baggage!.text).toContain('Economy: 15 kg checked, 7 kg in the cabin.');
  });
  it("a known carrier with no check-in time read on its own pages: no time claimed, 'check with the airline' and its own site linked", () => {
    const known = [{ ...CARRIERS[0]!, webCheckIn: undefined }];
    const [checkIn, baggage] = bookingChecklist(tripByDay(bookedTrip({ ...SAMPLE, transfers: [], flights: [domestic] })), known);
    expect(checkIn!.text).toContain('Check with the airline: Air India’s own site, airindia.com.');
    expect(checkIn!.text).not.toMatch(/hours before/);
    expect(checkIn!.more).toEqual({ href: 'https://www.airindia.com/', label: 'Air India: airindia.com' });
    expect(baggage!.more?.href).toBe('https://www.airindia.com/');
  });
  it('an international flight or an unknown carrier: a reminder to check in, with no time claimed and no baggage figure', () => {
    const items = bookingChecklist(tripByDay(bookedTrip({ ...SAMPLE, transfers: [], flights: [SAMPLE.flights[0]!, { ...domestic, id: 'fl000003', carrier: 'ZZ' }] })), CARRIERS);
    expect(items.map((i) => i.id)).toEqual(['flight-fl000003-check-in', 'flight-fl000001-check-in']);
    for (const item of items) {
      expect(item.text).toContain('The airline’s site or app says when check-in opens.');
      expect(item.text).not.toMatch(/hours before/);
      expect(item.sources).toEqual([]);
    }
    expect(items[1]!.due).toBe('2027-03-18');
  });
});

describe("the carriers' rules the app ships", () => {
  it("rest each figure on the airline's own page first, then a second source, each quoted, read within the year", () => {
    for (const c of SOURCED_CARRIERS) {
      expect(c.site.url, c.code).toMatch(/^https:\/\//);
      for (const rule of [c.webCheckIn, c.baggage].filter((r) => r !== undefined)) expect(rule.sources[0].official, `${c.code}: the airline's own page first`).toBe(true);
      for (const rule of [c.webCheckIn, c.baggage].filter((r) => r !== undefined)) {
        expect(rule.sources.length, `${c.code}`).toBeGreaterThanOrEqual(2);
        expect(new Set(rule.sources.map((s) => s.publisher)).size, `${c.code}: independent publishers`).toBe(rule.sources.length);
        for (const s of rule.sources) expect(s.quote.length, `${c.code} ${s.url}`).toBeGreaterThan(20);
        if (!rule.sources.some((s) => s.official)) expect(rule.note, `${c.code}: why no page of its own`).toBeTruthy();
      }
      expect(Date.parse('2026-12-07') - Date.parse(c.checkedOn)).toBeLessThan(366 * 86_400_000);
    }
    expect(SOURCED_CARRIERS.map((c) => c.code)).toEqual(expect.arrayContaining(['AI', '6E']));
  });

  it("Air India's cabin bag is 7 kg; no check-in time without the airline's own page; no fare named the airline no longer sells", () => {
    const ai = SOURCED_CARRIERS.find((c) => c.code === 'AI')!;
    expect(ai.baggage!.text).toMatch(/\b7 kg\b/);
    expect(ai.baggage!.text).not.toMatch(/\b8 kg\b/);
    for (const c of SOURCED_CARRIERS) {
      if (c.webCheckIn) expect(c.webCheckIn.sources[0].official, c.code).toBe(true);
      expect(JSON.stringify(c), c.code).not.toMatch(/\bLite\b/);
    }
    expect(SOURCED_CARRIERS.find((c) => c.code === '6E')!.webCheckIn).toBeUndefined();
  });
});
