/**
 * Where the essentials come from: each country's own sources are in its file (india.ts...), so a
 * country's page loads only its own; the ones all four share are here. A source's `checked` is the
 * day its facts were last compared with it: change the date only after reading the source again.
 *
 * Phrasebooks. The stored copies of Wikivoyage's Hindi, Nepali and Sinhala phrasebooks stop before
 * their phrase lists, and Omniglot's phrase pages are not stored: the sources used are the readable
 * ones found with script, transliteration and English side by side. Community-made, not official:
 * no tourism board's or university's list could be read for these languages (for Nepali, only
 * three phrases of a university-written textbook).
 */
import type { Source } from './types';

export const checked = '2026-11-26';
/** The day the facts' sources were read again and their sentences quoted (issue 41). */
export const quoted = '2026-11-28';

export const sources = {
  // IEC's list by location, read in a copy of it (benjiao/world-plugs, scraped from
  // iec.ch/worldplugs in 2017, one row a plug type) at the commit named in the address: the stored
  // copies of iec.ch itself could not be read.
  iecWorldPlugs: {
    title: 'IEC World Plugs: list by location (as scraped from iec.ch into benjiao/world-plugs)',
    url: 'https://github.com/benjiao/world-plugs/blob/9081bc91df9db93279c9a3a05c234785b69a4776/world-plugs.csv',
    checked: quoted,
  },
} as const satisfies Record<string, Source>;
