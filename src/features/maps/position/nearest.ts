/**
 * The nearest stop or place to a position, and the sentence that says it: "Nearest stop: Agra,
 * 2.1 km", or "You are outside this map; nearest: Delhi, 180 km".
 */
import type { FramePlace, MapFrame } from './frame';
import type { LatLng } from './mercator';

/** The Earth's mean radius (IUGG), as the build's maps use it. */
const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Nearest {
  readonly place: FramePlace;
  readonly km: number;
}

/** The place nearest to `at` (the first of equals), or undefined when there are none. */
export function nearestPlace(places: readonly FramePlace[], at: LatLng): Nearest | undefined {
  let best: Nearest | undefined;
  for (const place of places) {
    const km = haversineKm(at, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/** "under 50 m", "350 m", "2.1 km", "180 km", "1,240 km". */
export function distanceText(km: number): string {
  if (km < 0.05) return 'under 50 m';
  if (km < 1) return `${Math.round(km * 100) * 10} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-GB')} km`;
}

/** What the map says under it once the position is known. */
export function nearestSentence(kind: MapFrame['kind'], nearest: Nearest | undefined, inside: boolean): string {
  if (!nearest) return inside ? 'You are on this map.' : 'You are outside this map.';
  const where = `${nearest.place.name}, ${distanceText(nearest.km)}`;
  return inside ? `Nearest ${kind}: ${where}` : `You are outside this map; nearest: ${where}`;
}
