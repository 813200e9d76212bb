/**
 * Projections for the maps (build time only): Mercator, north up, fitted to a route's stops or a
 * country's outline with room for labels.
 */
import { geoBounds, geoDistance, geoMercator, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Coordinates } from '../../content/types';

export interface View {
  readonly projection: GeoProjection;
  readonly width: number;
  readonly height: number;
  /** Kilometres per unit at the centre of the view. */
  readonly kmPerPx: number;
}

const EARTH_RADIUS_KM = 6371;

/** A route's frame spans at least this much, so a short trek still shows where it is. */
export const MIN_ROUTE_SPAN_KM = 130;

export interface Margins {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Room around a route's stops for their labels, and around a country's outline. */
export const ROUTE_MARGINS: Margins = { top: 44, right: 56, bottom: 52, left: 56 };
export const COUNTRY_MARGINS: Margins = { top: 30, right: 30, bottom: 36, left: 30 };

function view(projection: GeoProjection, width: number, height: number): View {
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const a = projection.invert?.([width / 2 - 50, height / 2]);
  const b = projection.invert?.([width / 2 + 50, height / 2]);
  const kmPerPx = a && b ? (geoDistance(a, b) * EARTH_RADIUS_KM) / 100 : 1;
  return { projection, width, height, kmPerPx };
}

/** Fits `object` inside the frame less the margins. */
export function fitView(object: GeoPermissibleObjects, width: number, height: number, m: Margins): View {
  const projection = geoMercator().fitExtent(
    [
      [m.left, m.top],
      [width - m.right, height - m.bottom],
    ],
    object,
  );
  return view(projection, width, height);
}

/** A route's view: its stops' bounds, widened to MIN_ROUTE_SPAN_KM where the route is short. */
export function routeView(points: readonly Coordinates[], width: number, height: number, m: Margins): View {
  const multi = { type: 'MultiPoint' as const, coordinates: points.map((p) => [p.lng, p.lat]) };
  const [[x0, y0], [x1, y1]] = geoBounds(multi);
  const midLat = (y0 + y1) / 2;
  const kmPerDegLat = (Math.PI * EARTH_RADIUS_KM) / 180;
  const kmPerDegLng = kmPerDegLat * Math.cos((midLat * Math.PI) / 180);
  const halfLng = Math.max((x1 - x0) / 2, MIN_ROUTE_SPAN_KM / 2 / kmPerDegLng);
  const halfLat = Math.max((y1 - y0) / 2, MIN_ROUTE_SPAN_KM / 2 / kmPerDegLat);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const box = {
    type: 'MultiPoint' as const,
    coordinates: [
      [cx - halfLng, cy - halfLat],
      [cx + halfLng, cy + halfLat],
    ],
  };
  return fitView(box, width, height, m);
}

/** Projected [x, y] of a place, or undefined if the projection cannot place it. */
export function project(v: View, c: Coordinates): [number, number] {
  const p = v.projection([c.lng, c.lat]);
  if (!p) throw new Error(`maps: cannot project ${c.lat}, ${c.lng}`);
  return p;
}
