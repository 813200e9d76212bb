/**
 * The site search: its index covers the whole catalogue (countries, places, itineraries with their
 * days, experiences, the FAQ), and queries, typos and prefixes included, find the right things,
 * grouped by kind and best first, with the matched words marked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, faqs } from '../../src/content';
import { loadFullCatalogue, type FullCatalogue } from '../../src/content/details';
import { searchDocuments } from '../../src/build-time/search/documents';
import { createIndex, restoreIndex, search, type SearchAnswer, type SearchIndex } from '../../src/features/search/engine';
import { excerpt, highlight } from '../../src/features/search/highlight';
import { normalizeTerm, SEARCH_KINDS, WORD_SEPARATOR, type SearchDocument, type SearchKind } from '../../src/features/search/options';
import { paths } from '../../src/config/paths';
import { countryEssentials } from '../../src/content/essentials';

let full: FullCatalogue;
let documents: SearchDocument[];
let index: SearchIndex;

beforeAll(async () => {
  full = await loadFullCatalogue();
  const essentials = Object.values(await countryEssentials.loadAll());
  documents = searchDocuments({ countries, destinations: full.destinations, itineraries: full.itineraries, faqs, essentials });
  // As the browser gets it: built, serialized to JSON, restored.
  index = restoreIndex(JSON.stringify(createIndex(documents)));
});

const titles = (answer: SearchAnswer, kind: SearchKind) => answer.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];

describe('the index', () => {
  it('has one document per country, place, itinerary, experience and FAQ entry', () => {
    const count = (kind: SearchKind) => documents.filter((d) => d.kind === kind).length;
    expect(count('country')).toBe(countries.length);
    expect(count('place')).toBe(full.destinations.length);
    expect(count('itinerary')).toBe(full.itineraries.length);
    expect(count('experience')).toBe(full.destinations.reduce((n, d) => n + d.experiences.length, 0));
    expect(count('faq')).toBe(faqs.length);
    expect(count('essentials')).toBe(countries.length);
    expect(index.documentCount).toBe(documents.length);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('links every document to a page of the site', () => {
    for (const d of documents) expect(d.url, d.id).toMatch(/^\/[\w/-]*(#[\w-]+)?$/);
  });

  it("indexes each itinerary's days: a word only its day-by-day plan holds finds it, and shows that day", () => {
    const words = (text: string) => text.split(WORD_SEPARATOR).flatMap((w) => normalizeTerm(w) ?? []);
    for (const it of full.itineraries) {
      const summary = new Set(words([it.title, it.description, ...it.highlights, ...it.destinations].join(' ')));
      // The longest word of the plan that the summary lacks: a lodge, a village, a dish.
      const [dayWord] = words(it.days.map((d) => `${d.title} ${d.description}`).join(' '))
        .filter((w) => w.length >= 6 && !summary.has(w))
        .sort((a, b) => b.length - a.length);
      expect(dayWord, it.id).toBeDefined();
      const hit = search(index, dayWord!).groups.flatMap((g) => g.hits).find((h) => h.url === paths.itinerary(it.id));
      expect(hit, `${dayWord} finds ${it.id}`).toBeDefined();
      expect(excerpt(hit!.snippet, hit!.passages, new Set(hit!.terms)), dayWord).toMatch(/Day \d+: /);
    }
  });
});

describe('ranking', () => {
  it('"tiger" finds Ranthambore and the Tiger Trail first in their groups', () => {
    const answer = search(index, 'tiger');
    expect(titles(answer, 'itinerary')[0]).toBe('Tiger Trail');
    expect(titles(answer, 'place')[0]).toBe('Ranthambore');
  });

  it('forgives a typo and completes a prefix: "tigr", "everst", "ranth"', () => {
    expect(titles(search(index, 'tigr'), 'itinerary')[0]).toBe('Tiger Trail');
    const everest = search(index, 'everst');
    expect(everest.groups[0]!.kind).toBe('place');
    expect(everest.groups[0]!.hits[0]!.title).toBe('Everest Region');
    expect(titles(search(index, 'ranth'), 'place')[0]).toBe('Ranthambore');
  });

  it('finds a question of the FAQ', () => {
    expect(titles(search(index, 'offline message'), 'faq')[0]).toBe('What if I send a message while offline?');
  });

  it('needs every word, and falls back to any word when no document has them all', () => {
    const both = search(index, 'tiger kerala');
    expect(both.total).toBeGreaterThan(0);
    expect(search(index, 'tiger').total).toBeGreaterThan(search(index, 'tiger safari').total);
    expect(search(index, '   ').total).toBe(0);
    expect(search(index, 'xqzzy').total).toBe(0);
  });

  it('groups by kind, each group best first, groups ordered by their best result', () => {
    const answer = search(index, 'tiger');
    expect(answer.groups.length).toBeGreaterThan(2);
    expect(answer.total).toBe(answer.groups.reduce((n, g) => n + g.hits.length, 0));
    expect(new Set(answer.groups.map((g) => g.kind)).size).toBe(answer.groups.length);
    for (const group of answer.groups) {
      expect(SEARCH_KINDS).toContain(group.kind);
      for (const hit of group.hits) expect(hit.kind).toBe(group.kind);
      const scores = group.hits.map((h) => h.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    const best = answer.groups.map((g) => g.hits[0]!.score);
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });
});

describe('marking matches', () => {
  it('marks the matched words as segments, keeping the text whole', () => {
    const text = "The hike to Taktsang, the Tiger's Nest";
    const segments = highlight(text, new Set(['tiger']));
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Tiger']);
  });

  it('treats markup in text as text', () => {
    const segments = highlight('<b>tiger</b>', new Set(['tiger']));
    expect(segments.map((s) => s.text).join('')).toBe('<b>tiger</b>');
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['tiger']);
  });

  it("shows the passage (a day) that holds the match when the snippet does not", () => {
    const passages = ['Day 1: Arrival. Rest at the hotel.', `Day 2: Into the park. ${'Long text. '.repeat(30)}A leopard on the rocks. ${'More. '.repeat(30)}`];
    expect(excerpt('A short summary.', passages, new Set(['summary']))).toBe('A short summary.');
    const shown = excerpt('A short summary.', passages, new Set(['leopard']));
    expect(shown).toContain('leopard');
    expect(shown.length).toBeLessThan(200);
    expect(shown).toMatch(/^Day 2: … .*leopard.* …$/);
  });
});

describe('country essentials', () => {
  const essentialsUrls = (q: string) => search(index, q).groups.find((g) => g.kind === 'essentials')?.hits.map((h) => h.url) ?? [];

  it.each(['adapter', 'tipping', 'temple dress'])('"%s" finds every country\'s essentials page', (q) => {
    expect(essentialsUrls(q).sort()).toEqual(countries.map((c) => paths.essentials(c.slug)).sort());
  });

  it('"Poya" finds Sri Lanka\'s, and only it', () => {
    expect(essentialsUrls('Poya')).toEqual([paths.essentials('sri-lanka')]);
  });
});
