/**
 * The emergency numbers: every country has police, ambulance and fire; each number dials; each
 * rests on two independent sources (different sites), one an authority's own page unless the
 * record says why none could be read, or says on the page why it has only one; every source
 * quotes words that give the number; every check is within 12 months of now (the build). The
 * corrections of issue 41 hold: Sri Lanka's 110 for fire, rescue and medical emergencies, 1997 a
 * police hotline, Smartraveller's tourist police lines; India's 112 with 100, 108 and 101 beside it.
 */
import { describe, expect, it } from 'vitest';
import { checkedMonth } from '../../src/content/checked';
import { countries } from '../../src/content/countries';
import { emergencyNumbers, emergencyOf, mainAndFallbacks, numberLabel, numberText, type EmergencyNumber } from '../../src/content/emergency';
import { daysBetween, isIsoDate } from '../../src/trip/dates';
import { todayIso } from '../../src/lib/today';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const digitsIn = (text: string) => text.replace(/\D/g, '');
/**
 * Whether a source's words give the number: a short number standing alone ('1-1-9' is 119); a
 * phone number by its local part, as sources write the codes apart ('(+94 11) 242 1052').
 */
function gives(quote: string, n: Pick<EmergencyNumber, 'number'>): boolean {
  if (n.number.startsWith('+')) return digitsIn(quote).includes(n.number.slice(-7));
  return new RegExp(`(?<!\\d)${n.number}(?!\\d)`).test(quote.replace(/(\d)-(?=\d)/g, '$1'));
}

