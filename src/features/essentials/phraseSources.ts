/**
 * Which source backs which phrase of a phrasebook: the book's own source for the phrases naming
 * none, and a numbered mark for each other source a phrase names, so the page can
 * put the mark on those rows and say under the table where each mark's phrases come from.
 */
import type { Phrase, Phrasebook, Source } from '../../content/essentials/types';

export interface MarkedSource {
  /** '2', '3'...: the book's own source, when used, is the unmarked first. */
  readonly mark: string;
  readonly source: Source;
}

export interface PhraseSources {
  /** The book's source, when at least one phrase rests on it. */
  readonly main?: Source;
  /** The other sources, in the order their first phrase appears. */
  readonly others: readonly MarkedSource[];
  /** The mark of a phrase's own source; undefined for one from `main`. */
  readonly markOf: (phrase: Phrase) => string | undefined;
}

export function phraseSources(book: Phrasebook): PhraseSources {
  const ownSource = (p: Phrase) => (p.source && p.source.url !== book.source.url ? p.source : undefined);
  const others: MarkedSource[] = [];
  for (const p of book.phrases) {
    const source = ownSource(p);
    if (source && !others.some((o) => o.source.url === source.url)) others.push({ mark: String(others.length + 2), source });
  }
  const main = book.phrases.some((p) => !ownSource(p)) ? book.source : undefined;
  return {
    main,
    others,
    markOf: (p) => {
      const source = ownSource(p);
      return source && others.find((o) => o.source.url === source.url)?.mark;
    },
  };
}
