/**
 * The search index's shape and MiniSearch's options, in one place: the build indexes the catalogue
 * with them and the browser must load the serialized index with the same ones (MiniSearch.loadJSON
 * takes the options again; functions such as processTerm are not serialized). Imports MiniSearch's
 * types only, so a module that needs just the kinds or the tokenizer stays small.
 */
import type { Options } from 'minisearch';

/** What a result is, in the order the kinds are listed when their best results tie. */
export const SEARCH_KINDS = ['itinerary', 'place', 'country', 'essentials', 'experience', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Group headings. */
export const KIND_LABELS: { readonly [kind in SearchKind]: string } = {
  itinerary: 'Itineraries',
  place: 'Destinations',
  country: 'Countries',
  essentials: 'Travel essentials',
  experience: 'Experiences',
  faq: 'Questions',
};

/** What a result shows: stored with the index, so the browser needs nothing else. */
export interface StoredFields {
  readonly kind: SearchKind;
  readonly title: string;
  /** Where the result links to (a page of the site, possibly with a #fragment). */
  readonly url: string;
  /** One line under the title: a place's country, an itinerary's length and route. */
  readonly context: string;
  /** The text shown under it, unless a passage holds the matched words and it does not. */
  readonly snippet: string;
  /** Longer text that may hold the match (an itinerary's days): shown, trimmed, when it does. */
  readonly passages: readonly string[];
}

/** One indexed document: the stored fields plus the text that is searched but not stored. */
export interface SearchDocument extends StoredFields {
  /** 'itinerary:tiger-trail', 'place:india/agra', 'faq:2': unique across kinds. */
  readonly id: string;
  /** Short, telling words: names, taglines, highlights. */
  readonly keywords: string;
  /** The long text: descriptions, stories, each day's title, text and activities. */
  readonly text: string;
}

/** Where the word boundaries are: whitespace, punctuation and symbols ("Delhi→Agra" is two words). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

/** Words too common to tell documents apart; left out of the index and of queries. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A word as the index keeps it: lower case, accents dropped ('Hampi' and 'hampī' match), a plural
 * 's' dropped ('tigers' is 'tiger', 'palaces' 'palace'; not 'glass', 'bus' or 'Paris'), single
 * letters and stop words dropped. Also used to mark matched words in result text.
 */
export function normalizeTerm(word: string): string | null {
  const term = word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  if (term.length < 2 || STOP_WORDS.has(term)) return null;
  return term.length > 3 && /[^siu]s$/.test(term) ? term.slice(0, -1) : term;
}

export const indexOptions = {
  idField: 'id',
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'url', 'context', 'snippet', 'passages'],
  tokenize: (text: string) => text.split(WORD_SEPARATOR),
  processTerm: (term: string) => normalizeTerm(term),
  searchOptions: {
    // A word in a title counts most, a name or highlight more than a word of the long text.
    boost: { title: 4, keywords: 2 },
    // 'tig' finds 'tiger' as the visitor types; words of four letters or more forgive one typo
    // ('tigr', 'everst'), of eight or more two. Shorter words would match too much by accident.
    prefix: true,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    // Every word must match; search() falls back to any word when that finds nothing.
    combineWith: 'AND',
  },
} satisfies Options<SearchDocument>;
