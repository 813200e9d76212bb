/**
 * The facts page's list (content/facts.ts): every fact the catalogue gives a traveller to act on,
 * each with its sources quoted and its check date, the oldest check first, none older than twelve
 * months; and its route, in no menu and kept out of search engines and the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { routeHead } from '../../src/app/routeMeta';
import { routeById } from '../../src/app/routes';
import { ascentRule, flyInRule } from '../../src/content/acclimatisation';
import { allChecklistRules } from '../../src/content/checklist';
import { ECC_DIFFERENCES, emergencyNumbers } from '../../src/content/emergency';
import { countryEssentials } from '../../src/content/essentials';
import { allFacts } from '../../src/content/facts';
import { expectQuoted, expectRecent } from './sourcedFacts';

const essentials = Object.values(await countryEssentials.loadAll());
const facts = allFacts(essentials);

describe('the facts page', () => {
  it('lists every fact: the numbers, Android’s differences, the rules, the altitude guidance, the elevations, the essentials and the phrases for trouble', () => {
    const count = (kind: string) => facts.filter((f) => f.kind === kind).length;
    expect(count('Emergency number')).toBe(emergencyNumbers.flatMap((c) => c.numbers).length);
    expect(count('Android’s emergency table')).toBe(ECC_DIFFERENCES.length);
    expect(count('Emergency call')).toBe(1);
    expect(count('Entry rule') + count('Permit') + count('Health')).toBe(allChecklistRules.length + 1);
    expect(count('Altitude')).toBe([ascentRule, flyInRule].length);
    expect(count('Elevation')).toBeGreaterThan(20);
    expect(count('Essentials')).toBe(essentials.reduce((n, e) => n + e.money.length + e.etiquette.length + 1, 0));
    const trouble = essentials.flatMap((e) => e.phrasebooks.flatMap((b) => b.phrases.filter((p) => p.trouble)));
    expect(count('Phrase for trouble')).toBe(trouble.length);
    expect(facts.filter((f) => f.kind === 'Phrase for trouble').map((f) => f.what)).toContain('Tamil: I need a doctor');
  });

  it('gives each fact its sources, each quoted, and a check within 12 months', () => {
    for (const f of facts) {
      expectQuoted(f.sources, `${f.kind}: ${f.what}`);
      expectRecent(f.checkedOn, `${f.kind}: ${f.what}`);
    }
  });

  it('puts the oldest check first', () => {
    const dates = facts.map((f) => f.checkedOn);
    expect(dates).toEqual([...dates].sort());
    expect(facts[0]!.checkedOn).toBe(dates.reduce((a, b) => (a < b ? a : b)));
  });

  it('names a figure shared by a place and its stops once', () => {
    const leh = facts.filter((f) => f.kind === 'Elevation' && f.what.includes('india/ladakh'));
    expect(leh).toHaveLength(1);
  });

  it('is at /facts, in no menu, and asks search engines not to index it (so the sitemap leaves it out)', () => {
    const route = routeById('facts');
    expect(route.pattern).toBe('/facts');
    expect(route.navLabel).toBeUndefined();
    expect(routeHead(route, {}).noindex).toBe(true);
  });
});
