/**
 * The trip core's timeline (src/trip/timeline.ts): the trips on a phone day by day, each day in the
 * zone where it is spent, whatever the phone's zone (London, Sydney, on summer time or not); a trip
 * that crosses countries; a booked trip's items in the order they happen across zones, its nights,
 * and its journey there and home as days of their own (BA 257 leaves London the evening before day
 * 1); where each trip stands at a moment; and which trip leads when several are on the phone, two
 * of them on the same dates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import { COUNTRY_TIME_ZONES, COUNTRY_UTC_OFFSETS } from '../../src/content/timeZones';
import type { CountrySlug } from '../../src/content/types';
import type { BookedTrip, Flight } from '../../src/trip/booking';
import { routeStays } from '../../src/trip/stays';
import { firstMove, flightsOf, isSoonOrRunning, timeline, tripByDay, tripTimeline, type Moment, type TimelineDay } from '../../src/trip/timeline';
import { bookedTrip, plannedStay, plannedTrip } from '../../src/trip/trip';
import { dateInZone, localAt } from '../../src/trip/zones';
import { SAMPLE } from './bookedTripFixtures';

const catalogue = await loadFullCatalogue();
const itinerary = (id: string) => catalogue.itineraries.find((it) => it.id === id)!;
const golden = itinerary('golden-triangle');
const plan = (id: string, start: string, travellers = 2) => plannedTrip({ id: `${id}:${start}`, itineraryId: id, start, travellers }, itinerary(id));
const momentOf = (id: string, start: string, now: string): Moment => tripTimeline(plan(id, start), Date.parse(now)).moment;
/** The moment without its local time, for the plain cases. */
const kindOf = (m: Moment) => (m.kind === 'during' ? { kind: m.kind, index: m.index } : m.kind === 'before' ? { kind: m.kind, daysToGo: m.daysToGo } : m);

const deviceZone = process.env.TZ;
/** Runs `fn` as on a device in `zone` (Node reads TZ again when it changes). */
function onDeviceIn<T>(zone: string, fn: () => T): T {
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  }
}
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

