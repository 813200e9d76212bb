/**
 * Writes the phrasebooks' fonts into src/features/essentials/fonts (committed; `npm run fonts`
 * runs it). Each is Fontsource's Noto file for one script, cut to the characters the catalogue's
 * phrases in that script use (src/content/essentials/), with the glyphs they need to shape
 * (HarfBuzz's subsetter keeps conjuncts and stacked letters): a few KB each instead of Fontsource's
 * whole files, for the precache's sake. It also writes coverage.json, the characters each file holds:
 * tests/unit/essentials.test.ts fails when a phrase uses one that is not there (run this again).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { runnerImport } from 'vite';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Each script's Fontsource file and Unicode block. */
const FONTS = {
  devanagari: { from: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', block: /[\u0900-\u097F\u200C\u200D]/u },
  sinhala: { from: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2', block: /[\u0D80-\u0DFF\u200C\u200D]/u },
  tamil: { from: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2', block: /[\u0B80-\u0BFF]/u },
  tibetan: { from: '@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2', block: /[\u0F00-\u0FFF]/u },
};

const countries = ['india', 'nepal', 'bhutan', 'sri-lanka'];
const text = Object.fromEntries(Object.keys(FONTS).map((script) => [script, new Set()]));
for (const country of countries) {
  const { module } = await runnerImport(`${root}src/content/essentials/${country}.ts`);
  for (const book of module.essentials.phrasebooks) {
    for (const phrase of book.phrases) for (const ch of phrase.script) if (FONTS[book.script].block.test(ch)) text[book.script].add(ch);
  }
}

const coverage = {};
for (const [script, font] of Object.entries(FONTS)) {
  const chars = [...text[script]].sort().join('');
  const source = await readFile(require.resolve(font.from));
  const subset = await subsetFont(source, chars, { targetFormat: 'woff2' });
  await writeFile(`${root}src/features/essentials/fonts/${script}.woff2`, subset);
  coverage[script] = chars;
  console.log(`[fonts] ${script}.woff2: ${source.length} -> ${subset.length} bytes (${chars.length} characters)`);
}
await writeFile(`${root}src/features/essentials/fonts/coverage.json`, `${JSON.stringify(coverage, null, 2)}\n`);
