/**
 * Today's arithmetic: which day of a dated trip it is, in the zone of the country where the day is
 * spent, whatever the device's zone (London, Sydney, on summer time or not); a trip that crosses
 * countries; which stored plan records are read and which are skipped; the order of several trips.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import { datedPlan } from '../../src/features/journeys/plan';
import { dateInZone, isSoonOrRunning, orderTrips, readPlanRecords, tripMoment, zonedDays, type TripMoment, type ZonedDay } from '../../src/features/today/tripDay';
import { COUNTRY_TIME_ZONES, COUNTRY_UTC_OFFSETS } from '../../src/content/timeZones';
import type { CountrySlug } from '../../src/content/types';

const catalogue = await loadFullCatalogue();
const trip = (id: string) => catalogue.itineraries.find((it) => it.id === id)!;
const momentOf = (id: string, start: string, now: string) => tripMoment(zonedDays(datedPlan(trip(id), start).days), new Date(now));

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

describe('dateInZone', () => {
  it("reads the date where the day is spent: Nepal's +5:45 turns at 18:15 UTC", () => {
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

  it('a zone the catalogue does not use is read from Intl', () => {
    expect(dateInZone('America/New_York', new Date('2027-07-15T03:59:59Z'))).toBe('2027-07-14');
    expect(dateInZone('America/New_York', new Date('2027-07-15T04:00:00Z'))).toBe('2027-07-15');
  });
});

describe('tripMoment', () => {
  it('an India trip from 14 March 2027 is on Day 3 at 23:50 UTC on the 15th, though London still says the 15th', () => {
    const now = '2027-03-15T23:50:00Z';
    onDeviceIn('Europe/London', () => {
      expect(new Date(now).getDate()).toBe(15); // the phone's own date
      expect(momentOf('golden-triangle', '2027-03-14', now)).toEqual({ kind: 'during', index: 2 });
    });
  });

  it('London on summer time (BST, UTC+1): 23:30 on 14 July is already the 15th in India', () => {
    const now = '2027-07-14T22:30:00Z'; // 23:30 BST
    onDeviceIn('Europe/London', () => {
      expect(new Date(now).getDate()).toBe(14);
      expect(new Date(now).getTimezoneOffset()).toBe(-60);
      expect(momentOf('golden-triangle', '2027-07-15', now)).toEqual({ kind: 'during', index: 0 });
      expect(momentOf('golden-triangle', '2027-07-16', now)).toEqual({ kind: 'before', daysToGo: 1 });
    });
  });

  it('Sydney on summer time (AEDT, UTC+11): 02:00 on 10 January is still the 9th in India', () => {
    const now = '2027-01-09T15:00:00Z'; // 02:00 AEDT on the 10th
    onDeviceIn('Australia/Sydney', () => {
      expect(new Date(now).getDate()).toBe(10);
      expect(new Date(now).getTimezoneOffset()).toBe(-660);
      expect(momentOf('golden-triangle', '2027-01-10', now)).toEqual({ kind: 'before', daysToGo: 1 });
      expect(momentOf('golden-triangle', '2027-01-08', now)).toEqual({ kind: 'during', index: 1 });
    });
  });

  it('the device zone never changes the answer', () => {
    const now = '2027-03-15T23:50:00Z';
    const answers = ['Europe/London', 'Australia/Sydney', 'America/Los_Angeles', 'Asia/Kolkata'].map((zone) => onDeviceIn(zone, () => momentOf('golden-triangle', '2027-03-14', now)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('counts down before the trip and turns to the first day at midnight in India', () => {
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-01T12:00:00Z')).toEqual({ kind: 'before', daysToGo: 13 });
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-13T18:29:00Z')).toEqual({ kind: 'before', daysToGo: 1 });
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-13T18:30:00Z')).toEqual({ kind: 'during', index: 0 });
  });

  it('is over once the last day has ended where it was spent', () => {
    // Seven days: 14 to 20 March; the 20th ends at 18:30 UTC in India.
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-20T18:29:00Z')).toEqual({ kind: 'during', index: 6 });
    expect(momentOf('golden-triangle', '2027-03-14', '2027-03-20T18:30:00Z')).toEqual({ kind: 'after', daysSince: 1 });
  });

  it('a trip crossing from India to Nepal: each day in its own zone', () => {
    const plan = datedPlan(trip('india-nepal'), '2027-03-14');
    const days = zonedDays(plan.days);
    expect(days[5]).toEqual({ date: '2027-03-19', timeZone: 'Asia/Kolkata' }); // Day 6, Jaipur
    expect(days[6]).toEqual({ date: '2027-03-20', timeZone: 'Asia/Kathmandu' }); // Day 7, Kathmandu
    // 18:20 UTC on the 19th: 23:50 in Jaipur, 00:05 on the 20th in Kathmandu, where Day 7 is spent.
    expect(tripMoment(days, new Date('2027-03-19T18:10:00Z'))).toEqual({ kind: 'during', index: 5 });
    expect(tripMoment(days, new Date('2027-03-19T18:20:00Z'))).toEqual({ kind: 'during', index: 6 });
  });

  it('crossing to a zone behind (Nepal to India), the earlier day lasts until the next begins', () => {
    const days: ZonedDay[] = [
      { date: '2027-03-14', timeZone: 'Asia/Kathmandu' },
      { date: '2027-03-15', timeZone: 'Asia/Kolkata' },
    ];
    // 18:20 UTC: 00:05 on the 15th in Kathmandu, still 23:50 on the 14th in India.
    expect(tripMoment(days, new Date('2027-03-14T18:20:00Z'))).toEqual({ kind: 'during', index: 0 });
    expect(tripMoment(days, new Date('2027-03-14T18:30:00Z'))).toEqual({ kind: 'during', index: 1 });
  });

  it('a trip through Nepal and Bhutan turns in Bhutan 15 minutes before Nepal', () => {
    const plan = datedPlan(trip('himalayan-kingdoms'), '2027-04-01');
    const days = zonedDays(plan.days);
    const firstBhutan = days.findIndex((d) => d.timeZone === 'Asia/Thimphu');
    expect(firstBhutan).toBeGreaterThan(0);
    expect(days[firstBhutan - 1]!.timeZone).toBe('Asia/Kathmandu');
    const bhutanDate = days[firstBhutan]!.date;
    // 18:00 UTC the evening before: midnight in Thimphu, 23:45 in Kathmandu.
    const eve = new Date(`${days[firstBhutan - 1]!.date}T18:00:00Z`);
    expect(dateInZone('Asia/Thimphu', eve)).toBe(bhutanDate);
    expect(tripMoment(days, eve)).toEqual({ kind: 'during', index: firstBhutan });
    expect(tripMoment(days, new Date(eve.getTime() - 60_000))).toEqual({ kind: 'during', index: firstBhutan - 1 });
  });
});

describe('readPlanRecords', () => {
  const good = { id: 'golden-triangle:2027-03-14', itineraryId: 'golden-triangle', start: '2027-03-14', travellers: 2, savedAt: '2026-11-01T10:00:00.000Z' };

  it('keeps well-formed plans and counts damaged and older-version records', () => {
    const olderVersion = { itinerary: 'tiger-trail', date: '2027-04-01' }; // another shape
    const damaged = { ...good, id: 'kerala-backwaters:2027-02-30', itineraryId: 'kerala-backwaters', start: '2027-02-30' };
    const { plans, skipped } = readPlanRecords([good, olderVersion, damaged, 'nonsense', null]);
    expect(plans).toEqual([good]);
    expect(skipped).toBe(4);
  });

  it('reads nothing stored as none, and a stored value that is not a list as one skipped', () => {
    expect(readPlanRecords(undefined)).toEqual({ plans: [], skipped: 0 });
    expect(readPlanRecords([])).toEqual({ plans: [], skipped: 0 });
    expect(readPlanRecords({ plans: [good] })).toEqual({ plans: [], skipped: 1 });
  });
});

describe('orderTrips and the home banner', () => {
  const at = (trip: string, start: string, moment: TripMoment) => ({ trip, start, moment });

  it('puts the running trip first, then the soonest to come, then past trips, the latest first', () => {
    const ordered = orderTrips([
      at('past-early', '2026-01-01', { kind: 'after', daysSince: 300 }),
      at('later', '2027-06-01', { kind: 'before', daysToGo: 80 }),
      at('past-late', '2026-06-01', { kind: 'after', daysSince: 100 }),
      at('soon', '2027-04-01', { kind: 'before', daysToGo: 20 }),
      at('running', '2027-03-14', { kind: 'during', index: 2 }),
    ]);
    expect(ordered.map((t) => t.trip)).toEqual(['running', 'soon', 'later', 'past-late', 'past-early']);
  });

  it('shows the banner while a trip runs or starts within 30 days', () => {
    expect(isSoonOrRunning({ kind: 'during', index: 0 })).toBe(true);
    expect(isSoonOrRunning({ kind: 'before', daysToGo: 30 })).toBe(true);
    expect(isSoonOrRunning({ kind: 'before', daysToGo: 31 })).toBe(false);
    expect(isSoonOrRunning({ kind: 'after', daysSince: 1 })).toBe(false);
  });
});