describe('emergency numbers', () => {
  it('finds a number in its sources’ words only where they give it', () => {
    expect(gives('Police emergency 1-1-9, free of charge', { number: '119' })).toBe(true);
    expect(gives('dial 113 or 110', { number: '311' })).toBe(false);
    expect(gives('Call (+94 11) 242 1052', { number: '+94112421052' })).toBe(true);
  });

  it('covers every country of the catalogue', () => {
    expect(emergencyNumbers.map((c) => c.country).sort()).toEqual(countries.map((c) => c.slug).sort());
  });

  for (const { country, numbers } of emergencyNumbers) {
    describe(country, () => {
      it('has police, ambulance and fire', () => {
        const services = numbers.flatMap((n) => n.services);
        for (const needed of ['police', 'ambulance', 'fire'] as const) expect(services, `${country} lacks ${needed}`).toContain(needed);
      });

      for (const n of numbers) {
        it(`${numberLabel(n)} ${numberText(n)}: dials, two independent quoted sources (or says why one), checked within 12 months`, () => {
          expect(n.number).toMatch(/^(\d{3,5}|\+\d{9,13})$/);
          if (n.display) expect(digitsIn(n.display)).toBe(digitsIn(n.number));
          for (const s of n.sources) {
            expect(new URL(s.url).protocol).toMatch(/^https?:$/);
            expect(s.publisher.length).toBeGreaterThan(3);
            expect(gives(s.quote, n), `${s.publisher} does not give ${n.number}`).toBe(true);
          }
          if (n.onlySource) {
            expect(n.sources).toHaveLength(1);
            expect(n.onlySource.length).toBeGreaterThan(20);
          } else {
            expect(n.sources.length).toBeGreaterThanOrEqual(2);
            expect(new Set(n.sources.map((s) => host(s.url))).size, 'two sources from one site are not independent').toBe(n.sources.length);
          }
          if (!n.sources.some((s) => s.official)) expect(n.noOfficialSource ?? n.onlySource, 'no authority among the sources, and no reason given').toBeTruthy();
          expect(isIsoDate(n.checkedOn), n.checkedOn).toBe(true);
          expect(daysBetween(n.checkedOn, todayIso()), `checked ${n.checkedOn}: read the sources again`).toBeLessThanOrEqual(365);
          expect(daysBetween(n.checkedOn, todayIso())).toBeGreaterThanOrEqual(0);
        });
      }
    });
  }

  const dial = (country: string, label: string) => emergencyOf(country)!.numbers.filter((n) => numberLabel(n) === label).map((n) => n.number);

  it('India: 112 for police, ambulance and fire, with 100, 108 and 101 beside it for when 112 does not get through', () => {
    const { main, fallbacks } = mainAndFallbacks(emergencyOf('india')!);
    expect(main.map((n) => [n.number, [...n.services].sort()])).toEqual([['112', ['ambulance', 'fire', 'police']]]);
    expect(fallbacks.map((n) => [n.number, n.services])).toEqual([
      ['100', ['police']],
      ['108', ['ambulance']],
      ['101', ['fire']],
    ]);
    expect(emergencyOf('india')!.fallbackNote).toMatch(/112/);
  });

  it('Sri Lanka: 110 is fire, rescue and medical emergencies; 1997 a police hotline; the tourist police on two lines', () => {
    expect(dial('sri-lanka', 'Police')).toEqual(['119']);
    expect(dial('sri-lanka', 'Ambulance')).toEqual(['1990']);
    expect(dial('sri-lanka', 'Fire, rescue and medical emergencies')).toEqual(['110']);
    expect([...emergencyOf('sri-lanka')!.numbers.find((n) => n.number === '110')!.services].sort()).toEqual(['ambulance', 'fire']);
    const hotline = emergencyOf('sri-lanka')!.numbers.find((n) => n.number === '1997')!;
    expect(hotline.services).toEqual(['police-hotline']);
    expect(numberLabel(hotline)).toBe('Police hotline');
    expect(`${numberLabel(hotline)} ${hotline.note}`).not.toMatch(/tourist police|October 2024 opened|opened in October/i);
    expect(dial('sri-lanka', 'Tourist police')).toEqual(['+94112421052', '+94112382209']);
    expect(emergencyOf('sri-lanka')!.numbers.filter((n) => n.services[0] === 'tourist-police').map(numberText)).toEqual(['+94 11 242 1052', '+94 11 238 2209']);
  });

  it('Nepal and Bhutan keep their numbers', () => {
    expect(['Police', 'Ambulance', 'Fire'].map((l) => dial('nepal', l))).toEqual([['100'], ['102'], ['101']]);
    expect(dial('nepal', 'Tourist police')).toEqual(['1144']);
    expect(['Police', 'Ambulance', 'Fire'].map((l) => dial('bhutan', l))).toEqual([['113'], ['112'], ['110']]);
  });

  it('tourist helplines apart from the emergency numbers: India 1363 and Sri Lanka 1912, said to be tourist help, two sources each giving the number', () => {
    const lines = (c: string) => emergencyOf(c)!.helplines ?? [];
    expect(lines('india').map((n) => n.number)).toEqual(['1363']);
    expect(lines('sri-lanka').map((n) => n.number)).toEqual(['1912']);
    for (const n of [...lines('india'), ...lines('sri-lanka')]) {
      expect(n.services).toEqual(['tourist-helpline']);
      expect(n.note).toMatch(/Tourist help, not an emergency line/);
      expect(n.sources.length).toBeGreaterThanOrEqual(2);
      expect(new Set(n.sources.map((s) => new URL(s.url).hostname)).size).toBe(n.sources.length);
      for (const s of n.sources) expect(gives(s.quote, n), `${s.publisher} gives ${n.number}`).toBe(true);
    }
    expect(lines('india')[0]!.note).toMatch(/1800-11-1363/);
    // Not among the numbers for police, ambulance and fire.
    for (const c of emergencyNumbers) expect(c.numbers.some((n) => n.services.includes('tourist-helpline'))).toBe(false);
  });

  it('names a number by its services, or its own label', () => {
    expect(numberLabel({ services: ['police', 'ambulance', 'fire'] })).toBe('Police, ambulance and fire');
    expect(numberLabel({ services: ['tourist-police'], label: 'Tourist police office, Kathmandu' })).toBe('Tourist police office, Kathmandu');
  });

  it('shows a check as its month', () => {
    expect(checkedMonth('2026-11-26')).toBe('November 2026');
  });
});
