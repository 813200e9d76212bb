/**
 * A map's frame: the projection the build drew it with (d3-geo's Mercator, north up: its scale and
 * translate; no rotation, no centre), its size and the stops or places it marks. The build writes
 * it into the map's own file (/maps/{id}.svg, a <metadata> element), so "Where am I?" projects the
 * phone's position exactly as the map was drawn, offline, from the precached file.
 */

export interface FramePlace {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

export interface MapFrame {
  readonly width: number;
  readonly height: number;
  /** d3's Mercator scale: units per radian. */
  readonly scale: number;
  /** Where longitude 0, latitude 0 lands, in map units. */
  readonly translate: readonly [number, number];
  /** What the map marks: a route's stops or a country's places ("Nearest stop" or "Nearest place"). */
  readonly kind: 'stop' | 'place';
  readonly places: readonly FramePlace[];
}

const UNESCAPE: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const ESCAPE: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The frame as the map file carries it. */
export function frameMarkup(frame: MapFrame): string {
  return `<metadata class="frame">${JSON.stringify(frame).replace(/[&<>]/g, (c) => ESCAPE[c] ?? c)}</metadata>`;
}

function isFrame(x: unknown): x is MapFrame {
  if (typeof x !== 'object' || x === null) return false;
  const f = x as Record<string, unknown>;
  const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return (
    num(f.width) &&
    num(f.height) &&
    num(f.scale) &&
    Array.isArray(f.translate) &&
    f.translate.length === 2 &&
    f.translate.every(num) &&
    (f.kind === 'stop' || f.kind === 'place') &&
    Array.isArray(f.places) &&
    f.places.every((p: unknown) => typeof p === 'object' && p !== null && typeof (p as FramePlace).name === 'string' && num((p as FramePlace).lat) && num((p as FramePlace).lng))
  );
}

/** The frame in a map file's text, or undefined if the file has none (or a damaged one). */
export function readFrame(svg: string): MapFrame | undefined {
  const text = /<metadata class="frame">([^<]*)<\/metadata>/.exec(svg)?.[1];
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text.replace(/&(amp|lt|gt|quot);/g, (e) => UNESCAPE[e] ?? e));
    return isFrame(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
