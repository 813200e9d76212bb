/**
 * The dated-trip query (`start`, `travellers`): one reader for the itinerary page's plan and the
 * booking form's prefill. Odd input is ignored with a note, never a throw; what the links write is
 * read back.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { bookingPrefill } from '../../src/features/enquiries/forms/bookingCatalogue';
import { todayIso } from '../../src/trip/dates';
import { parseTripQuery, startStands } from '../../src/features/journeys/tripUrl';

const TODAY = '2026-11-25';
const TRAVELLERS_NOTE = /^The number of travellers ".*" was ignored: it must be a whole number from 1 to 12\.$/;

describe('parseTripQuery', () => {
  it('reads a start from today on and a number of travellers', () => {
    expect(parseTripQuery('?start=2027-03-14&travellers=4', TODAY)).toEqual({ start: '2027-03-14', travellers: 4 });
    expect(parseTripQuery('start=2026-11-25', TODAY)).toEqual({ start: '2026-11-25' });
    expect(parseTripQuery(new URLSearchParams({ start: '2028-02-29', travellers: '12' }), TODAY)).toEqual({ start: '2028-02-29', travellers: 12 });
    expect(parseTripQuery('?travellers=1', TODAY)).toEqual({ travellers: 1 });
    expect(parseTripQuery('', TODAY)).toEqual({});
    expect(parseTripQuery('?start=&travellers=', TODAY)).toEqual({});
    expect(parseTripQuery('?q=tiger', TODAY)).toEqual({});
  });

  it('ignores a start that is not a date, not a real day, or past, with one plain sentence', () => {
    expect(parseTripQuery('?start=soon', TODAY)).toEqual({ note: 'The start date "soon" was ignored: it is not a date of the form YYYY-MM-DD.' });
    expect(parseTripQuery('?start=2027-02-30', TODAY)).toEqual({ note: 'The start date "2027-02-30" was ignored: it is not a real date.' });
    expect(parseTripQuery('?start=2027-02-29', TODAY).note).toMatch(/not a real date/);
    expect(parseTripQuery('?start=2027-13-01', TODAY).note).toMatch(/not a real date/);
    expect(parseTripQuery('?start=2026-11-24&travellers=3', TODAY)).toEqual({ travellers: 3, note: 'The start date "2026-11-24" was ignored: it is in the past.' });
    expect(parseTripQuery('?start=1999-01-01', TODAY).note).toMatch(/in the past/);
    for (const start of ['14/03/2027', '2027-3-14', '2027-03-14T00:00', '20270314', '+2027-03-14', '1e1']) {
      expect(parseTripQuery(`?start=${encodeURIComponent(start)}`, TODAY).note, start).toMatch(/not a date of the form YYYY-MM-DD/);
    }
  });

  it('takes a whole number of travellers from 1 to 12 in digits, and ignores anything else with a note', () => {
    for (const [raw, n] of [['1', 1], ['12', 12], ['3', 3], [' 3', 3], ['3 ', 3], ['03', 3]] as const) {
      expect(parseTripQuery(`?travellers=${encodeURIComponent(raw)}`, TODAY), raw).toEqual({ travellers: n });
    }
    for (const raw of ['0', '13', '-1', '+3', '2.5', '3.0', 'two', '1e1', '0x3', '999999', '9'.repeat(400)]) {
      const q = parseTripQuery(`?travellers=${encodeURIComponent(raw)}`, TODAY);
      expect(q.travellers, raw).toBeUndefined();
      expect(q.note, raw).toMatch(TRAVELLERS_NOTE);
    }
  });

  it('never throws on odd input, takes the first of a repeated key, and keeps a note short', () => {
    const odd = ['?start=%E0%A4%A', '?start=2027-03-14&start=1999-01-01', '?start=' + 'x'.repeat(500), '?start=<script>', '%%%', '?start=2027-03-14%00', '?&&=&'];
    for (const search of odd) expect(() => parseTripQuery(search, TODAY), search).not.toThrow();
    expect(parseTripQuery('?start=2027-03-14&start=1999-01-01', TODAY).start).toBe('2027-03-14');
    expect(parseTripQuery('?start=' + 'x'.repeat(500), TODAY).note!.length).toBeLessThan(120);
    expect(parseTripQuery('?start=bad&travellers=40', TODAY).note).toBe(
      'The start date "bad" was ignored: it is not a date of the form YYYY-MM-DD. The number of travellers "40" was ignored: it must be a whole number from 1 to 12.',
    );
  });

  it("counts from the visitor's today unless told otherwise", () => {
    const today = todayIso();
    expect(parseTripQuery(`?start=${today}`)).toEqual({ start: today });
    expect(parseTripQuery('?start=2000-01-01').note).toMatch(/in the past/);
  });

  it('reads back what the dated itinerary and booking links write', () => {
    const dated = new URL(paths.datedItinerary('golden-triangle', '2027-03-14', 3), 'https://example.com');
    expect(dated.search).toBe('?start=2027-03-14&travellers=3');
    expect(parseTripQuery(dated.search, TODAY)).toEqual({ start: '2027-03-14', travellers: 3 });
    const booking = new URL(paths.booking({ destination: 'india', itinerary: 'golden-triangle', start: '2027-03-14', travellers: '12' }), 'https://example.com');
    expect(parseTripQuery(booking.search, TODAY)).toEqual({ start: '2027-03-14', travellers: 12 });
  });
});

describe('a trip under way, or kept, is a dated plan with its past start', () => {
  // Seven days (Golden Triangle): from 19 November, the last day is today (25 November).
  const WEEK = 7;

  it('a new plan starts today or later; so does a start judged without its trip', () => {
    expect(startStands('2026-11-25', TODAY)).toBe(true);
    expect(startStands('2027-03-14', TODAY)).toBe(true);
    expect(startStands('2026-11-24', TODAY)).toBe(false);
    expect(startStands('2026-11-24', TODAY, {})).toBe(false);
  });

  it('a trip whose last day is today or later is under way, its start past or not', () => {
    expect(startStands('2026-11-23', TODAY, { days: WEEK })).toBe(true); // day 3
    expect(startStands('2026-11-19', TODAY, { days: WEEK })).toBe(true); // its last day
    expect(startStands('2026-11-18', TODAY, { days: WEEK })).toBe(false); // over yesterday
    expect(startStands('2026-11-25', TODAY, { days: 1 })).toBe(true);
    expect(startStands('2026-11-24', TODAY, { days: 1 })).toBe(false);
    // A length that is no length makes no trip under way.
    for (const days of [0, -3, Number.NaN]) expect(startStands('2026-11-23', TODAY, { days }), String(days)).toBe(false);
  });

  it('a plan kept on the device stands even when the trip is over', () => {
    expect(startStands('2025-01-10', TODAY, { days: WEEK, kept: ['2025-01-10'] })).toBe(true);
    expect(startStands('2025-01-11', TODAY, { days: WEEK, kept: ['2025-01-10'] })).toBe(false);
  });

  it('the itinerary page reads the start of a trip under way or kept, and still ignores one over', () => {
    expect(parseTripQuery('?start=2026-11-23&travellers=2', TODAY, { days: WEEK })).toEqual({ start: '2026-11-23', travellers: 2 });
    expect(parseTripQuery('?start=2025-01-10', TODAY, { days: WEEK, kept: ['2025-01-10'] })).toEqual({ start: '2025-01-10' });
    expect(parseTripQuery('?start=2026-11-18', TODAY, { days: WEEK })).toEqual({ note: 'The start date "2026-11-18" was ignored: it is in the past.' });
    expect(parseTripQuery('?start=2026-11-31', TODAY, { days: WEEK, kept: ['2026-11-31'] }).note).toMatch(/not a real date/);
  });

  it("the links Today and My Journeys write for a trip on its day 3 read back dated", () => {
    const link = new URL(paths.datedItinerary('golden-triangle', '2026-11-23', 2), 'https://example.com');
    expect(parseTripQuery(link.search, TODAY, { days: WEEK, kept: ['2026-11-23'] })).toEqual({ start: '2026-11-23', travellers: 2 });
  });

  it('the booking form, a request for a new trip, takes no past start', () => {
    expect(bookingPrefill('?destination=india&itinerary=golden-triangle&start=2026-11-23&travellers=2', TODAY).startDate).toBe('');
  });
});

describe('the booking form reads the dated trip as the itinerary page does', () => {
  const starts = ['2027-03-14', '2026-11-25', '2026-11-24', '2027-02-30', '14/03/2027', ' 2027-03-14', ''];
  const travellers = ['1', '2', ' 3', '12', '0', '13', '1e1', '007', 'two', ''];

  it('prefills the same start and number of travellers, for every odd combination', () => {
    for (const start of starts) {
      for (const n of travellers) {
        const search = `?destination=india&itinerary=golden-triangle&start=${encodeURIComponent(start)}&travellers=${encodeURIComponent(n)}`;
        const trip = parseTripQuery(search, TODAY);
        const form = bookingPrefill(search, TODAY);
        expect(form.startDate, search).toBe(trip.start ?? '');
        // Travellers count with a start: the message names them, and the form's choice holds them.
        const who = trip.start && trip.travellers ? (trip.travellers === 1 ? 'for one traveller' : `for ${trip.travellers} travellers`) : undefined;
        if (who) expect(form.message, search).toContain(who);
        else expect(form.message, search).not.toMatch(/traveller/);
        expect(form.travelers === '', search).toBe(!who);
      }
    }
  });
});
