/**
 * The Open Location Code (plus code) of a position, computed on the phone: a place's address where
 * there is no street, which Google Maps and others read. pluscodes (MIT, a few KB) encodes it; only
 * its encoder is imported (its package is CommonJS, so the index would bring the decoder too).
 */
import encode from 'pluscodes/dist/encode';

/** The 10-digit code ('7JRQWRFG+HM', about 14 by 14 m), or undefined for a position it refuses. */
export function plusCode({ lat, lng }: { readonly lat: number; readonly lng: number }): string | undefined {
  return encode({ latitude: lat, longitude: lng }, 10) ?? undefined;
}
