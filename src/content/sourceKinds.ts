/**
 * What kind of page a fact's source is, and which kinds the catalogue does not accept: the check
 * that keeps the facts on the pages of the people who make the rules (issue 54). A government's
 * own page (or its embassy, police, park or ministry), an airline's own page, a tourism board's,
 * a reference work, a local operator, a newspaper. Not sources at all: visa agents (sites that
 * sell a government's free form back to travellers), honorary consulates abroad (private persons
 * with a title, whose pages go stale), fare aggregators (sites that sell tickets and restate
 * airlines' rules, often wrongly). News is a second source only: it reports a rule, it does not
 * make it. `sourceProblems` is pure; tests/unit/source-kinds.test.ts runs it on every fact.
 */
import type { SourcePage } from './checked';

export type AcceptedKind = 'government' | 'airline' | 'official-tourism' | 'reference' | 'operator' | 'news' | 'other';
export type RefusedKind = 'visa-agent' | 'honorary-consulate' | 'fare-aggregator';
export type SourceKind = AcceptedKind | RefusedKind;

/** Hosts the catalogue never cites, and why. */
export const REFUSED_HOSTS: Readonly<Record<string, RefusedKind>> = {
  'visa-indian-online.org': 'visa-agent',
  'indiaevisa.in': 'visa-agent',
  'india-visa-online.org': 'visa-agent',
  'indian-visa-online.com': 'visa-agent',
  'indianvisa.online': 'visa-agent',
  'ivisa.com': 'visa-agent',
  'indianconsulate.lt': 'honorary-consulate',
  'happyfares.in': 'fare-aggregator',
  'camli.com': 'fare-aggregator',
  'mightytravels.com': 'fare-aggregator',
  'deal4flight.com': 'fare-aggregator',
  'cheapflights.com': 'fare-aggregator',
  'seatmaestro.com': 'fare-aggregator',
  'wego.com': 'fare-aggregator',
};

/** The kind of the hosts the catalogue cites where the page does not say it itself (`kind`, `official`). */
const HOST_KINDS: Readonly<Record<string, AcceptedKind>> = {
  'goindigo.in': 'airline',
  'airindia.com': 'airline',
  'bhutanairlines.bt': 'airline',
  'srilanka.travel': 'official-tourism',
  'britannica.com': 'reference',
  'wikipedia.org': 'reference',
  'wikivoyage.org': 'reference',
  'lonelyplanet.com': 'reference',
  'fodors.com': 'reference',
  // Newspapers, news agencies and news sites
  'adaderana.lk': 'news',
  'zeenews.india.com': 'news',
  'visasnews.com': 'news',
  'thephoenixnewspaper.com': 'news',
  'thehimalayantimes.com': 'news',
  'lankaeducation.com': 'news',
  'kuenselonline.com': 'news',
  'khelja.in': 'news',
  'ittn.ie': 'news',
  'firstpost.com': 'news',
  'deccanherald.com': 'news',
  'dailyexcelsior.com': 'news',
  'bbs.bt': 'news',
  'asia.nikkei.com': 'news',
  'tribuneindia.com': 'news',
  'timesnownews.com': 'news',
  'onlanka.com': 'news',
  'newindianexpress.com': 'news',
  'matarahotnews.com': 'news',
  'ft.lk': 'news',
  'himalpress.com': 'news',
  'en.himalpress.com': 'news',
  'dnaindia.com': 'news',
  'dailymirror.lk': 'news',
  'colombogazette.com': 'news',
  'business-standard.com': 'news',
  'livemint.com': 'news',
  'boomlive.in': 'news',
  'tourisminfonepal.com': 'news',
  'news.hottourism.lk': 'news',
  'cntraveller.in': 'news',
};

/** 'www.example.org' → 'example.org'. */
export const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

/** The host or the nearest parent domain the tables name ('en.wikipedia.org' → 'wikipedia.org'). */
function lookup<T>(table: Readonly<Record<string, T>>, host: string): T | undefined {
  const parts = host.split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    const hit = table[parts.slice(i).join('.')];
    if (hit) return hit;
  }
  return undefined;
}

/** A page's kind: refused hosts first (no label makes them a source), then its own, then its host's. */
export function sourceKind(page: Pick<SourcePage, 'url' | 'official' | 'kind'>): SourceKind {
  const host = hostOf(page.url);
  const byHost = lookup(HOST_KINDS, host);
  // An airline's or a tourism board's own page is an authority's too (`official`), of its own kind.
  const own = byHost === 'airline' || byHost === 'official-tourism' ? byHost : undefined;
  return lookup(REFUSED_HOSTS, host) ?? page.kind ?? own ?? (page.official ? 'government' : (byHost ?? 'other'));
}

const REFUSED_WHY: Readonly<Record<RefusedKind, string>> = {
  'visa-agent': 'a visa agent',
  'honorary-consulate': 'an honorary consulate abroad',
  'fare-aggregator': 'a fare aggregator',
};

export function isRefused(kind: SourceKind): kind is RefusedKind {
  return kind in REFUSED_WHY;
}

/** What the check reads of a fact (content/facts.ts's FactRecord). */
export interface CheckedFact {
  readonly kind: string;
  readonly what: string;
  readonly text: string;
  readonly sources: readonly Pick<SourcePage, 'url' | 'publisher' | 'official' | 'kind'>[];
  /** Why no authority's page could be read, where none could. */
  readonly note?: string;
}

/** The kinds of fact a traveller acts on whose sources the rules below hold to. */
const RULED = new Set(['Emergency number', 'Tourist helpline', 'Entry rule', 'Permit', 'Flight rule', 'Health', 'Altitude']);

/**
 * Why a fact's sources are not acceptable, or nothing: a source of a refused kind; news alone (a
 * second source only), unless the fact says why no authority's page could be read; an entry rule
 * whose first source is not a government's own page, unless it says why none could be read (Nepal's
 * Department of Immigration, Bhutan's Department of Tourism); an airline's figure (kg, hours, minutes)
 * whose first source is not the airline's own page.
 */
export function sourceProblems(fact: CheckedFact): string[] {
  const problems: string[] = [];
  const kinds = fact.sources.map(sourceKind);
  fact.sources.forEach((s, i) => {
    const k = kinds[i]!;
    if (isRefused(k)) problems.push(`${fact.what}: ${s.publisher} (${hostOf(s.url)}) is ${REFUSED_WHY[k]}, not a source`);
  });
  if (!RULED.has(fact.kind)) return problems;
  if (kinds.length > 0 && kinds.every((k) => k === 'news') && !fact.note) problems.push(`${fact.what}: rests on news alone, with no word on why no authority's page could be read`);
  if (fact.kind === 'Entry rule' && kinds[0] !== 'government' && !fact.note) problems.push(`${fact.what}: the first source is not the government's own page (${fact.sources[0]?.url ?? 'none'})`);
  if (fact.kind === 'Flight rule' && /\d+\s*(kg|hours?|minutes?)\b/i.test(fact.text) && kinds[0] !== 'airline') problems.push(`${fact.what}: an airline's figure whose first source is not the airline's own page`);
  return problems;
}
