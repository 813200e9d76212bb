/**
 * The phone's position, asked once (on the tap that wants it) with a time limit, a recent fix
 * accepted. The position is only returned: nothing here keeps or sends it.
 */
import type { LatLng } from './mercator';

export type PositionFailure = 'unsupported' | 'refused' | 'unavailable' | 'timeout';

export type PositionResult = { ok: true; at: LatLng } | { ok: false; failure: PositionFailure };

/** How long the phone may take to find its position. */
export const POSITION_TIMEOUT_MS = 20_000;
/** A fix this recent is good enough (a traveller standing still, or asking twice). */
export const POSITION_MAX_AGE_MS = 5 * 60_000;

/** GeolocationPositionError's codes (named constants, not the class: it is absent in tests). */
const FAILURE_BY_CODE: Readonly<Record<number, PositionFailure>> = { 1: 'refused', 2: 'unavailable', 3: 'timeout' };

export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (error) => resolve({ ok: false, failure: FAILURE_BY_CODE[error.code] ?? 'unavailable' }),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** Plain sentences, one per failure: what happened and what can be done. */
export const FAILURE_SENTENCES: Readonly<Record<PositionFailure, string>> = {
  unsupported: 'This browser cannot share your position, so it cannot be shown on the map.',
  refused: 'Your position was not shared: permission to use it was refused. You can allow it in the browser’s site settings and try again.',
  unavailable: 'Your phone could not find its position just now. Try again in the open, away from tall buildings.',
  timeout: `Finding your position took longer than ${POSITION_TIMEOUT_MS / 1000} seconds. Try again, ideally outdoors.`,
};
