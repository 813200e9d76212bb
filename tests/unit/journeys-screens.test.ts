/**
 * The logic behind My Journeys' screens: the comparison's URL and rows, sharing a dated trip, the
 * booking form prefilled from one, the question about a day, the new routes, and the pre-renderer
 * loading islands that islands declare.
 */
import { describe, expect, it, vi } from 'vitest';
import { matchPath, routeById } from '../../src/app/routes';
import { allPaths, routeHead } from '../../src/app/routeMeta';
import { paths } from '../../src/config/paths';
import { loadFullCatalogue } from '../../src/content/details';
import { popularJourneys } from '../../src/content/popularJourneys';
import { getItinerary, itineraries } from '../../src/content/trips';
import { bookingPrefill, durationChoice, travellersChoice } from '../../src/features/enquiries/forms/bookingCatalogue';
import { dayLabel, dayQuestionPayload } from '../../src/features/enquiries/forms/DayQuestionDialog';
import { MAX_COMPARED } from '../../src/config/paths';
import { countriesOf, hotelsOf, parseCompareQuery } from '../../src/features/journeys/compare';
import { shareLink } from '../../src/features/journeys/share';
import { lazyComponent, preloadIslands } from '../../src/lib/load';

const known = (id: string) => getItinerary(id) !== undefined;

describe('the comparison URL', () => {
  it('keeps known ids in order, once each, at most three', () => {
    expect(parseCompareQuery('?ids=golden-triangle,tiger-trail', known)).toEqual({ ids: ['golden-triangle', 'tiger-trail'] });
    expect(parseCompareQuery('ids=tiger-trail,%20golden-triangle%20,tiger-trail,,', known)).toEqual({ ids: ['tiger-trail', 'golden-triangle'] });
    const four = parseCompareQuery('?ids=golden-triangle,tiger-trail,nepal-explorer,tea-trail', known);
    expect(four.ids).toEqual(['golden-triangle', 'tiger-trail', 'nepal-explorer']);
    expect(four.ids).toHaveLength(MAX_COMPARED);
    expect(four.note).toBe('Three journeys fit side by side, so “tea-trail” was left out.');
  });

  it('leaves out unknown ids with a note, and never throws on odd input', () => {
    expect(parseCompareQuery('?ids=golden-triangle,atlantis', known)).toEqual({ ids: ['golden-triangle'], note: '“atlantis” is not one of our journeys and was left out.' });
    expect(parseCompareQuery('?ids=a,b', known).note).toBe('“a”, “b” are not among our journeys and were left out.');
    for (const odd of ['', '?', '?ids=', '?ids=%E0%A4%A', '?ids=,,,', `?ids=${'x'.repeat(5000)}`, '?ids=<script>alert(1)</script>', '?other=1']) {
      const query = parseCompareQuery(odd, known);
      expect(query.ids, odd).toEqual([]);
    }
    expect(parseCompareQuery(`?ids=${'x'.repeat(100)}`, known).note!.length).toBeLessThan(100);
  });

  it('shares the builder with the links: what paths.compare writes reads back', () => {
    const ids = ['nepal-explorer', 'annapurna-sanctuary'];
    const url = new URL(paths.compare(ids), 'https://example.com');
    expect(url.pathname).toBe('/my-journeys/compare');
    expect(parseCompareQuery(url.search, known).ids).toEqual(ids);
  });
});

