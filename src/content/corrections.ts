/**
 * What the last check of the facts changed (issue 54, read 7 December 2026): each fact's old
 * value and new one, and the pages the new one rests on (their words are with the fact itself, in
 * the list below the table on the facts page). Kept for whoever keeps the facts and for the
 * traveller who remembers the old figure; a correction is dropped once a later check supersedes it.
 * The old sources are described, not linked: the catalogue links no page of a kind it refuses
 * (content/sourceKinds.ts). The new value's pages are the facts' own, named by the fact (the page
 * lists their sources from the facts, so a page is written once); a correction that left no fact
 * behind (a figure withdrawn) names the page to check instead.
 */
import type { SourcePage } from './checked';
import type { FactRecord } from './facts';

export interface Correction {
  /** The fact: 'India e-Visa: sources'. */
  readonly what: string;
  readonly was: string;
  readonly now: string;
  /** The facts that now give it, by their `what` as content/facts.ts writes it: their sources are the correction's. */
  readonly facts?: readonly string[];
  /** Where no fact gives it any more: the page to check instead. */
  readonly sources?: readonly Pick<SourcePage, 'publisher' | 'url'>[];
  /** 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

const ON = '2026-12-07';

export const CORRECTIONS: readonly Correction[] = [
  {
    what: 'India e-Visa: where the rule comes from',
    was: 'An honorary consulate’s page (about 2016), two visa agents’ pages, news for the 120-day window.',
    now: 'The Government of India’s e-Visa portal first, read through copies of its text; news second. Gone with the refused pages: that the e-Visa does not cover Protected Areas, and to carry a print of the grant.',
    facts: ['Apply for your India e-Visa'],
    checkedOn: ON,
  },
  {
    what: 'Sri Lanka ETA: where the rule comes from',
    was: 'A travel company first; the Department of Immigration and Emigration only through the press.',
    now: 'The Department’s own ETA site and Sri Lanka’s High Commission in Pakistan first; the press second.',
    facts: ['Apply for your Sri Lanka ETA'],
    checkedOn: ON,
  },
  {
    what: 'Khumbu Pasang Lhamu Rural Municipality permit: fee',
    was: 'NPR 2,000 per person.',
    now: 'NPR 3,000 for foreigners since July 2024 (NPR 2,000 for SAARC and Chinese nationals).',
    facts: ['Khumbu Pasang Lhamu Rural Municipality permit: we buy it on the way'],
    checkedOn: ON,
  },
  {
    what: 'Ladakh’s Protected Area Permit: the group rule',
    was: 'Two applicants together, given as the rule.',
    now: 'Said by a travel company and Lonely Planet, confirmed by no official page we could read: we check it for anyone travelling alone.',
    facts: ['Ladakh’s Protected Area Permit: we arrange it'],
    checkedOn: ON,
  },
  {
    what: 'Annapurna Conservation Area permit: where it is issued',
    was: 'In Kathmandu or Pokhara, with two passport photos.',
    now: 'Online, through the National Trust for Nature Conservation’s system (the counters are closing); NPR 3,000 outside SAARC.',
    facts: ['Annapurna Conservation Area permit and TIMS card: we arrange them'],
    checkedOn: ON,
  },
  {
    what: 'IndiGo and Air India: online check-in times',
    was: 'Opening and closing times from fare aggregators’ pages.',
    now: 'None given: no page of the airlines’ own could be read. Check with the airline.',
    sources: [
      { publisher: 'IndiGo', url: 'https://www.goindigo.in/' },
      { publisher: 'Air India', url: 'https://www.airindia.com/' },
    ],
    checkedOn: ON,
  },
  {
    what: 'IndiGo: baggage',
    was: '15 kg checked, from fare aggregators, and a fare IndiGo no longer sells.',
    now: 'Cabin 7 kg plus a 3 kg personal item, from IndiGo’s page; checked: check with the airline.',
    facts: ['IndiGo (6E): baggage, domestic economy'],
    checkedOn: ON,
  },
  {
    what: 'Air India: cabin and checked baggage',
    was: 'Two cabin weights; checked allowances by fare family as reported in May 2024.',
    now: 'Cabin 7 kg in economy for tickets booked from 2 May 2024; checked: check with the airline (fares changed after the Vistara merger).',
    facts: ['Air India (AI): baggage, domestic economy'],
    checkedOn: ON,
  },
  {
    what: 'Help, India and Sri Lanka: tourist helplines',
    was: 'Not given.',
    now: 'India 1363 (toll-free 1800-11-1363) and Sri Lanka 1912, after the emergency numbers, as tourist help.',
    facts: ['India: Tourist helpline (Ministry of Tourism) 1363', 'Sri Lanka: Tourism hotline (Sri Lanka Tourism) 1912'],
    checkedOn: ON,
  },
  {
    what: 'Dzongkha: words for trouble',
    was: 'None.',
    now: '“Doctor” and the hospital, from Wikivoyage’s phrasebook, romanised as it gives them.',
    facts: ['Dzongkha: I need a doctor', 'Dzongkha: Where is the hospital?'],
    checkedOn: ON,
  },
];

type PageLink = Pick<SourcePage, 'publisher' | 'url'>;

/**
 * The pages a correction rests on: its facts' sources, each page once, then its own. Throws on a
 * fact it names that the list does not hold (a renamed fact), which the unit tests catch first.
 */
export function correctionSources(correction: Correction, facts: readonly FactRecord[]): PageLink[] {
  const pages = new Map<string, PageLink>();
  for (const what of correction.facts ?? []) {
    const fact = facts.find((f) => f.what === what);
    if (!fact) throw new Error(`The correction "${correction.what}" names a fact the list does not hold: "${what}"`);
    for (const s of fact.sources) if (!pages.has(s.url)) pages.set(s.url, { publisher: s.publisher, url: s.url });
  }
  for (const s of correction.sources ?? []) if (!pages.has(s.url)) pages.set(s.url, s);
  return [...pages.values()];
}
