/**
 * The Open Location Code (plus code) of a position, computed on the phone: a place's address where
 * there is no street, which Google Maps and others read. pluscodes (MIT, a few KB, loaded with the
 * tap that wants it) encodes it. A named import: the package is CommonJS, and the bundler hands a
 * default import of its modules the whole exports object.
 */
import { encode } from 'pluscodes';

/** The 10-digit code ('7JRQWRFG+HM', about 14 by 14 m), or undefined for a position it refuses. */
export function plusCode({ lat, lng }: { readonly lat: number; readonly lng: number }): string | undefined {
  return encode({ latitude: lat, longitude: lng }, 10) ?? undefined;
}