describe('the comparison rows', async () => {
  const full = await loadFullCatalogue();
  const byId = new Map(full.itineraries.map((it) => [it.id, it]));

  it('names the countries a route crosses, in order', () => {
    expect(countriesOf(byId.get('golden-triangle')!)).toEqual(['India']);
    expect(countriesOf(byId.get('india-nepal')!)).toEqual(['India', 'Nepal']);
    expect(countriesOf(byId.get('himalayan-kingdoms')!)).toEqual(['Nepal', 'Bhutan']);
  });

  it('lists the hotels the days name, once each, never a departure', () => {
    expect(hotelsOf(byId.get('golden-triangle')!)).toEqual(['The Leela Palace, New Delhi', 'The Oberoi Amarvilas, Agra', 'Rambagh Palace, Jaipur']);
    for (const it of full.itineraries) {
      const hotels = hotelsOf(it);
      expect(hotels.length, it.id).toBeGreaterThan(0);
      expect(new Set(hotels).size, it.id).toBe(hotels.length);
      expect(hotels.some((h) => /departure/i.test(h)), it.id).toBe(false);
    }
  });
});

describe('sharing a dated trip', () => {
  const data = { title: 'Tiger Trail', text: 'Tiger Trail from Thu 1 Jul 2027', url: 'https://www.rasajourneys.com/itinerary/tiger-trail?start=2027-07-01&travellers=2' };

  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = async () => {
      throw new DOMException('Share canceled', 'AbortError');
    };
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where Web Share is missing, refuses the data or fails', async () => {
    for (const nav of [
      {},
      { canShare: () => false, share: vi.fn() },
      {
        share: async () => {
          throw new DOMException('Not allowed', 'NotAllowedError');
        },
      },
    ]) {
      const writeText = vi.fn(async () => undefined);
      expect(await shareLink(data, { ...nav, clipboard: { writeText } })).toBe('copied');
      expect(writeText).toHaveBeenCalledWith(data.url);
    }
  });

  it('says the link must be copied by hand where the clipboard is refused too', async () => {
    expect(await shareLink(data, {})).toBe('unavailable');
    expect(await shareLink(data, { clipboard: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } })).toBe('unavailable');
    expect(await shareLink(data, undefined)).toBe('unavailable');
  });
});

describe('Request this trip', () => {
  const today = '2026-11-25';

  it('prefills the journey, its dates, length and travellers and a first line', () => {
    const form = bookingPrefill('?destination=india&itinerary=golden-triangle&start=2027-03-14&travellers=4', today);
    expect(form).toMatchObject({ destination: 'india', itinerary: 'golden-triangle', startDate: '2027-03-14', duration: '6-8 days', travelers: '3-4' });
    expect(form.message).toBe('I would like to request Golden Triangle Luxury Tour from Sun 14 Mar 2027 for 4 travellers.');
    expect(bookingPrefill('?destination=india&itinerary=golden-triangle&start=2027-03-14&travellers=1', today).message).toContain('for one traveller');
  });

  it('ignores a start that is not a real date or is past, and odd travellers', () => {
    for (const start of ['2027-02-30', '2026-11-24', '14/03/2027', '']) {
      const form = bookingPrefill(`?destination=india&itinerary=golden-triangle&start=${start}&travellers=2`, today);
      expect(form.startDate, start).toBe('');
      expect(form.message, start).toBe('');
    }
    const odd = bookingPrefill('?destination=india&itinerary=golden-triangle&start=2027-03-14&travellers=13', today);
    expect(odd).toMatchObject({ startDate: '2027-03-14', travelers: '' });
    expect(odd.message).not.toContain('travellers');
    // A date without a journey of the group prefills nothing of the trip.
    expect(bookingPrefill('?destination=nepal&itinerary=golden-triangle&start=2027-03-14', today).startDate).toBe('');
  });

  it('maps lengths and numbers of travellers to the form choices', () => {
    expect([2, 3, 5, 6, 8, 9, 12, 13, 15, 16, 30].map(durationChoice)).toEqual(['', '3-5 days', '3-5 days', '6-8 days', '6-8 days', '9-12 days', '9-12 days', '13-15 days', '13-15 days', '16+ days', '16+ days']);
    expect([0, 1, 2, 3, 4, 5, 8, 9, 12, 13, 2.5].map(travellersChoice)).toEqual(['', '1', '2', '3-4', '3-4', '5-8', '5-8', '9+', '9+', '', '']);
  });
});

