/**
 * Country essentials: every fact and phrasebook names a source checked within the last twelve
 * months, and every fact quotes it; each language has at least 20 phrases in its own script, which
 * its subset font holds; the words for trouble each phrasebook gives, from citable sources;
 * the converter converts at the catalogue's dated rates and ignores what is not an amount.
 */
import { describe, expect, it } from 'vitest';
import { countries } from '../../src/content';
import { CURRENCIES, RATES_DATE } from '../../src/content/currencies';
import { countryEssentials } from '../../src/content/essentials';
import type { CountryEssentials, PhraseLang, PhraseScript, Source } from '../../src/content/essentials/types';
import { TROUBLE } from '../../src/content/trouble';
import coverage from '../../src/features/essentials/fonts/coverage.json';
import { convert, converterCurrencies, parseAmount, ratesAreStale } from '../../src/features/essentials/convert';

const all: CountryEssentials[] = Object.values(await countryEssentials.loadAll());

/** Every source a page shows, with what it backs. */
function sourcesOf(e: CountryEssentials): [string, Source][] {
  return [
    ...e.money.map((f): [string, Source] => [f.text, f.source]),
    ...e.etiquette.map((f): [string, Source] => [f.text, f.source]),
    [`${e.country} plugs`, e.plugs.source],
    ...e.phrasebooks.map((b): [string, Source] => [`${b.language} phrasebook`, b.source]),
    ...e.phrasebooks.flatMap((b) => b.phrases.flatMap((p): [string, Source][] => (p.source ? [[`${b.language}: ${p.english}`, p.source]] : []))),
    ...(e.currency.pegSource ? [[`${e.currency.code} peg`, e.currency.pegSource] as [string, Source]] : []),
  ];
}

/** The date twelve months before `now`, as 'YYYY-MM-DD'. */
function twelveMonthsBefore(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

describe('country essentials', () => {
  it('exist for each of the four countries', () => {
    expect(all.map((e) => e.country).sort()).toEqual(countries.map((c) => c.slug).sort());
  });

  it.each(all.map((e) => [e.country, e] as const))('%s: every fact has a source checked within 12 months of the build', (_, e) => {
    const oldest = twelveMonthsBefore(new Date());
    const today = new Date().toISOString().slice(0, 10);
    for (const [what, source] of sourcesOf(e)) {
      expect(source.url, what).toMatch(/^https?:\/\/\S+$/);
      expect(source.title.length, what).toBeGreaterThan(3);
      expect(source.checked, what).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.checked >= oldest, `${what}: checked ${source.checked}, more than 12 months ago`).toBe(true);
      expect(source.checked <= today, `${what}: checked in the future`).toBe(true);
    }
  });

  it.each(all.map((e) => [e.country, e] as const))('%s: money, plugs and etiquette are all there', (_, e) => {
    expect(e.money.length).toBeGreaterThanOrEqual(2);
    expect(e.etiquette.length).toBeGreaterThanOrEqual(3);
    expect(e.plugs.types.length).toBeGreaterThan(0);
    expect(e.plugs.volts).toBe(230);
  });

  it.each(all.map((e) => [e.country, e] as const))('%s: every fact and the plugs quote their source, word for word', (_, e) => {
    for (const f of [...e.money, ...e.etiquette]) expect(f.quote.trim().length, f.text).toBeGreaterThanOrEqual(10);
    // The plugs' quote gives each type the page shows, with the supply.
    for (const type of e.plugs.types) expect(e.plugs.quote).toContain(`Type ${type},${e.plugs.volts} V`);
    expect(e.plugs.quote).toContain(`${e.plugs.hertz} Hz`);
  });

  it("covers Sri Lanka's Poya days and Bhutan's dress for dzongs", () => {
    const text = (slug: string) => all.find((e) => e.country === slug)!.etiquette.map((f) => f.text).join(' ');
    expect(text('sri-lanka')).toMatch(/Poya/);
    expect(text('bhutan')).toMatch(/dzong/i);
  });
});

