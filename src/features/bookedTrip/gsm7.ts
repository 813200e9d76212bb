/**
 * Text as one plain SMS: GSM 03.38's 7-bit alphabet (3GPP TS 23.038), which every phone reads and
 * which fits 160 characters in one message. A single character outside it (a degree sign, a curly
 * quote, a letter in Devanagari) makes the phone send the whole text as UCS-2, 70 characters a
 * part: one SMS becomes three. The extension table's characters take two septets each. Pure.
 */

/** GSM 03.38's basic set, less the Greek capitals (a traveller's text needs none; 'no non-Latin script'). */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each sent as an escape and the character, two septets. */
const EXTENSION = new Set('^{}\\[~]|€');

/** One SMS: 160 septets. */
export const SMS_SEPTETS = 160;

/** Characters with a plain equivalent (typography, symbols a phone's keyboard puts in). */
const PLAIN: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '…': '...',
  '°': ' deg',
  '±': '+/-',
  '×': 'x',
  '·': '.',
  '•': '-',
  '`': "'",
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
};

export const isGsm7Char = (c: string): boolean => BASIC.has(c) || EXTENSION.has(c);

/** Whether every character of `text` is in the alphabet (basic set less Greek, or extension). */
export function isGsm7(text: string): boolean {
  return [...text].every(isGsm7Char);
}

/** How many septets `text` takes: two for an extension character. */
export function septets(text: string): number {
  let n = 0;
  for (const c of text) n += EXTENSION.has(c) ? 2 : 1;
  return n;
}

/**
 * `text` in the alphabet: accents dropped where the letter is not in it (ā to a; é stays), typography
 * made plain ('’' to "'", '°' to ' deg'), anything else (another script, an emoji) left out; spaces
 * run together.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text) {
    if (isGsm7Char(c) && c !== '\r') out += c;
    else if (PLAIN[c] !== undefined) out += PLAIN[c];
    else {
      // The base letter of an accented one ('ā' = 'a' + U+0304), where that is in the alphabet.
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base && base !== c && [...base].every(isGsm7Char)) out += base;
    }
  }
  return out.replace(/[ \n]*\n[ \n]*/g, '\n').replace(/ {2,}/g, ' ').trim();
}

/**
 * The longest start of `text` (in the alphabet) that takes at most `room` septets, cut at a word
 * with '...' where it is cut; '' when not even a word fits.
 */
export function fitWords(text: string, room: number): string {
  if (septets(text) <= room) return text;
  const ELLIPSIS = '...';
  let cut = '';
  for (const word of text.split(' ')) {
    const next = cut ? `${cut} ${word}` : word;
    if (septets(next) + ELLIPSIS.length > room) break;
    cut = next;
  }
  return cut ? `${cut.replace(/[\s,.;:!?-]+$/, '')}${ELLIPSIS}` : '';
}
