/** The trip finder's logic: the URL query it reads and writes, filtering and sorting. */
import { describe, expect, it } from 'vitest';
import { durationDays, itineraries } from '../../src/content/trips';
import { countText, describeFilters, finderSearch, findItineraries, hasFilters, NO_FILTERS, parseFinderQuery } from '../../src/features/finder/query';

const ids = (search: string) => findItineraries(itineraries, parseFinderQuery(search)).map((it) => it.id);

describe('parseFinderQuery', () => {
  it('reads every filter', () => {
    expect(parseFinderQuery('month=3&days=8-12&style=wildlife,culture&price=5000-8000&sort=price')).toEqual({
      month: 3,
      days: '8-12',
      styles: ['culture', 'wildlife'],
      price: '5000-8000',
      sort: 'price',
    });
  });

  it('ignores unknown and malformed values, never throws', () => {
    for (const odd of ['month=13', 'month=0', 'month=3.5', 'month=03x', 'month=', 'days=5-9', 'price=1-2', 'sort=name', 'style=diving', 'style=,,', '%E0%A4%A', 'month=-1&days=&price=abc']) {
      const query = parseFinderQuery(odd);
      expect(hasFilters(query), odd).toBe(false);
      expect(query.sort, odd).toBeUndefined();
    }
    expect(parseFinderQuery('style=diving,wildlife,wildlife&utm_source=x').styles).toEqual(['wildlife']);
  });

  it('accepts styles repeated, as a plain form submits them', () => {
    expect(parseFinderQuery('style=trekking&style=rail').styles).toEqual(['trekking', 'rail']);
  });

  it('reads two-digit and zero-padded months', () => {
    expect(parseFinderQuery('month=12').month).toBe(12);
    expect(parseFinderQuery('month=03').month).toBe(3);
  });
});

describe('finderSearch', () => {
  it('writes the filters in a fixed order, styles comma-separated, and round-trips', () => {
    const search = finderSearch({ month: 10, days: '13-', styles: ['trekking', 'festivals'], price: '8000-', sort: 'days' });
    expect(search).toBe('month=10&days=13-&style=trekking,festivals&price=8000-&sort=days');
    expect(parseFinderQuery(search)).toEqual({ month: 10, days: '13-', styles: ['trekking', 'festivals'], price: '8000-', sort: 'days' });
  });

  it('is empty without filters and keeps parameters that are not the finder’s', () => {
    expect(finderSearch(NO_FILTERS)).toBe('');
    expect(finderSearch({ ...NO_FILTERS, month: 1 }, 'utm_source=mail&month=5&style=rail')).toBe('utm_source=mail&month=1');
  });
});

describe('findItineraries', () => {
  it('without filters lists every journey in the recommended (catalogue) order', () => {
    expect(ids('')).toEqual(itineraries.map((it) => it.id));
  });

  it('March and wildlife: the journeys best in March with a wildlife style', () => {
    expect(ids('month=3&style=wildlife')).toEqual(['tiger-trail', 'nepal-explorer', 'classic-sri-lanka', 'sri-lanka-wildlife']);
  });

  it('a month keeps only journeys whose best months include it', () => {
    expect(ids('month=7')).toEqual(['sri-lanka-wildlife']);
    for (const it of findItineraries(itineraries, parseFinderQuery('month=11'))) expect(it.bestMonths).toContain(11);
  });

  it('styles are alternatives', () => {
    const either = ids('style=trekking,beaches');
    expect(either).toEqual(itineraries.filter((it) => it.styles.includes('trekking') || it.styles.includes('beaches')).map((it) => it.id));
    expect(either.length).toBeGreaterThan(ids('style=trekking').length);
  });

  it('length bands cover every journey once', () => {
    const bands = ['-7', '8-12', '13-'].map((days) => ids(`days=${days}`));
    expect(bands.flat().sort()).toEqual(itineraries.map((it) => it.id).sort());
    for (const id of bands[0]!) expect(durationDays(itineraries.find((it) => it.id === id)!.duration)).toBeLessThanOrEqual(7);
    for (const id of bands[2]!) expect(durationDays(itineraries.find((it) => it.id === id)!.duration)).toBeGreaterThanOrEqual(13);
  });

  it('price bands cover every journey once; a price on a bound belongs to the band above', () => {
    const bands = ['-5000', '5000-8000', '8000-'].map((price) => ids(`price=${price}`));
    expect(bands.flat().sort()).toEqual(itineraries.map((it) => it.id).sort());
    const at = { ...itineraries[0]!, id: 'at-bound', fromPrice: 5000 };
    expect(findItineraries([at], parseFinderQuery('price=-5000'))).toEqual([]);
    expect(findItineraries([at], parseFinderQuery('price=5000-8000'))).toEqual([at]);
  });

  it('sorts by price and by length, stably', () => {
    const byPrice = findItineraries(itineraries, parseFinderQuery('sort=price')).map((it) => it.fromPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byDays = findItineraries(itineraries, parseFinderQuery('sort=days')).map((it) => durationDays(it.duration));
    expect(byDays).toEqual([...byDays].sort((a, b) => a - b));
    expect(ids('style=trekking&sort=price')).toEqual(['annapurna-sanctuary', 'bhutan-trekking', 'everest-luxury', 'luxury-trekking']);
  });

  it('an impossible combination finds nothing', () => {
    expect(ids('month=8&style=beaches')).toEqual([]);
  });
});

describe('words', () => {
  it('counts journeys', () => {
    expect(countText(0)).toBe('No journeys');
    expect(countText(1)).toBe('1 journey');
    expect(countText(6)).toBe('6 journeys');
  });

  it('describes the filters for a message to a specialist', () => {
    const query = parseFinderQuery('month=8&days=8-12&style=beaches,wellness&price=-5000');
    expect(describeFilters(query, 'Sri Lanka', () => 'under $5,000')).toBe('Journeys in Sri Lanka; travelling in August; 8 to 12 days; wellness or beaches; under $5,000 per person');
  });
});
