/**
 * The sources' words kept apart from their facts (content/sourceWords.ts): every page a checklist
 * rule, an elevation or the first steps for altitude sickness cites has its words, and every
 * entry's page is cited by one of them (no words left behind once a fact changes source). The
 * words stay out of the modules an itinerary's first load reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { altitudeFirstSteps } from '../../src/content/altitudeSickness';
import { allChecklistRules } from '../../src/content/checklist';
import { placeElevations, stopElevations } from '../../src/content/elevations';
import { SOURCE_WORDS, withWords } from '../../src/content/sourceWords';

const cited = [
  ...allChecklistRules.flatMap((r) => r.sources),
  ...[...Object.values(placeElevations), ...Object.values(stopElevations)].flatMap((e) => (e ? [e.source] : [])),
  ...altitudeFirstSteps.sources,
];

describe("the sources' words kept apart", () => {
  it('gives every cited page its words', () => {
    for (const page of cited) expect(SOURCE_WORDS[page.url]?.trim().length ?? 0, `${page.publisher} (${page.url}) has no words`).toBeGreaterThanOrEqual(10);
  });

  it('holds no words for a page no fact cites', () => {
    const urls = new Set(cited.map((p) => p.url));
    for (const url of Object.keys(SOURCE_WORDS)) expect(urls.has(url), `${url}: no fact cites it`).toBe(true);
  });

  it('joins a page with its words', () => {
    const [nhs] = altitudeFirstSteps.sources;
    expect(withWords(nhs).quote).toMatch(/24 to 48 hours/);
    expect(withWords({ publisher: 'Nobody', url: 'https://example.org/' }).quote).toBe('');
  });

  it('keeps the words out of the modules of the facts themselves', () => {
    for (const file of ['checklist.ts', 'elevations.ts', 'altitudeSickness.ts']) {
      const source = readFileSync(new URL(`../../src/content/${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '\.\/sourceWords'|quoting\(/);
    }
  });
});
