/**
 * The search itself, on MiniSearch: building the index (at build time), restoring the serialized
 * index in the browser, and answering a query with results grouped by kind, best first. Loaded
 * only when a visitor first uses a search box (useSearchResults), never with a page.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { indexOptions, SEARCH_KINDS, type SearchDocument, type SearchKind, type StoredFields } from './options';

export type SearchIndex = MiniSearch<SearchDocument>;

/** One result: what it shows, its score and the indexed words it matched (for marking). */
export interface SearchHit extends StoredFields {
  readonly id: string;
  readonly score: number;
  readonly terms: readonly string[];
}

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly hits: readonly SearchHit[];
}

export interface SearchAnswer {
  readonly query: string;
  readonly total: number;
  /** Groups ordered by their best result; each group's results best first. */
  readonly groups: readonly SearchGroup[];
}

export type Search = (query: string) => SearchAnswer;

export function createIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

/** The index from its JSON (JSON.stringify of the built index). */
export function restoreIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions);
}

function toHit(result: SearchResult): SearchHit {
  // Stored fields come back as unknown values; the build stored exactly StoredFields.
  const stored = result as unknown as StoredFields;
  return {
    id: String(result.id),
    kind: stored.kind,
    title: stored.title,
    url: stored.url,
    context: stored.context,
    snippet: stored.snippet,
    passages: stored.passages,
    score: result.score,
    terms: result.terms,
  };
}

export function search(index: SearchIndex, query: string): SearchAnswer {
  const q = query.trim();
  if (!q) return { query: q, total: 0, groups: [] };
  // Every word first; when no document has them all, any of them (still best first).
  let results = index.search(q);
  if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const result of results) {
    const hit = toHit(result);
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  // Results arrive best first, so each group is too, and its first hit is its best.
  const ordered = [...groups]
    .map(([kind, hits]) => ({ kind, hits }))
    .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  return { query: q, total: results.length, groups: ordered };
}

/** The search over the built index's JSON (search-index.json). */
export function openSearch(json: string): Search {
  const index = restoreIndex(json);
  return (query) => search(index, query);
}
