/**
 * Facts a traveller acts on (emergency numbers, entry rules, elevations, the altitude guidance)
 * are read from a source and dated: each source is the page as its publisher names it, with the
 * source's own words that carry the fact, quoted word for word, so that whoever checks the fact
 * again can see what the page said when it was read. A fact whose source no one could quote is
 * not shipped. The record that holds a fact keeps the day its sources were read (`checkedOn`).
 *
 * Where the words are kept: with the fact (a FactSource) where the fact loads only with a page
 * that shows its sources or on a tap (Help's numbers, the acclimatisation guidance, the
 * essentials); apart, in sourceWords.ts by the page's address, where the fact is on a page's first
 * load without its sources' words (a dated trip's checklist, the elevations, the NHS's first
 * steps), so that load carries the names and not the words. Either way every fact has its words:
 * the tests check both, and the facts page shows them all.
 */
import { MONTH_NAMES } from './months';
import type { SourceKind } from './sourceKinds';

/** A page a fact was read on. */
export interface SourcePage {
  /** Who published it, as the page names it, or what it is when it is not an authority: 'Encyclopaedia Britannica'. */
  readonly publisher: string;
  readonly url: string;
  /**
   * The page is an authority's own: a government, its embassy or police, a park or ministry. A
   * fact that must have two sources needs one of these where one could be read.
   */
  readonly official?: true;
  /** The page's language, where it is not English (BCP 47: 'sv'): its quotes are marked with it. */
  readonly lang?: string;
  /**
   * What kind of page it is, where its host does not say it (content/sourceKinds.ts): a newspaper
   * reproducing a government's notice word for word, a government press release on a
   * distributor's site.
   */
  readonly kind?: SourceKind;
  /**
   * Where the page's words were read, when not on the page itself (it could not be read here):
   * said beside it on the facts page.
   */
  readonly readVia?: string;
}

/** A page and the words on it that carry the fact. */
export interface FactSource extends SourcePage {
  /** The source's own sentence (or sentences) carrying the fact, word for word; '…' marks a cut. */
  readonly quote: string;
}

/** The same page quoted for another fact. */
export const quoting = (page: SourcePage, quote: string): FactSource => ({ ...page, quote });

/** Pages whose words are kept in sourceWords.ts: one or more, the main one first. */
export type Pages = readonly [SourcePage, ...SourcePage[]];

/** Two independent pages or more, their words in sourceWords.ts. */
export type TwoPages = readonly [SourcePage, SourcePage, ...SourcePage[]];

/** One source or more, the first the one the page names first. */
export type Sources = readonly [FactSource, ...FactSource[]];

/** Two independent sources or more (emergency numbers and entry rules): different publishers. */
export type TwoSources = readonly [FactSource, FactSource, ...FactSource[]];

/** 'November 2026' for a 'YYYY-MM-DD' checked date, as the page shows it. */
export function checkedMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}
