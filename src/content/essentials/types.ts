/**
 * A country's essentials (/essentials/{country}): money, plugs, dress and etiquette, and a
 * phrasebook. Every fact names where it comes from and when it was last checked against that
 * source; tests/unit/essentials.test.ts fails when one has no source or was checked more than
 * twelve months before the build.
 */
import type { CountrySlug } from '../types';

export interface Source {
  /** Who says so: 'IEC World Plugs', 'Royal Monetary Authority of Bhutan'. */
  readonly title: string;
  readonly url: string;
  /** 'YYYY-MM-DD': the day the fact was last compared with the source. */
  readonly checked: string;
}

/** One thing a traveller acts on, in a sentence or two, with its source and the source's own words. */
export interface Fact {
  readonly text: string;
  readonly source: Source;
  /** The source's sentence (or sentences) that carry the fact, word for word; '…' marks a cut. */
  readonly quote: string;
  /** 'dress': what to wear at temples, monasteries and dzongs (a dated trip's packing list shows it). */
  readonly topic?: 'dress';
}

/** The plug types (IEC letters) and mains supply of a country. */
export interface Plugs {
  readonly types: readonly string[];
  readonly volts: number;
  readonly hertz: number;
  readonly source: Source;
  /** The source's own words giving the types and the supply. */
  readonly quote: string;
}

/** The BCP 47 tags of the phrasebooks' languages, set on each phrase's script. */
export type PhraseLang = 'hi' | 'ne' | 'dz' | 'si' | 'ta';

/** The writing systems the phrasebooks use, each with its own font (features/essentials/fonts). */
export type PhraseScript = 'devanagari' | 'tibetan' | 'sinhala' | 'tamil';

/** The six things a traveller in trouble needs to say; Help shows them beside the emergency numbers. */
export type TroubleKey = 'help' | 'doctor' | 'hospital' | 'police' | 'dont-understand' | 'speak-slowly';

export interface Phrase {
  readonly english: string;
  /** In the language's own script, as the source writes it ('' where `romanisedOnly`). */
  readonly script: string;
  /**
   * The source gives the phrase romanised only, in no script (Wikivoyage's Dzongkha Problems
   * section): `script` is empty, `translit` is the source's, and the pages say so.
   */
  readonly romanisedOnly?: true;
  /** Read aloud by an English speaker: the source's, unless `translitByUs`. */
  readonly translit: string;
  /**
   * The romanisation is ours, not the source's: the source gives none (Tatoeba's sentences), or
   * one that does not spell its own script. The page marks it.
   */
  readonly translitByUs?: true;
  /** Where this phrase was found, when that is not the phrasebook's `source`: the page marks it and names both. */
  readonly source?: Source;
  /** Where in the source, for one of many: 'tatoeba.org #435084 (lukaszpp) & #459377 (minshirui)'. Shown with the phrase. */
  readonly ref?: string;
  /** Which phrase for trouble it is, if it is one. */
  readonly trouble?: TroubleKey;
  /**
   * The source's own line for the phrase, word for word (its row in the sentence export, its entry
   * in the sheet): required of a phrase for trouble, which the facts page lists with it.
   */
  readonly line?: string;
}

export interface Phrasebook {
  /** 'Hindi' */
  readonly language: string;
  readonly lang: PhraseLang;
  readonly script: PhraseScript;
  /**
   * Where the phrases come from (for those naming no `source` of their own). A phrase no source
   * shows is left out, not shipped with a warning: a traveller says it as written.
   */
  readonly source: Source;
  readonly phrases: readonly Phrase[];
}

/** A country's local currency: what it is called and how it relates to the catalogue's rates. */
export interface LocalCurrency {
  /** ISO 4217 code: 'INR', 'NPR', 'BTN', 'LKR'. */
  readonly code: string;
  readonly name: string;
  /**
   * Units per Indian rupee where the currency is fixed to it (Nepal 1.6, Bhutan 1), so it converts
   * at the catalogue's dated rupee rate; undefined for a floating currency the catalogue has no
   * rate for.
   */
  readonly perInr?: number;
  /** Where the fixed rate is set. */
  readonly pegSource?: Source;
}

export interface CountryEssentials {
  readonly country: CountrySlug;
  readonly currency: LocalCurrency;
  /** Currency, cash and cards, tipping. */
  readonly money: readonly Fact[];
  readonly plugs: Plugs;
  /** Temples, monasteries, dzongs, Poya days... */
  readonly etiquette: readonly Fact[];
  readonly phrasebooks: readonly Phrasebook[];
}
