/**
 * The words of the When to Go sections: months in words (ranges across the new year, split
 * seasons), and which notes a place or a country shows.
 */
import { describe, expect, it } from 'vitest';
import { destinations, itineraries } from '../../src/content';
import { monthsInText } from '../../src/content/months';
import { climateOf, getClimateRegion } from '../../src/content/seasons';
import { countryNotes, monthRuns, monthWords, notesForPlace, SHORT_MONTH_NAMES } from '../../src/features/seasons/seasonText';

describe('monthWords', () => {
  it('names one run of months, across the new year as a traveller says it', () => {
    expect(monthWords([1, 2, 3, 10, 11, 12])).toBe('October to March');
    expect(monthWords([10, 11, 12, 1, 2, 3])).toBe('October to March');
    expect(monthWords([6, 7, 8, 9])).toBe('June to September');
    expect(monthWords([12, 1])).toBe('December to January');
    expect(monthWords([5])).toBe('May');
  });

  it('names split seasons in calendar order of their first month', () => {
    expect(monthWords([3, 4, 5, 10, 11])).toBe('March to May and October to November');
    expect(monthWords([1, 2, 6, 11, 12])).toBe('June and November to February');
    expect(monthWords([1, 4, 7, 10])).toBe('January, April, July and October');
  });

  it('says All year for twelve months and nothing for none', () => {
    expect(monthWords([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('All year');
    expect(monthWords([])).toBe('');
  });

  it('takes short names for compact lines', () => {
    expect(monthWords([11, 12, 1, 2], SHORT_MONTH_NAMES)).toBe('Nov to Feb');
  });

  it('ignores repeats and order', () => {
    expect(monthRuns([12, 1, 1, 11, 12])).toEqual([[11, 12, 1]]);
  });

  it("reads back to every itinerary's best months (the words the itinerary page shows)", () => {
    for (const trip of itineraries) {
      const words = monthWords(trip.bestMonths);
      expect(monthsInText(words), `${trip.id}: ${words}`).toEqual([...trip.bestMonths]);
    }
    const words = (id: string) => monthWords(itineraries.find((t) => t.id === id)!.bestMonths);
    expect(words('golden-triangle')).toBe('October to March');
  });
});

describe('notes for a place', () => {
  it('keeps the notes that name the place and those for the whole region, and no other place’s', () => {
    const rajasthan = getClimateRegion('rajasthan')!;
    const ranthambore = notesForPlace(rajasthan, 'india/ranthambore').map((n) => n.text);
    const jaipur = notesForPlace(rajasthan, 'india/jaipur').map((n) => n.text);
    expect(ranthambore.some((t) => /core zones close/.test(t))).toBe(true);
    expect(jaipur.some((t) => /Ranthambore/.test(t))).toBe(false);
    expect(jaipur.some((t) => /Holi/.test(t))).toBe(true);
    expect(ranthambore.some((t) => /Holi/.test(t))).toBe(true);
  });

  it('gives Paro its tsechu and treks, Thimphu its own tsechu, and both the monsoon', () => {
    const west = getClimateRegion('bhutan-west')!;
    const paro = notesForPlace(west, 'bhutan/paro').map((n) => n.text).join('\n');
    const thimphu = notesForPlace(west, 'bhutan/thimphu').map((n) => n.text).join('\n');
    expect(paro).toMatch(/Paro Tsechu/);
    expect(paro).not.toMatch(/Thimphu Tsechu/);
    expect(thimphu).toMatch(/Thimphu Tsechu/);
    expect(thimphu).not.toMatch(/Paro Tsechu|Jomolhari/);
    expect(paro).toMatch(/monsoon/);
    expect(thimphu).toMatch(/monsoon/);
  });

  it('every place has at least one note', () => {
    for (const d of destinations) {
      expect(notesForPlace(getClimateRegion(d.region)!, `${d.country}/${d.slug}`).length, `${d.country}/${d.slug}`).toBeGreaterThan(0);
    }
  });
});

describe('country notes', () => {
  it('lists a note its regions share once, with every region that carries it', () => {
    const festivals = countryNotes(climateOf('india'), ['festival']);
    const holi = festivals.filter((f) => /^Holi/.test(f.note.text));
    expect(holi).toHaveLength(1);
    expect(holi[0]!.regions).toEqual(['Delhi and Agra plains', 'Rajasthan']);
    expect(festivals.every((f) => f.note.kind === 'festival')).toBe(true);
  });

  it('every country has festivals and closures to show', () => {
    for (const country of ['india', 'nepal', 'bhutan', 'sri-lanka'] as const) {
      expect(countryNotes(climateOf(country), ['festival']).length, country).toBeGreaterThan(0);
      expect(countryNotes(climateOf(country), ['closure']).length, country).toBeGreaterThan(0);
    }
  });
});

