/**
 * The booked trip on the road (issue 43), its pure parts: the trip day by day (items in the order
 * they happen across zones, the night's stay), the wall-clock time of an instant in a zone, the
 * links that reach a driver, and the flights and pick-ups as timed calendar events in UTC with
 * their alarms.
 */
import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import { itineraryDetails } from '../../src/content/itineraryDetails';
import { bookedCalendarFileName, bookedTripCalendar, bookedTripEvents } from '../../src/features/bookedTrip/calendar';
import { contactLinks } from '../../src/features/bookedTrip/contact';
import { bookedDays, bookedMoment, dayItems, dayZones } from '../../src/features/bookedTrip/days';
import { planDays } from '../../src/features/bookedTrip/plan';
import type { KeptTrip } from '../../src/features/bookedTrip/store';
import { localAt } from '../../src/features/bookedTrip/time';
import { bookedToday } from '../../src/features/bookedTrip/useBookedToday';
import { tripWrittenDuring } from '../../src/features/bookedTrip/sentDuring';
import { bookedStays } from '../../src/features/bookedTrip/stays';
import { bookingChecklist, isDomestic } from '../../src/features/bookedTrip/bookingChecklist';
import { CARRIERS as SOURCED_CARRIERS, type CarrierRules } from '../../src/content/carriers';
import type { OutboxEntry } from '../../src/features/enquiries/outbox/core';
import { isStuck } from '../../src/features/enquiries/outbox/status';
import type { BookedTrip } from '../../src/features/bookedTrip/trip';
import { SAMPLE } from './bookedTripFixtures';

const goldenTriangle = await itineraryDetails.load('golden-triangle')!;

describe('the wall-clock time of an instant in a zone', () => {
  it("reads India's, Nepal's quarter hour and a zone across its clock change", () => {
    expect(localAt(Date.UTC(2027, 2, 19, 4, 30), 'Asia/Kolkata')).toBe('2027-03-19T10:00');
    expect(localAt(Date.UTC(2027, 2, 19, 6, 0), 'Asia/Kathmandu')).toBe('2027-03-19T11:45');
    expect(localAt(Date.UTC(2027, 2, 27, 23, 30), 'Europe/London')).toBe('2027-03-27T23:30');
    expect(localAt(Date.UTC(2027, 2, 28, 1, 30), 'Europe/London')).toBe('2027-03-28T02:30');
  });
});

