/**
 * Marks the words a result matched, as text segments for React to render (a <mark> each), never as
 * HTML: result text and the visitor's words are only ever text.
 */
import { normalizeTerm, WORD_SEPARATOR } from './options';

export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

const SEPARATOR_GROUP = new RegExp(`(${WORD_SEPARATOR.source})`, 'u');

/** Splits text into words and what lies between them; a word is a match if the index matched it. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  for (const [i, part] of text.split(SEPARATOR_GROUP).entries()) {
    if (!part) continue;
    // split with a capture group alternates: words at even positions, separators at odd ones.
    const term = i % 2 === 0 ? normalizeTerm(part) : null;
    const match = term !== null && terms.has(term);
    const last = segments.at(-1);
    if (last && last.match === match && !match) segments[segments.length - 1] = { text: last.text + part, match };
    else segments.push({ text: part, match });
  }
  return segments;
}

/** Whether any word of the text is among the matched terms. */
export function mentions(text: string, terms: ReadonlySet<string>): boolean {
  return text.split(WORD_SEPARATOR).some((word) => {
    const term = normalizeTerm(word);
    return term !== null && terms.has(term);
  });
}

/** A passage's label ('Day 3: '), kept when the passage is trimmed. */
const LABEL = /^[^:.]{1,24}: /;

/**
 * What a result shows under its title: the snippet if it holds a matched word, else the first
 * passage that does, else the snippet; trimmed to about `max` characters around the first match,
 * keeping the passage's label.
 */
export function excerpt(snippet: string, passages: readonly string[], terms: ReadonlySet<string>, max = 180): string {
  const passage = mentions(snippet, terms) ? snippet : (passages.find((p) => mentions(p, terms)) ?? snippet);
  if (passage.length <= max) return passage;
  // The first matched word's position; keep about a third of the room before it.
  let matchAt = 0;
  let offset = 0;
  for (const word of passage.split(/(\s+)/)) {
    if (mentions(word, terms)) {
      matchAt = offset;
      break;
    }
    offset += word.length;
  }
  const from = matchAt <= max / 3 ? 0 : passage.lastIndexOf(' ', matchAt - Math.floor(max / 3)) + 1;
  let to = Math.min(passage.length, from + max);
  const lastSpace = passage.lastIndexOf(' ', to);
  if (to < passage.length && lastSpace > matchAt) to = lastSpace;
  const label = from > 0 ? (LABEL.exec(passage)?.[0] ?? '') : '';
  return `${label}${from > 0 ? '… ' : ''}${passage.slice(from, to).trim()}${to < passage.length ? ' …' : ''}`;
}
