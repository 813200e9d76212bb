/**
 * Which source backs which phrase: unmarked rows rest on the book's source, each other source a
 * phrase names gets its own mark (2, 3...).
 */
import { describe, expect, it } from 'vitest';
import type { Phrase, Phrasebook, Source } from '../../src/content/essentials/types';
import { phraseSources } from '../../src/features/essentials/phraseSources';

const source = (name: string): Source => ({ title: name, url: `https://example.org/${name}`, checked: '2026-11-26' });
const [main, second, third] = [source('main'), source('second'), source('third')];
const phrase = (english: string, extra: Partial<Phrase> = {}): Phrase => ({ english, script: 'नमस्ते', translit: 'namaste', ...extra });
const book = (phrases: Phrase[]): Phrasebook => ({ language: 'Hindi', lang: 'hi', script: 'devanagari', source: main, phrases });

describe('phraseSources', () => {
  it('names only the book’s source when no phrase names another', () => {
    const s = phraseSources(book([phrase('a'), phrase('b', { source: main })]));
    expect(s.main).toBe(main);
    expect(s.others).toEqual([]);
    expect(s.markOf(phrase('a'))).toBeUndefined();
  });

  it('marks each other source in the order its first phrase appears, once', () => {
    const b = book([phrase('a'), phrase('b', { source: third }), phrase('c', { source: second }), phrase('d', { source: third })]);
    const s = phraseSources(b);
    expect(s.main).toBe(main);
    expect(s.others).toEqual([
      { mark: '2', source: third },
      { mark: '3', source: second },
    ]);
    expect(b.phrases.map(s.markOf)).toEqual([undefined, '2', '3', '2']);
  });

  it('leaves out the book’s source when no phrase rests on it', () => {
    const b = book([phrase('a', { source: second }), phrase('b', { source: third })]);
    const s = phraseSources(b);
    expect(s.main).toBeUndefined();
    expect(s.others).toEqual([
      { mark: '2', source: second },
      { mark: '3', source: third },
    ]);
    expect(b.phrases.map(s.markOf)).toEqual(['2', '3']);
  });
});