describe('a booked trip day by day', () => {
  const days = bookedDays(SAMPLE, planDays(goldenTriangle));

  it('has every day from start to end, with its date and the plan', () => {
    expect(days.map((d) => d.date)).toEqual(['2027-03-14', '2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-20']);
    expect(days[0]!.planned?.title).toBe(goldenTriangle.days[0]!.title);
  });

  it('puts each pick-up and flight on the day of its local date', () => {
    expect(days.map((d) => d.items.map((i) => i.id))).toEqual([[], [], ['tr000001'], [], [], ['fl000001'], []]);
    expect(days[2]!.items[0]).toMatchObject({ kind: 'transfer', at: '2027-03-16T09:30', zone: 'Asia/Kolkata', instant: Date.UTC(2027, 2, 16, 4, 0) });
  });

  it("gives the night's booked hotel, else the plan's stay, and no night on the last day", () => {
    expect(days[3]!.night?.hotel?.name).toBe('The Oberoi Amarvilas');
    expect(days[1]!.night).toEqual({ hotel: undefined, planned: goldenTriangle.days[1]!.accommodation });
    expect(days[6]!.night).toBeUndefined();
    expect(days[0]!.change?.guide?.name).toBe('Ravi Kumar');
  });

  it('orders a day by instant across zones, not by the clocks', () => {
    // 10:00 in Kathmandu (04:15 UTC) comes before 09:50 in Delhi (04:20 UTC).
    const trip: BookedTrip = {
      ...SAMPLE,
      flights: [{ ...SAMPLE.flights[0]!, id: 'flktm', from: { iata: 'KTM', zone: 'Asia/Kathmandu' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-16T10:00', arrives: '2027-03-16T11:30' }],
      transfers: [{ ...SAMPLE.transfers[0]!, pickUp: '2027-03-16T09:50' }],
    };
    expect(dayItems(trip).map((i) => i.id)).toEqual(['flktm', 'tr000001']);
  });

  it('joins a pick-up on the evening before day 1 to day 1, and one after the last day to the last', () => {
    const trip: BookedTrip = {
      ...SAMPLE,
      transfers: [
        { ...SAMPLE.transfers[0]!, id: 'tr-eve', pickUp: '2027-03-13T22:40' },
        { ...SAMPLE.transfers[0]!, id: 'tr-late', pickUp: '2027-03-21T01:10' },
      ],
    };
    const d = bookedDays(trip);
    expect(d[0]!.items.map((i) => i.id)).toEqual(['tr-eve']);
    expect(d[6]!.items.map((i) => i.id)).toEqual(['tr-late']);
    expect(d[0]!.planned).toBeUndefined();
  });
});

describe('where a booked trip stands', () => {
  const days = bookedDays(SAMPLE, planDays(goldenTriangle));
  const zones = dayZones(days, 'UTC');
  const at = (iso: string) => bookedMoment(days, zones, Date.parse(iso));

  it("reads the day where it is spent: India's date, whatever the phone's zone", () => {
    expect(zones.every((z) => z === 'Asia/Kolkata')).toBe(true);
    expect(at('2027-03-16T05:00:00Z')).toEqual({ kind: 'during', index: 2, localNow: '2027-03-16T10:30' });
    // 01:30 on the 14th in India, still the 13th in London.
    expect(at('2027-03-13T20:00:00Z')).toMatchObject({ kind: 'during', index: 0 });
    expect(at('2027-03-13T18:00:00Z')).toEqual({ kind: 'before', daysToGo: 1 });
    expect(at('2027-03-20T18:00:00Z')).toMatchObject({ kind: 'during', index: 6 });
    expect(at('2027-03-20T19:00:00Z')).toEqual({ kind: 'after' });
  });

  it("takes a day's zone from its first flight or pick-up where the catalogue has no plan", () => {
    const bare = bookedDays(SAMPLE);
    expect(dayZones(bare, 'Asia/Dubai')).toEqual(['Asia/Dubai', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kolkata', 'Asia/Kolkata']);
  });
});

describe("Today's booked trips", () => {
  // The envelope is not read here: a kept trip without one.
  const keptOf = (trip: BookedTrip): KeptTrip => ({ id: trip.tripId, revision: trip.revision, trip, keptAt: '2027-02-01T10:00:00.000Z' }) as unknown as KeptTrip;
  const later: BookedTrip = { ...SAMPLE, tripId: 'rj-later', start: '2027-04-01', end: '2027-04-07', flights: [], transfers: [] };
  const over: BookedTrip = { ...SAMPLE, tripId: 'rj-over', start: '2027-01-01', end: '2027-01-07', flights: [], transfers: [] };
  const plans = new Map([['golden-triangle', goldenTriangle]]);

  it('puts the trip under way first, then the soonest, and leaves out one that is over', () => {
    const today = bookedToday([later, over, SAMPLE].map(keptOf), plans, Date.parse('2027-03-16T05:00:00Z'));
    expect(today.map((t) => [t.kept.trip.tripId, t.moment.kind])).toEqual([
      ['rj-sample0000000001', 'during'],
      ['rj-later', 'before'],
    ]);
  });
});

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
  const ics = (trip: BookedTrip) => {
    const { error, value } = createEvents(bookedTripEvents(trip, 'rasajourneys.com'));
    if (error || !value) throw error ?? new Error('no calendar');
    return value.replace(/\r\n[ \t]/g, '');
  };
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

  it('makes one file of the days and, beside them, the flights and pick-ups', () => {
    const text = bookedTripCalendar(SAMPLE, goldenTriangle, new Date('2027-02-01T10:00:00Z')).replace(/\r\n[ \t]/g, '');
    const all = events(text);
    expect(all.filter((e) => e.includes('DTSTART;VALUE=DATE:'))).toHaveLength(goldenTriangle.days.length);
    expect(all.find((e) => e.includes('SUMMARY:Flight AI 491'))).toContain('DTSTART:20270319T043000Z');
    expect(all.find((e) => e.includes('SUMMARY:Pick-up'))).toContain('DTSTART:20270316T040000Z');
    expect(text).toContain('Golden Triangle Luxury Tour');
    expect(bookedCalendarFileName(SAMPLE)).toBe('rasa-journeys-rj-sample0000000001.ics');
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
    const kept = [{ trip: { start: '2027-03-14', end: '2027-03-20' }, id: 'a' }, { trip: { start: '2027-05-01', end: '2027-05-05' }, id: 'b' }];
    const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
    expect(tripWrittenDuring(kept, [at(2027, 3, 16)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 14, 0)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 20, 23)])?.id).toBe('a');
    expect(tripWrittenDuring(kept, [at(2027, 3, 21, 0)])).toBeUndefined();
    expect(tripWrittenDuring(kept, [at(2027, 2, 1), at(2027, 5, 3)])?.id).toBe('b');
    expect(tripWrittenDuring(kept, [])).toBeUndefined();
  });
});

describe('where a booked trip stays, stop by stop', () => {
  it("lists each stop's nights as booked, a hotel the booking changed marked, the plan's kept elsewhere", () => {
    const trip: BookedTrip = { ...SAMPLE, days: [...SAMPLE.days, { day: 5, hotel: { name: 'The Oberoi Rajvilas', address: 'Goner Road, Jaipur 302031' } }] };
    const stays = bookedStays(goldenTriangle, bookedDays(trip, planDays(goldenTriangle)));
    expect(stays.map((s) => s.stop.name)).toEqual(['Delhi', 'Agra', 'Jaipur']);
    expect(stays[0]!.stays).toEqual([{ name: 'The Leela Palace', hotel: undefined, changed: false, nights: [1, 2] }]);
    // Night 4's booking names the planned hotel (with its address): one stay, not changed.
    expect(stays[1]!.stays.map((s) => [s.name, s.changed, s.nights])).toEqual([['The Oberoi Amarvilas', false, [3, 4]]]);
    expect(stays[2]!.stays.map((s) => [s.name, s.changed, s.nights, s.hotel?.address])).toEqual([
      ['The Oberoi Rajvilas', true, [5], 'Goner Road, Jaipur 302031'],
      ['Rambagh Palace', false, [6], undefined],
    ]);
  });
});

describe("what a booked trip's flights add to Before you go", () => {
  const quote = (publisher: string) => ({ publisher, url: `https://example.org/${publisher}`, quote: `${publisher} says so.` });
  const CARRIERS: CarrierRules[] = [
    { code: 'AI', name: 'Air India', webCheckIn: { opensHoursBefore: 48, closesMinutesBefore: 60, sources: [quote('Air India'), quote('Second')] }, baggage: { text: 'Economy: 15 kg checked, 7 kg in the cabin.', sources: [quote('Air India'), quote('Second')] }, checkedOn: '2026-11-29' },
  ];
  const domestic = { id: 'fl000002', carrier: 'AI', number: '491', from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'JAI', zone: 'Asia/Kolkata' }, departs: '2027-03-16T14:05', arrives: '2027-03-16T15:10' };
  it('knows a domestic flight by its airports', () => {
    expect(isDomestic(domestic)).toBe(true);
    expect(isDomestic(SAMPLE.flights[0]!)).toBe(false);
    expect(isDomestic({ from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'XXX', zone: 'Asia/Kolkata' } })).toBe(false);
  });
  it("a domestic flight: check-in opening at the carrier's hours before, in the airport's time, and its baggage with sources", () => {
    const items = bookingChecklist({ flights: [domestic] }, CARRIERS);
    expect(items.map((i) => i.id)).toEqual(['flight-fl000002-check-in', 'flight-fl000002-baggage']);
    const [checkIn, baggage] = items;
    expect(checkIn!.due).toBe('2027-03-14');
    expect(checkIn!.text).toContain('opens online check-in 48 hours before departure, on Sun 14 Mar 2027 at 14:05 DEL time. It closes 60 minutes before departure.');
    expect(checkIn!.sources.map((s) => [s.title, s.quote, s.checkedOn])).toEqual([['Air India', 'Air India says so.', '2026-11-29'], ['Second', 'Second says so.', '2026-11-29']]);
    expect(baggage!.category).toBe('flights');
    expect(baggage!.due).toBe('2027-03-15');
    expect(baggage!.text).toContain('Economy: 15 kg checked, 7 kg in the cabin.');
  });
  it('an international flight or an unknown carrier: a reminder to check in, with no time claimed and no baggage figure', () => {
    const items = bookingChecklist({ flights: [SAMPLE.flights[0]!, { ...domestic, id: 'fl000003', carrier: 'ZZ' }] }, CARRIERS);
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
  it('rest each figure on two sources or more, each quoted, read within the year, a missing official page said', () => {
    for (const c of SOURCED_CARRIERS) {
      for (const rule of [c.webCheckIn, c.baggage].filter((r) => r !== undefined)) {
        expect(rule.sources.length, `${c.code}`).toBeGreaterThanOrEqual(2);
        expect(new Set(rule.sources.map((s) => s.publisher)).size, `${c.code}: independent publishers`).toBe(rule.sources.length);
        for (const s of rule.sources) expect(s.quote.length, `${c.code} ${s.url}`).toBeGreaterThan(20);
        if (!rule.sources.some((s) => s.official)) expect(rule.note, `${c.code}: why no page of its own`).toBeTruthy();
      }
      expect(Date.parse('2026-11-29') - Date.parse(c.checkedOn)).toBeLessThan(366 * 86_400_000);
    }
    expect(SOURCED_CARRIERS.map((c) => c.code)).toEqual(expect.arrayContaining(['AI', '6E']));
  });
});
