/**
 * The catalogue's data for choosing a journey: prices, travel styles, best months (which must agree
 * with the words of each itinerary's best time) and each region's month-by-month climate.
 */
import { describe, expect, it } from 'vitest';
import { countries, destinations, itineraries } from '../../src/content';
import { loadFullCatalogue } from '../../src/content/details';
import { monthRange, monthsInText } from '../../src/content/months';
import { climateOf, climateRegions, getClimateRegion } from '../../src/content/seasons';
import { TRAVEL_STYLES } from '../../src/content/styles';

const full = await loadFullCatalogue();

describe('monthsInText', () => {
  it('reads ranges (across the new year), lists and single months, in calendar order', () => {
    expect(monthsInText('October to March')).toEqual([1, 2, 3, 10, 11, 12]);
    expect(monthsInText('October to November and March to May')).toEqual([3, 4, 5, 10, 11]);
    expect(monthsInText('March or April, on the dates of the Paro Tsechu')).toEqual([3, 4]);
    expect(monthsInText('June to September')).toEqual([6, 7, 8, 9]);
    expect(monthsInText('All year')).toEqual([]);
    expect(monthRange(11, 2)).toEqual([11, 12, 1, 2]);
    expect(monthRange(5, 5)).toEqual([5]);
  });
});

describe('itinerary prices, styles and months', () => {
  it('every itinerary has a from price in whole hundreds of dollars and a line of what it includes', () => {
    for (const trip of full.itineraries) {
      expect(Number.isInteger(trip.fromPrice / 100), trip.id).toBe(true);
      expect(trip.fromPrice, trip.id).toBeGreaterThanOrEqual(1500);
      expect(trip.fromPrice, trip.id).toBeLessThanOrEqual(25000);
      expect(trip.priceIncludes.length, trip.id).toBeGreaterThan(30);
    }
  });

  it("Bhutan's prices include its Sustainable Development Fee", () => {
    for (const trip of full.itineraries.filter((t) => t.places.some((p) => p.startsWith('bhutan/')))) {
      expect(trip.priceIncludes, trip.id).toMatch(/Sustainable Development Fee/);
    }
  });

  it('the best months are the months the best-time words name', () => {
    for (const trip of full.itineraries) {
      expect(trip.bestMonths.length, trip.id).toBeGreaterThan(0);
      expect([...trip.bestMonths], `${trip.id}: ${trip.bestTime}`).toEqual(monthsInText(trip.bestTime));
    }
  });

  it('every itinerary has at least one style, and every style has at least one itinerary', () => {
    for (const trip of itineraries) {
      expect(trip.styles.length, trip.id).toBeGreaterThan(0);
      expect(new Set(trip.styles).size, trip.id).toBe(trip.styles.length);
    }
    for (const style of TRAVEL_STYLES) expect(itineraries.some((t) => t.styles.includes(style.id)), style.id).toBe(true);
  });

  it('the price bands of the finder each hold some journeys', () => {
    const prices = itineraries.map((t) => t.fromPrice);
    expect(prices.filter((p) => p < 5000).length).toBeGreaterThan(0);
    expect(prices.filter((p) => p >= 5000 && p <= 8000).length).toBeGreaterThan(0);
    expect(prices.filter((p) => p > 8000).length).toBeGreaterThan(0);
  });
});

describe('climate regions', () => {
  it('each region has twelve months of sane figures, a source and notes', () => {
    expect(new Set(climateRegions.map((r) => r.id)).size).toBe(climateRegions.length);
    for (const region of climateRegions) {
      expect(region.months, region.id).toHaveLength(12);
      expect(region.source.length, region.id).toBeGreaterThan(20);
      expect(region.notes.length, region.id).toBeGreaterThan(0);
      for (const [i, m] of region.months.entries()) {
        const where = `${region.id} month ${i + 1}`;
        expect(m.highC, where).toBeGreaterThan(m.lowC);
        expect(m.highC, where).toBeLessThan(50);
        expect(m.lowC, where).toBeGreaterThan(-30);
        expect(m.rainMm, where).toBeGreaterThanOrEqual(0);
        expect(m.rainMm, where).toBeLessThan(1500);
      }
      expect(region.months.some((m) => m.rating === 'best'), region.id).toBe(true);
      for (const note of region.notes) {
        expect(note.months.length, note.text).toBeGreaterThan(0);
        for (const place of note.places ?? []) {
          const [country, slug] = place.split('/');
          const found = destinations.find((d) => d.country === country && d.slug === slug);
          expect(found, `${note.text}: ${place}`).toBeTruthy();
          expect(found!.region, `${note.text}: ${place} is in the note's region`).toBe(region.id);
        }
      }
    }
  });

  it('every place belongs to a region of its own country, and every country has its regions', () => {
    for (const place of destinations) {
      expect(getClimateRegion(place.region)?.country, `${place.country}/${place.slug}`).toBe(place.country);
    }
    for (const country of countries) expect(climateOf(country.slug).length, country.slug).toBeGreaterThan(1);
  });

  it('names the festivals, closures and passes a traveller plans around', () => {
    const notes = (id: Parameters<typeof getClimateRegion>[0]) => getClimateRegion(id)!.notes.map((n) => `${n.kind}: ${n.text}`).join('\n');
    expect(notes('india-plains')).toMatch(/festival: .*Holi/);
    expect(notes('india-plains')).toMatch(/festival: .*Diwali/);
    expect(notes('rajasthan')).toMatch(/festival: .*Pushkar/);
    expect(notes('rajasthan')).toMatch(/closure: .*Ranthambore/);
    expect(notes('ladakh')).toMatch(/Manali/);
    expect(notes('kathmandu-pokhara')).toMatch(/Dashain/);
    expect(notes('kathmandu-pokhara')).toMatch(/Tihar/);
    expect(notes('chitwan')).toMatch(/closure: /);
    expect(notes('nepal-high-trails')).toMatch(/season: .*(trek|Trek)/);
    expect(notes('bhutan-west')).toMatch(/festival: .*Paro Tsechu/);
    expect(notes('bhutan-west')).toMatch(/festival: .*Thimphu Tsechu/);
    expect(notes('sri-lanka-hill-country')).toMatch(/Esala Perahera/);
    expect(climateRegions.flatMap((r) => r.notes).some((n) => n.kind === 'closure' && /Yala/.test(n.text))).toBe(true);
  });
});
