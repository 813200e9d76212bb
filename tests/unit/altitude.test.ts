/**
 * The acclimatisation rule on made-up nights (each part of the rule, and nights without a figure),
 * then on all 17 itineraries: the highest night, the days that break the rule and those it could
 * not check.
 */
import { describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import { checkAcclimatisation, type NightAltitude } from '../../src/features/altitude/acclimatisation';
import { journeyAltitude } from '../../src/features/altitude/journey';

/** Nights from [name, metres, arrival?]: night n is the n-th entry. */
const nights = (...list: readonly (readonly [string, number | undefined, NightAltitude['arrival']?])[]): NightAltitude[] =>
  list.map(([name, metres, arrival], i) => ({ night: i + 1, name, ...(metres === undefined ? {} : { metres }), ...(arrival ? { arrival } : {}) }));

const kinds = (list: readonly NightAltitude[]) => checkAcclimatisation(list).breaks.map((b) => [b.night, b.kind]);

describe('the acclimatisation rule', () => {
  it('lets a journey below 3,000 m climb as it likes, and gives guidance only above 2,500 m', () => {
    const low = checkAcclimatisation(nights(['Delhi', 216], ['Munnar', 1600], ['Hatton', 1271]));
    expect(low.breaks).toEqual([]);
    expect(low.high).toBe(false);
    expect(low.highest).toMatchObject({ name: 'Munnar', metres: 1600, night: 2 });
    expect(checkAcclimatisation(nights(['Kathmandu', 1324], ['Phakding', 2610, 'flight'])).high).toBe(true);
    expect(checkAcclimatisation(nights(['Paro', 2225], ['Thimphu', 2000])).high).toBe(false);
  });

  it('above 3,000 m, flags a night more than 500 m higher than the one before, counting only the part above 3,000 m', () => {
    expect(kinds(nights(['Paro', 2225], ['Jili Dzong', 3480, 'trek']))).toEqual([]); // 480 m above 3,000 m
    expect(kinds(nights(['Paro', 2225], ['High camp', 3510, 'trek']))).toEqual([[2, 'gain']]);
    expect(kinds(nights(['Deurali', 3200], ['Base camp', 4130, 'trek']))).toEqual([[2, 'gain']]);
    expect(kinds(nights(['A', 3400], ['B', 3900, 'trek']))).toEqual([]); // exactly 500 m
    const [gain] = checkAcclimatisation(nights(['Deurali', 3200], ['Annapurna Base Camp', 4130, 'trek'])).breaks;
    expect(gain!.text).toBe('Day 2: sleeps at Annapurna Base Camp (4,130 m), 930 m higher than the night before; above 3,000 m, sleep at most 500 m higher each night.');
  });

  it('asks for a rest night after every 1,000 m gained above 3,000 m, and counts again after one', () => {
    const climb = nights(['Paro', 2225], ['Jili Dzong', 3480, 'trek'], ['Jangchulakha', 3770, 'trek'], ['Jimilang Tsho', 3870, 'trek'], ['Simkotra Tsho', 4110, 'trek']);
    expect(kinds(climb)).toEqual([[5, 'rest']]); // 480 + 290 + 100 + 240 = 1,110 m
    expect(checkAcclimatisation(climb).breaks[0]!.text).toBe('Day 5: climbs to Simkotra Tsho (4,110 m) with no rest day after 1,110 m gained above 3,000 m; rest a day for every 1,000 m.');
    const rested = nights(['Paro', 2225], ['Jili Dzong', 3480, 'trek'], ['Jangchulakha', 3770, 'trek'], ['Jangchulakha', 3770], ['Jimilang Tsho', 3870, 'trek'], ['Simkotra Tsho', 4110, 'trek']);
    expect(kinds(rested)).toEqual([]);
    // Going down is a rest too.
    expect(kinds(nights(['A', 3400], ['B', 3800], ['C', 4200], ['D', 3900], ['E', 4300], ['F', 4700]))).toEqual([]);
    // Each further climb without a rest is flagged until one comes.
    expect(kinds(nights(['A', 3000], ['B', 3450], ['C', 3900], ['D', 4350], ['E', 4800]))).toEqual([[4, 'rest'], [5, 'rest']]);
  });

  it('after flying in to 3,000 m or more, flags sleeping higher before 48 hours have passed, not the flight itself', () => {
    const leh = (second: number, third: number) => nights(['Delhi', 216], ['Leh', 3520, 'flight'], ['Camp', second, 'road'], ['Camp 2', third, 'road']);
    expect(kinds(leh(3520, 3900))).toEqual([]); // two nights in Leh, then 380 m higher
    expect(kinds(leh(3900, 3900))).toEqual([[3, 'fly-in']]);
    expect(checkAcclimatisation(leh(3900, 3900)).breaks[0]!.text).toBe(
      'Day 3: sleeps at Camp (3,900 m), higher than Leh (3,520 m) within 48 hours of flying in; wait 48 hours before going higher.',
    );
    // A flight to below 3,000 m (Lukla's 2,845 m) starts no wait.
    expect(kinds(nights(['Kathmandu', 1324], ['Lukla', 2845, 'flight'], ['Namche Bazaar', 3440, 'trek']))).toEqual([]);
  });

  it('says which nights it could not check, and none for a low journey with gaps', () => {
    const abc = checkAcclimatisation(nights(['Pokhara', 822], ['Chhomrong', undefined, 'trek'], ['Deurali', undefined, 'trek'], ['Annapurna Base Camp', 4130, 'trek'], ['Bamboo', undefined, 'trek']));
    expect(abc.unchecked).toEqual([2, 3, 4, 5]);
    expect(abc.breaks).toEqual([]);
    expect(abc.highest).toMatchObject({ name: 'Annapurna Base Camp', metres: 4130 });
    const low = checkAcclimatisation(nights(['Colombo', undefined], ['Kandy', 500, 'road'], ['Galle', undefined, 'road']));
    expect(low.unchecked).toEqual([]);
    expect(low.high).toBe(false);
  });
});

const catalogue = await loadFullCatalogue();

/** What the rule finds on each journey, from its sourced elevations. */
const expected: Record<string, { highest?: [string, number]; breaks?: [number, string][]; unchecked?: number[] }> = {
  'golden-triangle': { highest: ['Jaipur', 431] },
  'kerala-backwaters': { highest: ['Munnar', 1600] },
  'rajasthan-royalty': { highest: ['Jaipur', 431] },
  'tiger-trail': { highest: ['Kanha', 600] },
  'nepal-explorer': { highest: ['Kathmandu', 1324] },
  'everest-luxury': { highest: ['Deboche', 3740] },
  'annapurna-sanctuary': { highest: ['Annapurna Base Camp', 4130], unchecked: [3, 4, 5, 6, 7, 8, 9] },
  'bhutan-essentials': { highest: ['Paro', 2225] },
  'bhutan-festival': { highest: ['Paro', 2225] },
  'bhutan-trekking': { highest: ['Simkota Tsho', 4110], breaks: [[5, 'rest']] },
  'classic-sri-lanka': { highest: ['Nuwara Eliya', 1889] },
  'sri-lanka-wildlife': { highest: ['Sigiriya', 349] },
  'tea-trail': { highest: ['Nuwara Eliya', 1889] },
  'himalayan-kingdoms': { highest: ['Paro', 2225] },
  'india-nepal': { highest: ['Kathmandu', 1324] },
  'india-sri-lanka': { highest: ['Kandy', 500] },
  'luxury-trekking': { highest: ['Simkotra Tsho', 4110], breaks: [[12, 'rest']] },
};

describe('the rule on every itinerary', () => {
  it('covers all 17 itineraries', () => {
    expect(catalogue.itineraries.map((it) => it.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(catalogue.itineraries.map((it) => [it.id, it] as const))('%s', (id, it) => {
    const { nights: all, check } = journeyAltitude(it.stops);
    const want = expected[id]!;
    expect(all).toHaveLength(it.days.length - 1);
    expect(check.highest && [check.highest.name, check.highest.metres]).toEqual(want.highest);
    // The highest night is the highest known figure, and the guidance follows it.
    const known = all.flatMap((n) => (n.metres === undefined ? [] : [n.metres]));
    expect(check.highest?.metres).toBe(Math.max(...known));
    expect(check.high).toBe(Math.max(...known) > 2500);
    expect(check.breaks.map((b) => [b.night, b.kind])).toEqual(want.breaks ?? []);
    expect(check.unchecked).toEqual(want.unchecked ?? []);
    // Only nights above 3,000 m can break it, and each break names its day and its place.
    for (const b of check.breaks) {
      const night = all[b.night - 1]!;
      expect(night.metres).toBeGreaterThan(3000);
      expect(b.text.startsWith(`Day ${b.night}: `)).toBe(true);
      expect(b.text).toContain(night.name);
    }
  });
});

describe('a dated plan', () => {
  it('marks the days that break the rule, and only those, among the dated days', async () => {
    const { datedPlan } = await import('../../src/features/journeys/plan');
    const trip = catalogue.itineraries.find((it) => it.id === 'luxury-trekking')!;
    const plan = datedPlan(trip, '2027-10-04');
    const marked = plan.days.filter((d) => d.warnings.some((w) => w.kind === 'altitude'));
    expect(marked.map((d) => [d.number, d.dateText])).toEqual([[12, 'Fri 15 Oct 2027']]);
    expect(marked[0]!.warnings.find((w) => w.kind === 'altitude')!.text).toMatch(/^Day 12: climbs to Simkotra Tsho \(4,110 m\)/);
    const low = datedPlan(catalogue.itineraries.find((it) => it.id === 'golden-triangle')!, '2027-10-04');
    expect(low.days.some((d) => d.warnings.some((w) => w.kind === 'altitude'))).toBe(false);
  });
});