describe('Ask about this day', () => {
  const topic = { itineraryId: 'golden-triangle', itineraryTitle: 'Golden Triangle Luxury Tour', day: 3, title: 'By Gatimaan Express to Agra', place: 'Agra', date: '2027-03-16', dateText: 'Tue 16 Mar 2027', travellers: 2 };

  it('carries the journey, the day, its date and place, and the question', () => {
    const payload = dayQuestionPayload(topic, { name: 'Mira Sen', email: ' mira@example.com ', question: 'Sunrise at the Taj?' });
    expect(payload).toMatchObject({
      type: 'contact_form',
      subject: 'Question about Day 3 (Tue 16 Mar 2027, Agra): Golden Triangle Luxury Tour',
      firstName: 'Mira',
      lastName: 'Sen',
      email: 'mira@example.com',
      itinerary: 'golden-triangle',
      startDate: '2027-03-16',
      travelers: '2',
    });
    expect(payload.message).toBe('Question about Day 3 (Tue 16 Mar 2027, Agra) of Golden Triangle Luxury Tour: By Gatimaan Express to Agra\nDate: 2027-03-16, 2 travellers\n\nSunrise at the Taj?');
  });

  it('names an undated day by its number alone', () => {
    const undated = { itineraryId: 'tea-trail', itineraryTitle: 'Tea Trail', day: 1, title: 'Arrival', place: '' };
    expect(dayLabel(undated)).toBe('Day 1');
    const payload = dayQuestionPayload(undated, { name: 'Li', email: 'li@example.com', question: 'Which airport?' });
    expect(payload.startDate).toBeUndefined();
    expect(payload.message).toBe('Question about Day 1 of Tea Trail: Arrival\n\nWhich airport?');
  });
});

describe('the routes', () => {
  it('serve My Journeys and the comparison, pre-rendered as shells, kept out of the sitemap', () => {
    expect(matchPath('/my-journeys')?.route.id).toBe('my-journeys');
    expect(matchPath('/my-journeys/compare')?.route.id).toBe('compare');
    expect(routeById('my-journeys').navLabel).toBe('My Journeys');
    const listed = allPaths().map((p) => p.path);
    expect(listed).toContain('/my-journeys');
    expect(listed).toContain('/my-journeys/compare');
    expect(routeHead(routeById('my-journeys'), {})).toMatchObject({ title: 'My Journeys - Luxury Travel Experiences | Rasa Journeys', noindex: true });
    expect(routeHead(routeById('compare'), {}).noindex).toBe(true);
  });

  it('build the links of a dated trip', () => {
    expect(paths.datedItinerary('tiger-trail', '2027-07-01', 4)).toBe('/itinerary/tiger-trail?start=2027-07-01&travellers=4');
    expect(paths.booking({ destination: 'india', itinerary: 'tiger-trail', start: '2027-07-01', travellers: '4' })).toBe('/booking?destination=india&itinerary=tiger-trail&start=2027-07-01&travellers=4');
  });

  it('suggest three popular journeys from the catalogue', () => {
    expect(popularJourneys().map((it) => it.id)).toHaveLength(3);
    for (const it of popularJourneys()) expect(itineraries).toContain(it);
  });
});

describe('pre-rendering islands', () => {
  it('loads the islands an island declares (cards with save buttons inside the trip finder)', async () => {
    const loaded: string[] = [];
    const Inner = () => null;
    const Outer = () => null;
    lazyComponent(
      async () => {
        loaded.push('outer');
        // The outer island's module declares another, as TripFinder's cards do.
        lazyComponent(
          async () => {
            loaded.push('inner');
            return { default: Inner };
          },
          { prerender: true },
        );
        return { default: Outer };
      },
      { prerender: true },
    );
    await preloadIslands();
    expect(loaded).toEqual(['outer', 'inner']);
  });
});
