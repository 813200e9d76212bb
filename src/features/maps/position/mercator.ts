/**
 * d3-geo's Mercator with a map frame's scale and translate (what fitExtent sets; rotation and
 * centre stay at zero), so a position lands where the build drew the same point. The unit tests
 * check it against d3 for every map.
 */
import type { MapFrame } from './frame';

const RAD = Math.PI / 180;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** [x, y] in the map's units (its viewBox). */
export function projectPoint(frame: Pick<MapFrame, 'scale' | 'translate'>, p: LatLng): [number, number] {
  const x = frame.translate[0] + frame.scale * p.lng * RAD;
  const y = frame.translate[1] - frame.scale * Math.log(Math.tan(Math.PI / 4 + (p.lat * RAD) / 2));
  return [x, y];
}

/** The position at [x, y] of the map. */
export function invertPoint(frame: Pick<MapFrame, 'scale' | 'translate'>, [x, y]: readonly [number, number]): LatLng {
  const lng = (x - frame.translate[0]) / frame.scale / RAD;
  const lat = (2 * Math.atan(Math.exp((frame.translate[1] - y) / frame.scale)) - Math.PI / 2) / RAD;
  return { lat, lng };
}

/** True when [x, y] lies on the map. */
export function insideFrame(frame: Pick<MapFrame, 'width' | 'height'>, [x, y]: readonly [number, number]): boolean {
  return x >= 0 && y >= 0 && x <= frame.width && y <= frame.height;
}
