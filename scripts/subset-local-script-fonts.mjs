/**
 * Writes the faces a booked trip's local script is drawn in ("Show the driver": the hotel's name
 * and address as the desk typed them) into src/features/bookedTrip/fonts (committed; `npm run
 * fonts` runs it). Each is Fontsource's Noto file for one script cut to that script's whole
 * Unicode block (src/features/bookedTrip/localScript.ts SCRIPT_BLOCKS, with the joiners ZWNJ and
 * ZWJ and the dotted circle a shaper shows for a stray sign), not to the phrasebooks' few letters
 * (scripts/subset-phrase-fonts.mjs): any hotel name or address must draw. HarfBuzz's subsetter
 * keeps every layout feature (subset-font's default), so conjuncts and stacked letters still form.
 *
 * The block's letters, signs and digits are the bulk of each file either way (the conjuncts and
 * stacks come with the letters), so the whole block costs little more than the letters alone.
 * They are not precached (src/config/precache.ts LOCAL_SCRIPT_FONT_GLOB): the page keeps a face
 * when a trip that uses its script is kept (features/bookedTrip/localScriptFonts.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { runnerImport } from 'vite';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

const FROM = {
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  sinhala: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
  tibetan: '@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2',
};

const { module } = await runnerImport(`${root}src/features/bookedTrip/localScript.ts`);
for (const [script, [first, last]] of Object.entries(module.SCRIPT_BLOCKS)) {
  let chars = '\u200C\u200D\u25CC';
  for (let cp = first; cp <= last; cp++) chars += String.fromCodePoint(cp);
  const source = await readFile(require.resolve(FROM[script]));
  const subset = await subsetFont(source, chars, { targetFormat: 'woff2' });
  await writeFile(`${root}src/features/bookedTrip/fonts/local-${script}.woff2`, subset);
  console.log(`[fonts] local-${script}.woff2: ${source.length} -> ${subset.length} bytes (U+${first.toString(16).toUpperCase().padStart(4, '0')}-${last.toString(16).toUpperCase().padStart(4, '0')})`);
}
