/**
 * Writes the heading face's files into src/theme/fonts (committed; run `npm run fonts` after
 * changing it). Fontsource ships a whole Latin file with every OpenType feature; it becomes two
 * files, cut to the features browsers apply by default:
 * - core: the characters headings use (letters, digits, the punctuation of titles, prices and
 *   quotes, typographic quotes and dashes), preloaded by every page and small enough to arrive in
 *   TCP's first round trip, headers included (under 14,600 bytes with npm start's headers).
 *   ASCII's code symbols (# * < = > @ [ \ ] ^ _ ` { | } ~) would cost bytes and never appear in
 *   a heading;
 * - latin: Fontsource's whole Latin range, which the browser fetches only for a page whose headings
 *   show a character outside the core (a place name with an accent), so no character changes face.
 * It also writes src/theme/fonts.css, the @font-face rules with these same ranges.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

const CORE_RANGE = 'U+0020-0022, U+0024-0029, U+002B-003B, U+003F, U+0041-005A, U+0061-007A, U+00A0, U+00B7, U+2013-2014, U+2018-201D, U+2026';
const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const FACES = [
  { from: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', to: 'cormorant-garamond-600', family: 'Cormorant Garamond', weight: 600 },
];

/** Whole-Latin file first, core file last: a browser checks the last matching rule first. */
const PARTS = [
  ['latin', LATIN_RANGE],
  ['core', CORE_RANGE],
];

const CSS_HEADER = `/*
 * Written by scripts/subset-fonts.mjs (npm run fonts); edit the ranges there.
 * The heading face, self-hosted. Body text uses the system's UI font: no download stands between a
 * visitor and the text. The whole-Latin file comes first and the core file last: a browser checks
 * the last matching rule first, so pages load only the small core file (preloaded) unless a heading
 * shows a character outside the core. One weight: 600 serves every heading and quote.
 */
`;

function fontFace(face, part, range) {
  return `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url('./fonts/${face.to}-${part}.woff2') format('woff2');
  unicode-range: ${range};
}
`;
}

function rangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [start, end = start] = part.trim().slice(2).split('-');
    for (let cp = parseInt(start, 16); cp <= parseInt(end, 16); cp++) text += String.fromCodePoint(cp);
  }
  return text;
}

const outDir = new URL('../src/theme/fonts/', import.meta.url);
let css = CSS_HEADER;
for (const face of FACES) {
  const source = await readFile(require.resolve(face.from));
  for (const [part, range] of PARTS) {
    const subset = await subsetFont(source, rangeText(range), { targetFormat: 'woff2' });
    await writeFile(new URL(`${face.to}-${part}.woff2`, outDir), subset);
    console.log(`[fonts] ${face.to}-${part}.woff2: ${source.length} -> ${subset.length} bytes`);
    css += fontFace(face, part, range);
  }
}
await writeFile(new URL('../src/theme/fonts.css', import.meta.url), css);
console.log('[fonts] src/theme/fonts.css');
