/**
 * The check that keeps the facts on the pages of the people who make the rules (issue 54,
 * content/sourceKinds.ts): no fact cites a visa agent, an honorary consulate abroad or a fare
 * aggregator; none rests on news alone without saying why; an entry rule cites the government's
 * own page first, an airline's figure the airline's own page. It fails on the pages the catalogue
 * used to cite, so they do not come back.
 */
import { describe, expect, it } from 'vitest';
import { CORRECTIONS, correctionSources } from '../../src/content/corrections';
import { countryEssentials } from '../../src/content/essentials';
import { allFacts } from '../../src/content/facts';
import { REFUSED_HOSTS, sourceKind, sourceProblems, type CheckedFact } from '../../src/content/sourceKinds';

const facts = allFacts(Object.values(await countryEssentials.loadAll()));
const page = (url: string, extra: Partial<CheckedFact['sources'][number]> = {}) => ({ publisher: 'A page', url, ...extra });

describe('the kinds of source the catalogue accepts', () => {
  it('knows a page by its host, its own label, or its being an authority’s', () => {
    expect(sourceKind(page('https://www.visa-indian-online.org/india-visa-eligibility'))).toBe('visa-agent');
    expect(sourceKind(page('https://indiaevisa.in/how-to-apply-india-tourist-e-visa/'))).toBe('visa-agent');
    expect(sourceKind(page('http://www.indianconsulate.lt/index.php/en/2-uncategorised/155-etv-faq', { official: true }))).toBe('honorary-consulate');
    for (const host of ['happyfares.in', 'camli.com', 'mightytravels.com', 'deal4flight.com', 'cheapflights.com', 'seatmaestro.com']) expect(sourceKind(page(`https://www.${host}/x`)), host).toBe('fare-aggregator');
    expect(sourceKind(page('https://visasnews.com/?p=34046'))).toBe('news');
    expect(sourceKind(page('https://en.himalpress.com/x'))).toBe('news');
    expect(sourceKind(page('https://www.goindigo.in/baggage/baggage-allowance.html', { official: true }))).toBe('airline');
    expect(sourceKind(page('https://indianvisaonline.gov.in/evisa/tvoa.html', { official: true }))).toBe('government');
    expect(sourceKind(page('https://example.org/x', { kind: 'operator' }))).toBe('operator');
    // No label makes a refused page a source.
    expect(sourceKind(page('https://camli.com/x', { kind: 'airline', official: true }))).toBe('fare-aggregator');
  });

  it('fails a fact that cites a refused page, rests on news alone, or puts the wrong page first', () => {
    const evisa: CheckedFact = {
      kind: 'Entry rule',
      what: 'Apply for your India e-Visa',
      text: 'Apply online at least 4 days before.',
      sources: [page('http://www.indianconsulate.lt/index.php/en/2-uncategorised/155-etv-faq', { official: true }), page('https://visasnews.com/?p=34046'), page('https://www.visa-indian-online.org/india-visa-eligibility')],
    };
    const problems = sourceProblems(evisa);
    expect(problems.join('\n')).toMatch(/honorary consulate/);
    expect(problems.join('\n')).toMatch(/visa agent/);
    expect(problems.join('\n')).toMatch(/first source is not the government's own page/);
    expect(sourceProblems({ ...evisa, sources: [page('https://indianvisaonline.gov.in/evisa/tvoa.html', { official: true }), page('https://visasnews.com/?p=34046')] })).toEqual([]);
    // A government's page that could not be read: the rule says so, and may then cite others first.
    const unread = { ...evisa, sources: [page('https://greatadventuretreks.com/nepal-visa/'), page('https://visasnews.com/?p=34046')] };
    expect(sourceProblems(unread).join()).toMatch(/not the government's own page/);
    expect(sourceProblems({ ...unread, note: 'The Department of Immigration’s own pages could not be read.' })).toEqual([]);
    const newsOnly: CheckedFact = { kind: 'Permit', what: 'A permit', text: 'NPR 3,000.', sources: [page('https://visasnews.com/a'), page('https://khelja.in/b')] };
    expect(sourceProblems(newsOnly).join()).toMatch(/news alone/);
    expect(sourceProblems({ ...newsOnly, note: 'No page of the municipality could be read: the press reports its letter.' })).toEqual([]);
    const flight: CheckedFact = { kind: 'Flight rule', what: 'IndiGo: check-in', text: 'Opens 48 hours before departure.', sources: [page('https://camli.com/airlines/indigo'), page('https://www.happyfares.in/x')] };
    expect(sourceProblems(flight).join('\n')).toMatch(/fare aggregator[\s\S]*fare aggregator[\s\S]*not the airline's own page/);
  });

  it('finds nothing wrong with any fact the catalogue ships', () => {
    const problems = facts.flatMap(sourceProblems);
    expect(problems).toEqual([]);
    expect(facts.length).toBeGreaterThan(100);
  });

  it("gives each correction the pages of the facts it names, each page once, and refuses a fact the list does not hold", () => {
    for (const c of CORRECTIONS) {
      expect(c.facts?.length || c.sources?.length, c.what).toBeTruthy();
      const links = correctionSources(c, facts);
      expect(links.length, c.what).toBeGreaterThan(0);
      expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
    }
    const helplines = CORRECTIONS.find((c) => c.what.includes('tourist helplines'))!;
    expect(correctionSources(helplines, facts).map((l) => l.url)).toEqual(expect.arrayContaining(['https://www.pubt.io/view/26B93176FA7AA53BF3DD6AEEB78E98EBC69EF011', 'https://srilanka.travel/travel-news&news=728&section=travel']));
    expect(() => correctionSources({ ...helplines, facts: ['India: a fact renamed'] }, facts)).toThrow(/names a fact the list does not hold/);
  });

  it('links no refused page anywhere on the facts page, the corrections included', () => {
    const urls = [...facts.flatMap((f) => f.sources.map((s) => s.url)), ...CORRECTIONS.flatMap((c) => correctionSources(c, facts).map((s) => s.url))];
    for (const url of urls) expect(Object.keys(REFUSED_HOSTS).some((h) => new URL(url).hostname.endsWith(h)), url).toBe(false);
    expect(urls).toContain('https://indianvisaonline.gov.in/evisa/tvoa.html');
  });
});
