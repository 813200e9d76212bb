/**
 * "Show the driver" in the hotel's local script: the script read from the characters (Unicode
 * blocks), its language from the script and the day's country, and the app's own face for it,
 * which holds the script's whole block and still shapes conjuncts and stacks as Fontsource's file
 * does (scripts/subset-local-script-fonts.mjs); the faces are kept for offline, never precached.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { isLocalScriptFont, LOCAL_SCRIPT_FONT_GLOB, precacheFiles } from '../../src/config/precache';
import { langOf, SCRIPT_BLOCKS, scriptOf, type LocalScript } from '../../src/features/bookedTrip/localScript';
import { hotelScripts, localFontFaceCss, localFontFamily, tripScripts, unicodeRange } from '../../src/features/bookedTrip/localScriptFonts';

describe('the script of a local line', () => {
  it('reads each of the four scripts from its letters', () => {
    expect(scriptOf('ओबेरॉय अमरविलास')).toBe('devanagari');
    expect(scriptOf('ཐིམ་ཕུ།')).toBe('tibetan');
    expect(scriptOf('ගාලු මුවදොර හෝටලය')).toBe('sinhala');
    expect(scriptOf('கொழும்பு')).toBe('tamil');
  });

  it('ignores digits, commas, spaces and Latin beside them', () => {
    expect(scriptOf('गोनेर रोड, जयपुर 302031')).toBe('devanagari');
    expect(scriptOf('Hotel Druk, ནོར་འཛིན་ལམ་ 11001')).toBe('tibetan');
    expect(scriptOf('No. 2, காலி வீதி, Colombo 3')).toBe('tamil');
    // Devanagari's own digits are in its block.
    expect(scriptOf('१२३')).toBe('devanagari');
  });

  it('finds none in Latin, digits or nothing', () => {
    expect(scriptOf('The Oberoi Rajvilas, Goner Road, Jaipur 302031')).toBeUndefined();
    expect(scriptOf('302031, 0141')).toBeUndefined();
    expect(scriptOf('')).toBeUndefined();
  });

  it('takes the script most of the letters are in', () => {
    expect(scriptOf('कोलंबो கொழும்பு நகரம்')).toBe('tamil');
    expect(scriptOf('ශ්‍රී ලංකා லங்கா')).toBe('sinhala');
    // A tie: the script met first.
    expect(scriptOf('கக कक')).toBe('tamil');
  });
});

describe('the language of a local line', () => {
  it('is Hindi or Nepali for Devanagari by the country, Dzongkha for Tibetan in Bhutan', () => {
    expect(langOf('devanagari', 'india')).toBe('hi');
    expect(langOf('devanagari', 'nepal')).toBe('ne');
    expect(langOf('devanagari')).toBe('hi');
    expect(langOf('tibetan', 'bhutan')).toBe('dz');
    expect(langOf('tibetan')).toBe('dz');
    expect(langOf('tibetan', 'india')).toBe('bo');
    expect(langOf('sinhala', 'sri-lanka')).toBe('si');
    expect(langOf('tamil', 'sri-lanka')).toBe('ta');
    expect(langOf('tamil', 'india')).toBe('ta');
  });
});

describe("the app's faces for the local scripts", () => {
  it('draw a line in the face first, then the device fonts, then the page font', () => {
    expect(localFontFamily('devanagari')).toMatch(/^'Rasa Local Devanagari', 'Noto Sans Devanagari', .*var\(--chakra-fonts-body\)$/);
    expect(localFontFamily('tibetan')).toMatch(/^'Rasa Local Tibetan', /);
  });

  it("declare each face with its block as unicode-range, so it is fetched only for its script's text", () => {
    expect(unicodeRange('devanagari')).toBe('U+0900-097F, U+200C-200D');
    const css = localFontFaceCss(['devanagari', 'devanagari']);
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain("font-family:'Rasa Local Devanagari'");
    expect(css).toContain('unicode-range:U+0900-097F, U+200C-200D');
    expect(css).toMatch(/src:url\("[^"]*local-devanagari\.woff2"\) format\('woff2'\)/);
    expect(localFontFaceCss([])).toBe('');
  });

  it("find the scripts a hotel's and a trip's local lines use", () => {
    expect(hotelScripts({ localName: 'ओबेरॉय राजविलास', localAddress: 'गोनेर रोड, जयपुर 302031' })).toEqual(['devanagari']);
    expect(hotelScripts({ localName: 'Uma Paro' })).toEqual([]);
    const hotel = (localAddress: string) => ({ name: 'H', localAddress });
    expect(tripScripts({ days: [{ day: 1 }, { day: 2, hotel: hotel('ཐིམ་ཕུ།') }, { day: 3, hotel: hotel('कोलंबो') }, { day: 4, hotel: hotel('ཕུན་ཚོགས་གླིང་') }] })).toEqual(['tibetan', 'devanagari']);
  });

  it('are left out of the precache, and the worker knows their files by name', () => {
    expect(precacheFiles.globIgnores).toContain(LOCAL_SCRIPT_FONT_GLOB);
    expect(isLocalScriptFont('/assets/local-devanagari-AbC_12-x.woff2')).toBe(true);
    expect(isLocalScriptFont('/assets/devanagari-AbC_12-x.woff2')).toBe(false);
    expect(isLocalScriptFont('/assets/local-devanagari-AbC.js')).toBe(false);
  });
});

describe('the face files', () => {
  const require = createRequire(import.meta.url);
  const FONTSOURCE: Record<LocalScript, string> = {
    devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    sinhala: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
    tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
    tibetan: '@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2',
  };
  /** Words with conjuncts, stacks and vowel signs around a consonant, as addresses have them. */
  const SAMPLES: Record<LocalScript, string[]> = {
    devanagari: ['गोनेर रोड, जयपुर', 'क्षत्रिय', 'श्री', 'द्ध', 'हृदय', 'कृष्ण', 'ठमेल, काठमाडौं', 'त्र्यम्बकेश्वर', 'र्‍य'],
    tibetan: ['ཐིམ་ཕུ།', 'སྤ་རོ།', 'འབྲུག་', 'བསྒྲུབས', 'སྤྱི་', 'རྒྱལ་', 'ཀྵ', 'ཧཱུྃ', 'པདྨ'],
    sinhala: ['ශ්‍රී ලංකා', 'ක්‍ෂ', 'කොළඹ', 'ප්‍රධාන', 'මහනුවර', 'ස්වර්ණ'],
    tamil: ['கொழும்பு', 'ஸ்ரீ', 'க்ஷ', 'யாழ்ப்பாணம்', 'சென்னை'],
  };

  async function face(file: Buffer) {
    const ttf = await fontverter.convert(file, 'truetype');
    return new hb.Font(new hb.Face(new hb.Blob(ttf)));
  }
  /** What HarfBuzz draws for `text`: each glyph's outline and place. */
  function drawn(font: hb.Font, text: string): string {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer
      .getGlyphInfos()
      .map((g, i) => `${font.glyphToPath(g.codepoint)}@${JSON.stringify(positions[i])}`)
      .join('|');
  }

  for (const script of Object.keys(SCRIPT_BLOCKS) as LocalScript[]) {
    it(`${script}: holds every character of the block Fontsource's file has, and shapes as it does`, async () => {
      const source = await readFile(require.resolve(FONTSOURCE[script]));
      const cut = await readFile(join(import.meta.dirname, `../../src/features/bookedTrip/fonts/local-${script}.woff2`));
      const [full, ours] = [await face(source), await face(cut)];
      const [first, last] = SCRIPT_BLOCKS[script];
      const inBlock = (cp: number) => cp >= first && cp <= last;
      const wanted = [...full.face.collectUnicodes()].filter(inBlock);
      const held = new Set(ours.face.collectUnicodes());
      expect(wanted.length).toBeGreaterThan(60);
      expect(wanted.filter((cp) => !held.has(cp))).toEqual([]);
      // Nothing outside the block and the joiners: unicode-range says what the face holds.
      expect([...held].filter((cp) => !inBlock(cp) && ![0x200c, 0x200d, 0x25cc].includes(cp))).toEqual([]);
      for (const text of SAMPLES[script]) {
        const letters = [...text].filter((ch) => inBlock(ch.codePointAt(0)!)).join('');
        expect(drawn(ours, letters), text).toBe(drawn(full, letters));
      }
      // A conjunct is one glyph, not its letters side by side with a virama: the shaping tables are kept.
      if (script === 'devanagari') expect(drawn(ours, 'क्ष').split('|')).toHaveLength(1);
    });
  }
});
