/**
 * The app's own faces for a booked trip's local scripts: Fontsource's Noto for each script, cut to
 * its whole Unicode block with its shaping kept (scripts/subset-local-script-fonts.mjs), so a
 * phone with no font for the script (Tibetan on many Android phones) still draws the hotel's name
 * and address for a driver. Their own family names, so a font installed on the device cannot stand
 * in for them unnoticed; each declared with its block as unicode-range, so the browser fetches a
 * face only for text in its script, and declared by the driver's card alone (never the site's
 * stylesheet): no other page fetches them.
 *
 * Offline: they are not precached (src/config/precache.ts says why). keepLocalScriptFonts puts a
 * trip's faces in LOCAL_SCRIPT_FONT_CACHE when it is kept or its card is shown online, and the
 * service worker answers them from there.
 */
import { LOCAL_SCRIPT_FONT_CACHE } from '../../config/precache';
import devanagari from './fonts/local-devanagari.woff2?url';
import sinhala from './fonts/local-sinhala.woff2?url';
import tamil from './fonts/local-tamil.woff2?url';
import tibetan from './fonts/local-tibetan.woff2?url';
import { SCRIPT_BLOCKS, scriptOf, type LocalScript } from './localScript';
import type { BookedTrip, Hotel } from '../../trip/booking';

/**
 * Each script's face and, after it, the fonts phones and computers carry for the script (Android
 * and Linux, Apple, Windows), should the face not have arrived.
 */
export const LOCAL_SCRIPT_FACES: { readonly [script in LocalScript]: { readonly family: string; readonly url: string; readonly fallback: string } } = {
  devanagari: { family: 'Rasa Local Devanagari', url: devanagari, fallback: "'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Devanagari Sangam MN', 'Nirmala UI', Mangal" },
  tamil: { family: 'Rasa Local Tamil', url: tamil, fallback: "'Noto Sans Tamil', 'Tamil Sangam MN', 'Nirmala UI', Latha" },
  sinhala: { family: 'Rasa Local Sinhala', url: sinhala, fallback: "'Noto Sans Sinhala', 'Sinhala Sangam MN', 'Nirmala UI', 'Iskoola Pota'" },
  tibetan: { family: 'Rasa Local Tibetan', url: tibetan, fallback: "'Noto Serif Tibetan', 'Noto Sans Tibetan', Kailasa, 'Microsoft Himalaya', Jomolhari" },
};

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** A face's unicode-range: its block, and the joiners, which must stay in the same face to shape. */
export function unicodeRange(script: LocalScript): string {
  const [first, last] = SCRIPT_BLOCKS[script];
  return `U+${hex(first)}-${hex(last)}, U+200C-200D`;
}

/**
 * The CSS font-family of a line in `script`: the app's face first, then the device's fonts for the
 * script, then the page's own (for the digits and commas of an address).
 */
export function localFontFamily(script: LocalScript): string {
  const face = LOCAL_SCRIPT_FACES[script];
  return `'${face.family}', ${face.fallback}, var(--chakra-fonts-body)`;
}

/**
 * The @font-face rules of `scripts`. font-display: block, not swap: kept on the phone, a face
 * arrives at once, and a swap would first show a driver the empty boxes this is here to avoid.
 */
export function localFontFaceCss(scripts: readonly LocalScript[]): string {
  return [...new Set(scripts)]
    .map((script) => {
      const { family, url } = LOCAL_SCRIPT_FACES[script];
      return `@font-face{font-family:'${family}';font-style:normal;font-weight:400;font-display:block;src:url(${JSON.stringify(url)}) format('woff2');unicode-range:${unicodeRange(script)}}`;
    })
    .join('');
}

/** The scripts a hotel's local name and address are written in. */
export function hotelScripts(hotel: Pick<Hotel, 'localName' | 'localAddress'>): LocalScript[] {
  return [...new Set([hotel.localName, hotel.localAddress].map((text) => (text ? scriptOf(text) : undefined)).filter((s) => s !== undefined))];
}

/** The scripts a trip's hotels are written in. */
export function tripScripts(trip: Pick<BookedTrip, 'days'>): LocalScript[] {
  return [...new Set(trip.days.flatMap((d) => (d.hotel ? hotelScripts(d.hotel) : [])))];
}

/**
 * Keeps the faces of `scripts` in LOCAL_SCRIPT_FONT_CACHE (one already there is not fetched again)
 * and drops any face an earlier version of the site kept (its file name's hash is not this
 * build's). Never throws: offline, or with no Cache Storage, the card draws in the device's fonts
 * until a later visit online keeps the face.
 */
export async function keepLocalScriptFonts(scripts: readonly LocalScript[]): Promise<void> {
  if (typeof caches === 'undefined' || scripts.length === 0) return;
  try {
    const cache = await caches.open(LOCAL_SCRIPT_FONT_CACHE);
    const current = new Set(Object.values(LOCAL_SCRIPT_FACES).map((face) => new URL(face.url, location.href).href));
    for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
    await Promise.all(
      [...new Set(scripts)].map(async (script) => {
        const { url } = LOCAL_SCRIPT_FACES[script];
        if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
      }),
    );
  } catch {
    // Offline or refused: the next keep or showing online tries again.
  }
}

/** Keeps the faces a trip's hotels need (store.ts calls it when a trip is kept or restored). */
export function keepTripFonts(trips: readonly Pick<BookedTrip, 'days'>[]): Promise<void> {
  return keepLocalScriptFonts(trips.flatMap(tripScripts));
}
