/**
 * The trip core's calendar dates: 'YYYY-MM-DD' strings computed on UTC day numbers, so month and year
 * ends, 29 February and daylight-saving changes in the visitor's zone never shift a day.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, compareIsoDates, dateArray, daysBetween, formatDay, isIsoDate, monthOf, parseIsoDate, todayIso } from '../../src/trip/dates';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('parsing', () => {
  it('takes real dates written YYYY-MM-DD only', () => {
    expect(parseIsoDate('2027-03-14')).toBe('2027-03-14');
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2027-02-30', '2100-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-01-00', '2027-3-14', '27-03-14', '2027/03/14', ' 2027-03-14', '2027-03-14T00:00', '', 'tomorrow', null, undefined, 20270314]) {
      expect(parseIsoDate(bad), String(bad)).toBeUndefined();
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(parseIsoDate('2000-02-29')).toBe('2000-02-29');
    expect(parseIsoDate('0099-01-01')).toBe('0099-01-01');
  });
});

describe('arithmetic', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-12-28', 7)).toBe('2028-01-04');
    expect(addDays('2028-01-01', -1)).toBe('2027-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-14', 0)).toBe('2027-03-14');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2027-02-01', 1.5)).toThrow(RangeError);
  });

  it('counts days between dates and orders them', () => {
    expect(daysBetween('2027-03-14', '2027-03-20')).toBe(6);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-12-31', '2027-01-01')).toBe(-364);
    expect(['2028-01-02', '2027-12-31', '2028-01-01'].sort(compareIsoDates)).toEqual(['2027-12-31', '2028-01-01', '2028-01-02']);
    expect(monthOf('2027-11-05')).toBe(11);
    expect(dateArray('2027-03-04')).toEqual([2027, 3, 4]);
  });

  it.each(['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'])(
    'never shifts a day across daylight-saving changes (TZ=%s)',
    (tz) => {
      process.env.TZ = tz;
      // The last Sundays of March and October 2027 (Europe), the second Sunday of March (US).
      const march = Array.from({ length: 7 }, (_, i) => addDays('2027-03-25', i));
      expect(march).toEqual(['2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31']);
      expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
      expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
      expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
      expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
      expect(formatDay('2027-03-28')).toBe('Sun 28 Mar 2027');
      expect(formatDay('2027-10-31')).toBe('Sun 31 Oct 2027');
    },
  );
});

describe('today', () => {
  it("is the visitor's wall-calendar date, across a daylight-saving change (Europe/London)", () => {
    process.env.TZ = 'Europe/London';
    // 28 March 2027: clocks go forward at 01:00 GMT.
    expect(todayIso(new Date('2027-03-28T00:30:00Z'))).toBe('2027-03-28');
    expect(todayIso(new Date('2027-03-28T23:30:00Z'))).toBe('2027-03-29'); // 00:30 BST
    // 31 October 2027: clocks go back at 01:00 GMT.
    expect(todayIso(new Date('2027-10-30T23:30:00Z'))).toBe('2027-10-31'); // 00:30 BST
    expect(todayIso(new Date('2027-10-31T23:30:00Z'))).toBe('2027-10-31'); // 23:30 GMT
  });

  it('follows the zone: the same moment is another date in Delhi and New York', () => {
    const moment = Date.UTC(2027, 0, 1, 20, 0); // 1 Jan 20:00 UTC
    process.env.TZ = 'Asia/Kolkata';
    expect(todayIso(moment)).toBe('2027-01-02');
    process.env.TZ = 'America/New_York';
    expect(todayIso(moment)).toBe('2027-01-01');
    expect(todayIso(new Date(2026, 10, 25, 12))).toBe('2026-11-25');
  });
});

describe('formatting', () => {
  it('writes a date the British way with short names', () => {
    expect(formatDay('2027-03-14')).toBe('Sun 14 Mar 2027');
    expect(formatDay('2027-03-16')).toBe('Tue 16 Mar 2027');
    expect(formatDay('2027-09-06')).toBe('Mon 6 Sep 2027');
    expect(formatDay('2028-02-29')).toBe('Tue 29 Feb 2028');
    expect(formatDay('2027-12-31')).toBe('Fri 31 Dec 2027');
  });
});