describe('phrasebooks', () => {
  const books = all.flatMap((e) => e.phrasebooks);
  const BLOCKS: { readonly [script in PhraseScript]: RegExp } = { devanagari: /[\u0900-\u097F]/u, sinhala: /[\u0D80-\u0DFF]/u, tamil: /[\u0B80-\u0BFF]/u, tibetan: /[\u0F00-\u0FFF]/u };

  it('have Hindi, Nepali, Dzongkha, Sinhala and Tamil, each tagged with its language', () => {
    expect(books.map((b) => b.lang).sort()).toEqual((['dz', 'hi', 'ne', 'si', 'ta'] satisfies PhraseLang[]).sort());
  });

  it.each(books.map((b) => [b.language, b] as const))('%s: at least 20 phrases, each in its script, transliterated and in English', (_, book) => {
    expect(book.phrases.length).toBeGreaterThanOrEqual(20);
    for (const p of book.phrases) {
      // A line the source gives romanised only carries no script, and says so.
      if (p.romanisedOnly) expect(p.script, p.english).toBe('');
      else expect(p.script, p.english).toMatch(BLOCKS[book.script]);
      // Latin letters (with combining marks: the Hindi source's nasal hā̃n), the Dzongkha Development
      // Commission's marks (˚ for a devoiced letter, ʼ), and the sources' slashes and brackets.
      expect(p.translit, p.english).toMatch(/^[\p{Script=Latin}\p{M}\s…?!'’ʼ˚,.()/-]+$/u);
      expect(p.english.length).toBeGreaterThan(0);
    }
  });

  it.each(['hi', 'ne', 'si', 'ta', 'dz'] satisfies PhraseLang[])('%s: at least 20 phrases (each from its book’s source or its own)', (lang) => {
    const book = books.find((b) => b.lang === lang)!;
    expect(book.phrases.length).toBeGreaterThanOrEqual(20);
  });

  it('a phrase names its own source only when it is not the book’s', () => {
    for (const book of books) {
      for (const p of book.phrases) {
        if (p.source) expect(p.source.url, `${book.language}: ${p.english}`).not.toBe(book.source.url);
      }
    }
  });

  it('Dzongkha: every phrase was found in its source, in Tibetan script', () => {
    const dzongkha = books.find((b) => b.lang === 'dz')!;
    expect(dzongkha.script).toBe('tibetan');
    expect(dzongkha.phrases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(books.map((b) => [b.language, b] as const))('%s: its font holds every letter its phrases use (else run `npm run fonts`)', (_, book) => {
    const held = new Set(coverage[book.script]);
    const missing = [...new Set(book.phrases.flatMap((p) => [...p.script]).filter((ch) => BLOCKS[book.script].test(ch) && !held.has(ch)))];
    expect(missing).toEqual([]);
  });
});

describe('words for trouble', () => {
  const books = all.flatMap((e) => e.phrasebooks);
  const troubleOf = (lang: PhraseLang) => books.find((b) => b.lang === lang)!.phrases.filter((p) => p.trouble);

  it('each phrasebook gives each of the six at most once, and every one is among the six', () => {
    for (const book of books) {
      const keys = book.phrases.flatMap((p) => (p.trouble ? [p.trouble] : []));
      expect(new Set(keys).size, book.language).toBe(keys.length);
      for (const key of keys) expect(TROUBLE.map((t) => t.key)).toContain(key);
    }
  });

  it('Hindi: help, call the police, I don’t understand and speak slowly, from citable sources; Tatoeba’s with their sentence numbers and our romanisation', () => {
    expect(troubleOf('hi').map((p) => [p.trouble, p.script])).toEqual(
      expect.arrayContaining([
        ['help', 'बचाओ!'],
        ['police', 'पुलिस को बुलाओ!'],
        ['dont-understand', 'मैं समझा नहीं।'],
        ['speak-slowly', 'आप थोड़ा धीरे बोल सकते हैं क्या?'],
      ]),
    );
    for (const p of troubleOf('hi').filter((p) => p.source?.url.includes('namanmistry'))) {
      expect(p.ref, p.english).toMatch(/^tatoeba\.org #\d+ \(\w+\) & #\d+ \(\w+\)$/);
      expect(p.translitByUs, p.english).toBe(true);
    }
  });

  it("Tamil: the doctor phrase's romanisation spells its script, and is marked as ours", () => {
    const doctor = troubleOf('ta').find((p) => p.trouble === 'doctor')!;
    expect(doctor.script).toBe('எனக்கு வைத்தியர் உதவி தேவை!');
    expect(doctor.translit).toBe('Enakku vaittiyar udhavi thevai!');
    expect(doctor.translit).not.toMatch(/doctor/i);
    expect(doctor.translitByUs).toBe(true);
    expect(troubleOf('ta').map((p) => p.trouble).sort()).toEqual(['doctor', 'police', 'speak-slowly']);
  });

  it('Nepali and Sinhala: none, as no citable source could be read that gives them', () => {
    for (const lang of ['ne', 'si'] as const) expect(troubleOf(lang), lang).toEqual([]);
  });

  it("Dzongkha: the hospital and the doctor from Wikivoyage's phrasebook (CC BY-SA, named), romanised only, as the source gives them", () => {
    const dz = troubleOf('dz');
    expect(dz.map((p) => [p.trouble, p.translit])).toEqual([
      ['hospital', 'Nga chey (plural)/ nga (singular) menkhang na jo go bay.'],
      ['doctor', 'Drung tsho'],
    ]);
    for (const p of dz) {
      expect(p.romanisedOnly).toBe(true);
      expect(p.script).toBe('');
      expect(p.source!.title).toMatch(/Wikivoyage.*CC BY-SA/);
    }
  });

  it("each carries its source's own line, which gives its script and, for Tatoeba's, its sentence numbers", () => {
    for (const book of books) {
      for (const p of book.phrases.filter((p) => p.trouble)) {
        expect(p.line, `${book.language}: ${p.english}`).toBeDefined();
        expect(p.line!.normalize('NFC')).toContain((p.romanisedOnly ? p.translit : p.script).normalize('NFC'));
        if (p.ref) expect(p.line).toContain(p.ref);
        if (!p.translitByUs) expect(p.line).toContain(p.translit);
      }
    }
  });

  it('a phrase with our romanisation, or a sentence number, names its own source', () => {
    for (const book of books) {
      for (const p of book.phrases) if (p.ref) expect(p.source, `${book.language}: ${p.english}`).toBeDefined();
    }
  });
});

describe('the converter', () => {
  const nepal = all.find((e) => e.country === 'nepal')!;
  const sriLanka = all.find((e) => e.country === 'sri-lanka')!;
  const inr = CURRENCIES.find((c) => c.code === 'INR')!;

  it('converts through the dated rupee rate for a currency fixed to it', () => {
    const currencies = converterCurrencies(nepal.currency);
    expect(currencies[0]?.code).toBe('NPR');
    const usd = currencies.find((c) => c.code === 'USD')!;
    expect(convert(100, usd, currencies[0]!)).toBeCloseTo(100 * inr.perUsd * 1.6);
  });

  it('leaves out a currency it has no rate for', () => {
    expect(converterCurrencies(sriLanka.currency).map((c) => c.code)).not.toContain('LKR');
  });

  it.each(['', '   ', '-5', '0', 'abc', '12abc', '1e3', 'NaN', 'Infinity'])('gives no amount for %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it.each([
    ['100', 100],
    ['1,000', 1000],
    ['12.5', 12.5],
    [' 250 ', 250],
  ])('reads %j as %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('calls the rates out of date only past 30 days', () => {
    const day = (n: number) => new Date(Date.parse(`${RATES_DATE}T12:00:00Z`) + n * 86_400_000);
    expect(ratesAreStale(day(30))).toBe(false);
    expect(ratesAreStale(day(31))).toBe(true);
  });
});