/** BA 257, London Heathrow 21:40 on 13 March 2027 (GMT) to Delhi 10:05 on the 14th (IST): 21:40Z to 04:35Z. */
const BA257: Flight = { id: 'fl0ba257', carrier: 'BA', number: '257', from: { iata: 'LHR', zone: 'Europe/London' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-13T21:40', arrives: '2027-03-14T10:05', terminal: '5' };
/** BA 256 home, Delhi 02:40 the day after the last day to London 07:05. */
const BA256: Flight = { id: 'fl0ba256', carrier: 'BA', number: '256', from: { iata: 'DEL', zone: 'Asia/Kolkata' }, to: { iata: 'LHR', zone: 'Europe/London' }, departs: '2027-03-21T02:40', arrives: '2027-03-21T07:05' };
const THERE_AND_BACK: BookedTrip = { ...SAMPLE, flights: [BA257, ...SAMPLE.flights, BA256] };
const ids = (day: TimelineDay) => day.items.map((i) => i.id);

describe('the date where a day is spent', () => {
  it("reads it in the day's zone: Nepal's +5:45 turns at 18:15 UTC", () => {
    expect(dateInZone('Asia/Kathmandu', new Date('2027-03-15T18:14:59Z'))).toBe('2027-03-15');
    expect(dateInZone('Asia/Kathmandu', new Date('2027-03-15T18:15:00Z'))).toBe('2027-03-16');
    expect(dateInZone('Asia/Kolkata', new Date('2027-03-15T18:29:59Z'))).toBe('2027-03-15');
    expect(dateInZone('Asia/Kolkata', new Date('2027-03-15T18:30:00Z'))).toBe('2027-03-16');
    expect(dateInZone('Asia/Thimphu', new Date('2027-03-15T18:00:00Z'))).toBe('2027-03-16');
  });

  it("each country's fixed offset gives the date Intl's zone data gives, every 15 minutes around each midnight of 2026 to 2030", () => {
    for (const country of Object.keys(COUNTRY_TIME_ZONES) as CountrySlug[]) {
      const zone = COUNTRY_TIME_ZONES[country];
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
        const midnight = day - COUNTRY_UTC_OFFSETS[country] * 60_000;
        for (const at of [midnight - 900_000, midnight - 1, midnight, midnight + 900_000]) expect(dateInZone(zone, at), `${zone} at ${new Date(at).toISOString()}`).toBe(intl.format(at));
      }
    }
  });

  it('a zone the catalogue does not use is read from Intl, across its clock change', () => {
    expect(dateInZone('America/New_York', new Date('2027-07-15T03:59:59Z'))).toBe('2027-07-14');
    expect(dateInZone('America/New_York', new Date('2027-07-15T04:00:00Z'))).toBe('2027-07-15');
    expect(localAt(Date.UTC(2027, 2, 27, 23, 30), 'Europe/London')).toBe('2027-03-27T23:30');
    expect(localAt(Date.UTC(2027, 2, 28, 1, 30), 'Europe/London')).toBe('2027-03-28T02:30');
  });
});

describe('where a planned trip stands', () => {
  it('an India trip from 14 March 2027 is on Day 3 at 23:50 UTC on the 15th, though London still says the 15th', () => {
    const now = '2027-03-15T23:50:00Z';
    onDeviceIn('Europe/London', () => {
      expect(new Date(now).getDate()).toBe(15); // the phone's own date
      expect(momentOf('golden-triangle', '2027-03-14', now)).toEqual({ kind: 'during', index: 2, localNow: '2027-03-16T05:20' });
    });
  });

  it('London on summer time (BST, UTC+1): 23:30 on 14 July is already the 15th in India', () => {
    const now = '2027-07-14T22:30:00Z';
    onDeviceIn('Europe/London', () => {
      expect(new Date(now).getDate()).toBe(14);
      expect(kindOf(momentOf('golden-triangle', '2027-07-15', now))).toEqual({ kind: 'during', index: 0 });
      expect(kindOf(momentOf('golden-triangle', '2027-07-16', now))).toEqual({ kind: 'before', daysToGo: 1 });
    });
  });

  it('Sydney on summer time (AEDT, UTC+11): 02:00 on 10 January is still the 9th in India', () => {
    const now = '2027-01-09T15:00:00Z';
    onDeviceIn('Australia/Sydney', () => {
      expect(new Date(now).getDate()).toBe(10);
      expect(kindOf(momentOf('golden-triangle', '2027-01-10', now))).toEqual({ kind: 'before', daysToGo: 1 });
      expect(kindOf(momentOf('golden-triangle', '2027-01-08', now))).toEqual({ kind: 'during', index: 1 });
    });
  });

  it('the device zone never changes the answer', () => {
    const now = '2027-03-15T23:50:00Z';
    const answers = ['Europe/London', 'Australia/Sydney', 'America/Los_Angeles', 'Asia/Kolkata'].map((zone) => onDeviceIn(zone, () => momentOf('golden-triangle', '2027-03-14', now)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('counts down before the trip and turns to the first day at midnight in India', () => {
    expect(kindOf(momentOf('golden-triangle', '2027-03-14', '2027-03-01T12:00:00Z'))).toEqual({ kind: 'before', daysToGo: 13 });
    expect(kindOf(momentOf('golden-triangle', '2027-03-14', '2027-03-13T18:29:00Z'))).toEqual({ kind: 'before', daysToGo: 1 });
    expect(kindOf(momentOf('golden-triangle', '2027-03-14', '2027-03-13T18:30:00Z'))).toEqual({ kind: 'during', index: 0 });
  });

  it('is over once the last day has ended where it was spent', () => {
    expect(kindOf(momentOf('golden-triangle', '2027-03-14', '2027-03-20T18:29:00Z'))).toEqual({ kind: 'during', index: 6 });
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-20T18:30:00Z')).toEqual({ kind: 'after', daysSince: 1 });
  });

  it('a trip crossing from India to Nepal: each day in its own zone', () => {
    const t = tripByDay(plan('india-nepal', '2027-03-14'));
    expect([t.days[5]!.date, t.days[5]!.zone]).toEqual(['2027-03-19', 'Asia/Kolkata']); // Day 6, Jaipur
    expect([t.days[6]!.date, t.days[6]!.zone]).toEqual(['2027-03-20', 'Asia/Kathmandu']); // Day 7, Kathmandu
    // 18:20 UTC on the 19th: 23:50 in Jaipur, 00:05 on the 20th in Kathmandu, where Day 7 is spent.
    expect(kindOf(momentOf('india-nepal', '2027-03-14', '2027-03-19T18:10:00Z'))).toEqual({ kind: 'during', index: 5 });
    expect(kindOf(momentOf('india-nepal', '2027-03-14', '2027-03-19T18:20:00Z'))).toEqual({ kind: 'during', index: 6 });
  });

  it('a trip through Nepal and Bhutan turns in Bhutan 15 minutes before Nepal', () => {
    const t = tripByDay(plan('himalayan-kingdoms', '2027-04-01'));
    const firstBhutan = t.days.findIndex((d) => d.zone === 'Asia/Thimphu');
    expect(firstBhutan).toBeGreaterThan(0);
    expect(t.days[firstBhutan - 1]!.zone).toBe('Asia/Kathmandu');
    // 18:00 UTC the evening before: midnight in Thimphu, 23:45 in Kathmandu.
    const eve = Date.parse(`${t.days[firstBhutan - 1]!.date}T18:00:00Z`);
    expect(dateInZone('Asia/Thimphu', eve)).toBe(t.days[firstBhutan]!.date);
    expect(kindOf(tripTimeline(t.trip, eve).moment)).toEqual({ kind: 'during', index: firstBhutan });
    expect(kindOf(tripTimeline(t.trip, eve - 60_000).moment)).toEqual({ kind: 'during', index: firstBhutan - 1 });
  });

  it("a plan's day holds the plan of the day and the night's stay, named as a traveller calls it; none on the last day", () => {
    const t = tripByDay(plan('golden-triangle', '2027-03-14'));
    expect(t.days.map((d) => d.part)).toEqual(Array(7).fill('trip'));
    expect(t.days[2]!.items.map((i) => i.kind)).toEqual(['plan', 'stay']);
    expect(t.days[2]!.items[1]).toMatchObject({ kind: 'stay', night: 3, name: 'The Oberoi Amarvilas', planned: { text: 'The Oberoi Amarvilas, Agra' }, changed: false });
    expect(t.days[6]!.items.map((i) => i.kind)).toEqual(['plan']);
  });
});

describe("the rule that names a night's stay", () => {
  it('takes the name before the town, none on the day of departure, and knows what a map cannot find', () => {
    expect(plannedStay('The Oberoi Amarvilas, Agra')).toEqual({ text: 'The Oberoi Amarvilas, Agra', name: 'The Oberoi Amarvilas', findable: true });
    expect(plannedStay('  Taj Mahal Palace, Colaba, Mumbai ')?.name).toBe('Taj Mahal Palace, Colaba');
    expect(plannedStay('Private camp near Chitwan')).toEqual({ text: 'Private camp near Chitwan', name: 'Private camp near Chitwan', findable: false });
    expect(plannedStay('Best available teahouse lodge, Deurali')?.findable).toBe(false);
    expect(plannedStay('Departure')).toBeUndefined();
    expect(plannedStay(' ')).toBeUndefined();
  });
});

describe('a booked trip day by day', () => {
  const t = tripByDay(bookedTrip(SAMPLE, golden));

  it('has every day from start to end with its plan, each in its zone', () => {
    expect(t.days.map((d) => d.date)).toEqual(['2027-03-14', '2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-20']);
    expect(t.days.every((d) => d.part === 'trip' && d.zone === 'Asia/Kolkata')).toBe(true);
    expect(t.days[0]!.day?.plan?.title).toBe(golden.days[0]!.title);
  });

  it('puts the guide first, then what has a time, then the plan and the night', () => {
    expect(ids(t.days[0]!)).toEqual(['day1-guide', 'day1-plan', 'night1']);
    expect(ids(t.days[2]!)).toEqual(['tr000001', 'day3-plan', 'night3']);
    expect(t.days[2]!.items[0]).toMatchObject({ kind: 'transfer', at: { local: '2027-03-16T09:30', zone: 'Asia/Kolkata', instant: Date.UTC(2027, 2, 16, 4, 0) } });
    expect(ids(t.days[5]!)).toEqual(['fl000001', 'day6-plan', 'night6']);
  });

  it("gives the night's booked hotel, else the plan's stay, and no night on the last day", () => {
    expect(t.days[3]!.items.find((i) => i.kind === 'stay')).toMatchObject({ name: 'The Oberoi Amarvilas', hotel: { confirmation: 'OB-44812' }, changed: false });
    expect(t.days[1]!.items.find((i) => i.kind === 'stay')).toMatchObject({ name: 'The Leela Palace', planned: { text: golden.days[1]!.accommodation } });
    expect(t.days[6]!.items.some((i) => i.kind === 'stay')).toBe(false);
  });

  it('orders a day by instant across zones, not by the clocks', () => {
    // 10:00 in Kathmandu (04:15 UTC) comes before 09:50 in Delhi (04:20 UTC).
    const trip: BookedTrip = {
      ...SAMPLE,
      flights: [{ ...SAMPLE.flights[0]!, id: 'flktm', from: { iata: 'KTM', zone: 'Asia/Kathmandu' }, to: { iata: 'DEL', zone: 'Asia/Kolkata' }, departs: '2027-03-16T10:00', arrives: '2027-03-16T11:30' }],
      transfers: [{ ...SAMPLE.transfers[0]!, pickUp: '2027-03-16T09:50' }],
    };
    expect(ids(tripByDay(bookedTrip(trip, golden)).days[2]!)).toEqual(['flktm', 'tr000001', 'day3-plan', 'night3']);
  });

  it("takes a day's zone from its first departure where the catalogue has no plan, else the trip's first booking's, else the phone's", () => {
    const bare = tripByDay(bookedTrip(SAMPLE), 'Asia/Dubai');
    expect(bare.days.map((d) => d.zone)).toEqual(Array(7).fill('Asia/Kolkata'));
    expect(bare.days[0]!.day?.plan).toBeUndefined();
    const kathmandu: BookedTrip = { ...SAMPLE, transfers: [], flights: [{ ...SAMPLE.flights[0]!, from: { iata: 'KTM', zone: 'Asia/Kathmandu' }, to: { iata: 'PKR', zone: 'Asia/Kathmandu' } }] };
    expect(tripByDay(bookedTrip(kathmandu), 'Asia/Dubai').days.map((d) => d.zone)).toEqual(Array(7).fill('Asia/Kathmandu'));
    expect(tripByDay(bookedTrip({ ...SAMPLE, flights: [], transfers: [] }), 'Asia/Dubai').days.map((d) => d.zone)).toEqual(Array(7).fill('Asia/Dubai'));
  });

  it('lists where it stays stop by stop, a hotel the booking changed marked', () => {
    const trip: BookedTrip = { ...SAMPLE, days: [...SAMPLE.days, { day: 5, hotel: { name: 'The Oberoi Rajvilas', address: 'Goner Road, Jaipur 302031' } }] };
    const stays = routeStays(tripByDay(bookedTrip(trip, golden)));
    expect(stays.map((s) => s.stop.name)).toEqual(['Delhi', 'Agra', 'Jaipur']);
    expect(stays[0]!.stays).toEqual([{ name: 'The Leela Palace', changed: false, nights: [1, 2] }]);
    expect(stays[1]!.stays.map((s) => [s.name, s.changed, s.nights])).toEqual([['The Oberoi Amarvilas', false, [3, 4]]]);
    expect(stays[2]!.stays.map((s) => [s.name, s.changed, s.nights, s.hotel?.address])).toEqual([
      ['The Oberoi Rajvilas', true, [5], 'Goner Road, Jaipur 302031'],
      ['Rambagh Palace', false, [6], undefined],
    ]);
  });
});

describe('the journey there and home', () => {
  const t = tripByDay(bookedTrip(THERE_AND_BACK, golden));

  it('is a day of travel before day 1, in the departure airport’s zone, and one after the last day', () => {
    expect(t.days.map((d) => [d.part, d.date])).toEqual([
      ['there', '2027-03-13'],
      ...['14', '15', '16', '17', '18', '19', '20'].map((d) => ['trip', `2027-03-${d}`]),
      ['home', '2027-03-21'],
    ]);
    expect(t.days[0]!.zone).toBe('Europe/London');
    expect(t.days[0]!.day).toBeUndefined();
    expect(ids(t.days[0]!)).toEqual(['fl0ba257']);
    expect(t.days[0]!.items[0]).toMatchObject({ at: { instant: Date.parse('2027-03-13T21:40:00Z') }, arrives: { instant: Date.parse('2027-03-14T04:35:00Z') } });
    expect(ids(t.days[8]!)).toEqual(['fl0ba256']);
    expect(t.days[8]!.zone).toBe('Asia/Kolkata');
    expect(flightsOf(t.days).map((f) => f.id)).toEqual(['fl0ba257', 'fl000001', 'fl0ba256']);
  });

  it('is under way from the morning before day 1 in London, and day 1 begins once the flight has landed, not at midnight in India', () => {
    const at = (iso: string) => tripTimeline(bookedTrip(THERE_AND_BACK, golden), Date.parse(iso)).moment;
    expect(at('2027-03-12T18:00:00Z')).toMatchObject({ kind: 'before', daysToGo: 2 });
    expect(at('2027-03-13T09:00:00Z')).toEqual({ kind: 'during', index: 0, localNow: '2027-03-13T09:00' });
    // 20:00 in London: already 01:30 on the 14th in Delhi, but the traveller has not left.
    expect(at('2027-03-13T20:00:00Z')).toEqual({ kind: 'during', index: 0, localNow: '2027-03-13T20:00' });
    // In the air at 03:00 UTC (08:30 in Delhi): still the journey there.
    expect(at('2027-03-14T03:00:00Z')).toMatchObject({ kind: 'during', index: 0 });
    // Landed at 04:35 UTC: day 1, in India's time.
    expect(at('2027-03-14T04:35:00Z')).toEqual({ kind: 'during', index: 1, localNow: '2027-03-14T10:05' });
    // The last day, then the flight home after midnight, then over.
    expect(at('2027-03-20T12:00:00Z')).toMatchObject({ kind: 'during', index: 7 });
    expect(at('2027-03-20T19:00:00Z')).toMatchObject({ kind: 'during', index: 8 });
    expect(at('2027-03-21T18:30:00Z')).toEqual({ kind: 'after', daysSince: 2 });
  });

  it("the eve's first move is the flight there", () => {
    expect(firstMove(t.days[0])?.id).toBe('fl0ba257');
    expect(firstMove(t.days[2])).toBeUndefined();
  });
});

describe('several trips on one phone', () => {
  const now = Date.parse('2027-03-16T05:00:00Z');
  const order = (trips: Parameters<typeof timeline>[0], at = now) => timeline(trips, at).trips.map((t) => [t.trip.id, t.moment.kind]);

  it('puts the trip under way first, then the soonest to come, then those over, the latest first; none over leads', () => {
    const later: BookedTrip = { ...SAMPLE, tripId: 'rj-later', start: '2027-04-01', end: '2027-04-07', flights: [], transfers: [] };
    const over: BookedTrip = { ...SAMPLE, tripId: 'rj-over', start: '2027-01-01', end: '2027-01-07', flights: [], transfers: [] };
    expect(order([bookedTrip(later, golden), plan('tiger-trail', '2027-05-01'), bookedTrip(over, golden), plan('kerala-backwaters', '2026-11-01'), bookedTrip(SAMPLE, golden)])).toEqual([
      ['booked:rj-sample0000000001', 'during'],
      ['booked:rj-later', 'before'],
      ['planned:tiger-trail:2027-05-01', 'before'],
      ['booked:rj-over', 'after'],
      ['planned:kerala-backwaters:2026-11-01', 'after'],
    ]);
    const past = timeline([bookedTrip(over, golden)], now);
    expect(past.lead).toBeUndefined();
    expect(past.trips).toHaveLength(1);
  });

  it('two trips on the same dates, the booked one and the plan made from the brochure: the booked one leads', () => {
    const both = timeline([plan('golden-triangle', '2027-03-14'), bookedTrip(SAMPLE, golden)], now);
    expect(both.lead?.trip.id).toBe('booked:rj-sample0000000001');
    expect(both.trips.map((t) => [t.trip.id, t.moment.kind])).toEqual([
      ['booked:rj-sample0000000001', 'during'],
      ['planned:golden-triangle:2027-03-14', 'during'],
    ]);
    // The same day for both: day 3 in Agra.
    expect(both.trips.map((t) => (t.moment.kind === 'during' ? t.days[t.moment.index]!.day?.number : undefined))).toEqual([3, 3]);
  });

  it('a running plan leads a booked trip still to come', () => {
    const later: BookedTrip = { ...SAMPLE, tripId: 'rj-later', start: '2027-04-01', end: '2027-04-07', flights: [], transfers: [] };
    expect(timeline([bookedTrip(later, golden), plan('golden-triangle', '2027-03-14')], now).lead?.trip.id).toBe('planned:golden-triangle:2027-03-14');
  });
});

describe("home's banner", () => {
  it('shows while a trip runs or starts within 30 days', () => {
    expect(isSoonOrRunning({ kind: 'during', index: 0, localNow: '2027-03-14T09:00' })).toBe(true);
    expect(isSoonOrRunning({ kind: 'before', daysToGo: 30, localNow: '2027-02-12T09:00' })).toBe(true);
    expect(isSoonOrRunning({ kind: 'before', daysToGo: 31, localNow: '2027-02-11T09:00' })).toBe(false);
    expect(isSoonOrRunning({ kind: 'after', daysSince: 1 })).toBe(false);
  });
});
