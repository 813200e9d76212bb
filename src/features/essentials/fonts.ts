/**
 * The phrasebooks' fonts: one cut of Fontsource's Noto per script (scripts/subset-phrase-fonts.mjs),
 * declared by the pages that show phrases alone (PhraseFonts: the essentials pages, and Help's words
 * for trouble), never in the site's stylesheet, so no other page fetches or declares them. Their
 * own family names, so a font installed on the device cannot stand in for them unnoticed.
 */
import type { PhraseScript } from '../../content/essentials/types';
import devanagari from './fonts/devanagari.woff2?url';
import sinhala from './fonts/sinhala.woff2?url';
import tamil from './fonts/tamil.woff2?url';
import tibetan from './fonts/tibetan.woff2?url';

export const PHRASE_FONTS: { readonly [script in PhraseScript]: { readonly family: string; readonly url: string; readonly fallback: string } } = {
  devanagari: { family: 'Rasa Noto Sans Devanagari', url: devanagari, fallback: "'Noto Sans Devanagari', sans-serif" },
  sinhala: { family: 'Rasa Noto Sans Sinhala', url: sinhala, fallback: "'Noto Sans Sinhala', sans-serif" },
  tamil: { family: 'Rasa Noto Sans Tamil', url: tamil, fallback: "'Noto Sans Tamil', sans-serif" },
  tibetan: { family: 'Rasa Noto Serif Tibetan', url: tibetan, fallback: "'Noto Serif Tibetan', serif" },
};

/** The CSS font-family of a script's phrases. */
export function phraseFontFamily(script: PhraseScript): string {
  const font = PHRASE_FONTS[script];
  return `'${font.family}', ${font.fallback}`;
}

/** The @font-face rules of the scripts a page shows. */
export function fontFaceCss(scripts: readonly PhraseScript[]): string {
  return [...new Set(scripts)]
    .map((script) => {
      const { family, url } = PHRASE_FONTS[script];
      return `@font-face{font-family:'${family}';font-style:normal;font-weight:400;font-display:swap;src:url(${JSON.stringify(url)}) format('woff2')}`;
    })
    .join('');
}
