/**
 * Which script a hotel's name or address in the local script is written in, and so its language
 * tag and its face (localScriptFonts.ts). Pure: the script is read from the characters, by Unicode
 * block, since the desk's field takes whatever the specialist types or pastes.
 */
import type { CountrySlug } from '../../content/types';

/** The scripts of the agency's four countries that a phone may lack a font for. */
export type LocalScript = 'devanagari' | 'tibetan' | 'sinhala' | 'tamil';

/** Each script's Unicode block: what the detection counts, and what its face holds and declares. */
export const SCRIPT_BLOCKS: { readonly [script in LocalScript]: readonly [first: number, last: number] } = {
  devanagari: [0x0900, 0x097f],
  tamil: [0x0b80, 0x0bff],
  sinhala: [0x0d80, 0x0dff],
  tibetan: [0x0f00, 0x0fff],
};

const SCRIPTS = Object.keys(SCRIPT_BLOCKS) as LocalScript[];

function scriptOfChar(cp: number): LocalScript | undefined {
  return SCRIPTS.find((s) => cp >= SCRIPT_BLOCKS[s][0] && cp <= SCRIPT_BLOCKS[s][1]);
}

/**
 * The script most of `text`'s characters are written in, among the four; undefined when none is
 * used (Latin only). Digits, punctuation, spaces and Latin count for none ('गोनेर रोड, जयपुर
 * 302031' is Devanagari); a tie goes to the script met first.
 */
export function scriptOf(text: string): LocalScript | undefined {
  const counts = new Map<LocalScript, number>();
  for (const ch of text) {
    const script = scriptOfChar(ch.codePointAt(0)!);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: LocalScript | undefined;
  for (const [script, n] of counts) if (!best || n > counts.get(best)!) best = script;
  return best;
}

/**
 * The BCP 47 tag of text in `script` in `country` (the day's, where the catalogue knows it), so
 * that a screen reader reads it in that language and the browser shapes it as such. Devanagari is
 * Nepali in Nepal and Hindi elsewhere (an address in Maharashtra may be Marathi, but Hindi is what
 * a driver anywhere in India reads it as); Tibetan script is Dzongkha in Bhutan (and where the
 * country is unknown: Bhutan is where the agency's trips write it) and Tibetan in India's and
 * Nepal's Himalaya. No script subtag: each of these languages has its script as the registry's
 * Suppress-Script (hi, ne, bo, dz, si, ta), which RFC 5646 says not to add ('hi-Deva' means 'hi').
 */
export function langOf(script: LocalScript, country?: CountrySlug): string {
  switch (script) {
    case 'devanagari':
      return country === 'nepal' ? 'ne' : 'hi';
    case 'tibetan':
      return country === 'india' || country === 'nepal' ? 'bo' : 'dz';
    case 'sinhala':
      return 'si';
    case 'tamil':
      return 'ta';
  }
}
