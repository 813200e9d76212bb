/**
 * SVG markup for the maps (build time only): land and sea, route legs, numbered stops, place links,
 * labels placed clear of each other and of the frame, a scale bar and a north arrow. Coordinates
 * are rounded to a tenth of a unit; every text is escaped.
 */
import { geoContains, geoDistance, geoPath } from 'd3-geo';
import { relativePathData } from './pathData';
import type { Coordinates, Transport } from '../../content/types';
import { escapeMarkup } from '../../lib/escape';
import { frameMarkup, type MapFrame } from '../../features/maps/position/frame';
import { palette } from '../../theme/palette';
import type { Land } from './geography';
import { project, type View } from './project';

const EARTH_RADIUS_KM = 6371;
/** Flights longer than this are drawn dashed (shorter hops read as part of the land route). */
export const LONG_FLIGHT_KM = 500;

const LABEL_SIZE = 15;
const NUMBER_SIZE = 12;
const STOP_RADIUS = 10.5;
const DOT_RADIUS = 3.5;
/** No label comes closer to the frame than this. */
const EDGE = 4;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Width of a text in system-ui, a little generous (digits and capitals are wider than average). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ' || ch === '·' || ch === 'i' || ch === 'l' || ch === 'j' || ch === 't' || ch === 'f' || ch === 'r') em += 0.32;
    else if (ch === 'm' || ch === 'w' || ch === 'M' || ch === 'W') em += 0.86;
    else if (ch >= 'A' && ch <= 'Z') em += 0.68;
    else em += 0.56;
  }
  return em * size * (bold ? 1.2 : 1.1);
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** Free space on the map: what is placed so far, and the frame. */
export class Layout {
  readonly taken: Box[] = [];
  /** What labels had better not cover (route legs), but may. */
  readonly soft: Box[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  inside(b: Box): boolean {
    return b.x >= EDGE && b.y >= EDGE && b.x + b.w <= this.width - EDGE && b.y + b.h <= this.height - EDGE;
  }

  cost(boxes: readonly Box[], ignore?: Box): number {
    let c = 0;
    for (const b of boxes) for (const t of this.taken) if (t !== ignore) c += overlap(b, t);
    return c;
  }

  softCost(boxes: readonly Box[]): number {
    let c = 0;
    for (const b of boxes) for (const t of this.soft) c += overlap(b, t);
    return c;
  }

  /** A line's path as soft obstacles. */
  avoidLine(a: readonly [number, number], b: readonly [number, number]): void {
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 6);
    for (let i = 0; i <= n; i++) {
      const x = a[0] + ((b[0] - a[0]) * i) / Math.max(n, 1);
      const y = a[1] + ((b[1] - a[1]) * i) / Math.max(n, 1);
      this.soft.push({ x: x - 3, y: y - 3, w: 6, h: 6 });
    }
  }

  take(...boxes: Box[]): void {
    this.taken.push(...boxes);
  }
}

/** A label beside a marker: where the marker row's centre goes and on which side its text sits. */
export interface Callout {
  /** Centre of the marker row (or of the dot, for a plain label). */
  readonly mx: number;
  readonly my: number;
  readonly side: 'right' | 'left' | 'above' | 'below';
  /** Label's anchor point and text-anchor. */
  readonly tx: number;
  readonly ty: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly boxes: readonly Box[];
  /** True when the marker sits away from its point (drawn with a leader line). */
  readonly moved: boolean;
}

/**
 * Places a marker row `markerW` wide and `markerH` high with a label of `labelW`, as near the point
 * as it fits: on the point if there is room, else further out (with a leader line), never across
 * the frame. Falls back to the least crowded spot inside the frame.
 */
export function placeCallout(layout: Layout, p: readonly [number, number], markerW: number, markerH: number, labelW: number, labelH: number, own?: Box): Callout {
  const gap = 4;
  const make = (mx: number, my: number, side: Callout['side'], moved: boolean): Callout => {
    const marker: Box = { x: mx - markerW / 2, y: my - markerH / 2, w: markerW, h: markerH };
    let label: Box;
    let tx: number;
    let ty: number;
    let anchor: Callout['anchor'];
    if (side === 'right') {
      label = { x: mx + markerW / 2 + gap, y: my - labelH / 2, w: labelW, h: labelH };
      [tx, ty, anchor] = [label.x, my, 'start'];
    } else if (side === 'left') {
      label = { x: mx - markerW / 2 - gap - labelW, y: my - labelH / 2, w: labelW, h: labelH };
      [tx, ty, anchor] = [label.x + labelW, my, 'end'];
    } else if (side === 'above') {
      label = { x: mx - labelW / 2, y: my - markerH / 2 - gap / 2 - labelH, w: labelW, h: labelH };
      [tx, ty, anchor] = [mx, label.y + labelH / 2, 'middle'];
    } else {
      label = { x: mx - labelW / 2, y: my + markerH / 2 + gap / 2, w: labelW, h: labelH };
      [tx, ty, anchor] = [mx, label.y + labelH / 2, 'middle'];
    }
    return { mx, my, side, tx, ty, anchor, boxes: [marker, label], moved };
  };
  const sides: Callout['side'][] = p[0] > layout.width * 0.62 ? ['left', 'right', 'above', 'below'] : ['right', 'left', 'above', 'below'];
  let best: { c: Callout; cost: number } | undefined;
  const distances = [0, 24, 34, 46, 60, 76, 94, 116, 140, 170];
  // Among the free spots of the first rings, the one that covers the least of the route (moving
  // out costs a little); if those rings have none, the first free spot further out.
  let free: { c: Callout; soft: number } | undefined;
  for (const [ring, d] of distances.entries()) {
    const angles = d === 0 ? [0] : Array.from({ length: 16 }, (_, i) => (i * Math.PI) / 8);
    for (const a of angles) {
      const mx = p[0] + d * Math.cos(a);
      const my = p[1] + d * Math.sin(a);
      sides.forEach((side, k) => {
        // A moved label reads outwards from its leader line, never back across it.
        if (d > 0 && ((side === 'right' && mx < p[0] - 1) || (side === 'left' && mx > p[0] + 1) || (side === 'above' && my > p[1] + 1) || (side === 'below' && my < p[1] - 1))) return;
        const c = make(mx, my, side, d > 0);
        if (!c.boxes.every((b) => layout.inside(b))) return;
        // The marker may cover its own point; the label may not.
        const hard = layout.cost([c.boxes[0]!], own) + layout.cost([c.boxes[1]!]);
        if (hard === 0) {
          const soft = layout.softCost(c.boxes) + k * 4 + d * 1.5;
          if (!free || soft < free.soft) free = { c, soft };
        } else if (!best || hard + d * 0.5 < best.cost) best = { c, cost: hard + d * 0.5 };
      });
    }
    if (free && (ring >= 2 || free.soft === 0)) {
      layout.take(...free.c.boxes);
      return free.c;
    }
  }
  const c = best?.c ?? make(p[0], p[1], 'right', false);
  layout.take(...c.boxes);
  return c;
}

// ------------------------------------------------------------------------------------ the frame

/** The drawn maps' styles: in each map file, and in the site stylesheet for the maps pages inline (maps.ts). */
export const MAP_STYLE = `
.rm{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.rm .sea{fill:${palette.jade[50]}}
.rm .land{fill:${palette.sand};stroke:${palette.jade[200]};stroke-width:.7;stroke-linejoin:round}
.rm .home{fill:${palette.ivory};stroke:${palette.jade[400]};stroke-width:1.1;stroke-linejoin:round}
.rm .cn{font-size:11px;letter-spacing:.14em;fill:${palette.jade[600]};text-anchor:middle;dominant-baseline:central}
.rm .lbl{font-size:${LABEL_SIZE}px;font-weight:600;fill:${palette.ink};dominant-baseline:central;paint-order:stroke;stroke:${palette.ivory};stroke-width:3.5px;stroke-linejoin:round}
.rm .sm{font-size:12px;fill:${palette.ink};dominant-baseline:central;paint-order:stroke;stroke:${palette.ivory};stroke-width:3px;stroke-linejoin:round}
.rm .leg{fill:none;stroke:${palette.brass[500]};stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}
.rm .flight{stroke-dasharray:7 6}
.rm .trek{stroke-dasharray:.5 5}
.rm .lead{stroke:${palette.jade[700]};stroke-width:1}
.rm .dot{fill:${palette.jade[700]};stroke:#fff;stroke-width:1.2}
.rm .stop circle{fill:${palette.jade[700]};stroke:#fff;stroke-width:1.5}
.rm .stop text{font-size:${NUMBER_SIZE}px;font-weight:700;fill:#fff;text-anchor:middle;dominant-baseline:central}
.rm .here{fill:${palette.brass[500]};stroke:${palette.ink};stroke-width:1.5}
.rm .ring{fill:none;stroke:none;rx:4}
.rm a{outline:none;cursor:pointer}
.rm a:hover .lbl{fill:${palette.jade[700]};text-decoration:underline}
.rm a:focus-visible .ring{stroke:${palette.jade[700]};stroke-width:2.5}
.rm .tip{opacity:0;pointer-events:none}
.rm a:hover .tip,.rm a:focus-visible .tip{opacity:1}
.rm a:focus-visible .dot{stroke:${palette.jade[700]};stroke-width:2.5}
.rm .bar{fill:${palette.jade[700]}}
.rm .bar2{fill:#fff;stroke:${palette.jade[700]};stroke-width:1}
.rm .north{fill:${palette.jade[700]}}
`
  .trim()
  .replace(/\n/g, '');

const dotBox = (p: readonly [number, number]): Box => ({ x: p[0] - DOT_RADIUS - 1, y: p[1] - DOT_RADIUS - 1, w: 2 * DOT_RADIUS + 2, h: 2 * DOT_RADIUS + 2 });

export interface Frame {
  readonly layout: Layout;
  readonly parts: string[];
}

/** Sea and land: the `home` countries light, their neighbours fainter, clipped to the frame. */
export function drawBase(v: View, lands: readonly Land[], home: ReadonlySet<string>): Frame {
  const path = geoPath(v.projection).digits(1);
  const layout = new Layout(v.width, v.height);
  const parts: string[] = [`<rect class="sea" width="${v.width}" height="${v.height}"/>`];
  // Neighbours first, so the home countries' borders draw on top.
  const ordered = [...lands].sort((a, b) => Number(home.has(a.id)) - Number(home.has(b.id)));
  for (const land of ordered) {
    const d = path(land.feature);
    if (d) parts.push(`<path class="${home.has(land.id) ? 'home' : 'land'}" d="${relativePathData(d)}"/>`);
  }
  return { layout, parts };
}

/** Country names where they fit once everything else is placed. */
export function drawCountryNames(v: View, lands: readonly Land[], layout: Layout): string {
  const path = geoPath(v.projection);
  const out: string[] = [];
  const done = new Set<string>();
  for (const land of lands) {
    if (done.has(land.id)) continue;
    if (path.area(land.feature) < 4000) continue;
    done.add(land.id);
    const [cx, cy] = path.centroid(land.feature);
    if (!Number.isFinite(cx) || !Number.isFinite(cy)) continue;
    const at = v.projection.invert?.([cx, cy]);
    if (!at || !geoContains(land.feature, at)) continue;
    const label = land.name.toUpperCase();
    const w = textWidth(label, 11) * 1.3;
    const box: Box = { x: cx - w / 2, y: cy - 8, w, h: 16 };
    if (!layout.inside(box) || layout.cost([box]) > 0 || layout.softCost([box]) > 0) continue;
    layout.take(box);
    out.push(`<text class="cn" x="${r1(cx)}" y="${r1(cy)}">${escapeMarkup(label)}</text>`);
  }
  return out.join('');
}

/** A scale bar of a round distance, bottom left; reserves its corner. */
export function drawScaleBar(v: View, layout: Layout): string {
  const maxPx = 96;
  const maxKm = v.kmPerPx * maxPx;
  const step = 10 ** Math.floor(Math.log10(maxKm));
  const km = [5, 2, 1].map((f) => f * step).find((k) => k <= maxKm) ?? step;
  const len = km / v.kmPerPx;
  const x = 12;
  const y = v.height - 14;
  layout.take({ x: x - 6, y: y - 22, w: len + 16, h: 30 });
  const half = len / 2;
  return (
    `<g aria-hidden="true"><rect class="bar" x="${x}" y="${y}" width="${r1(half)}" height="5"/>` +
    `<rect class="bar2" x="${r1(x + half)}" y="${y}" width="${r1(half)}" height="5"/>` +
    `<text class="sm" x="${x}" y="${y - 9}">${km >= 1 ? km : km.toFixed(1)} km</text></g>`
  );
}

/** A north arrow, top right; reserves its corner. */
export function drawNorthArrow(v: View, layout: Layout): string {
  const x = v.width - 20;
  const y = 12;
  layout.take({ x: x - 14, y: y - 8, w: 28, h: 46 });
  return (
    `<g aria-hidden="true"><path class="north" d="M${x} ${y}l8 22l-8 -5l-8 5z"/>` +
    `<text class="sm" x="${x}" y="${y + 30}" text-anchor="middle" font-weight="700">N</text></g>`
  );
}

/**
 * The map's frame for "Where am I?" (features/maps/position): the projection as drawn and the
 * marked places, each once (a route often returns to where it began).
 */
export function drawFrame(v: View, kind: MapFrame['kind'], places: readonly { name: string; coordinates: Coordinates }[]): string {
  const [tx, ty] = v.projection.translate();
  const seen = new Set<string>();
  const unique = places.filter((p) => {
    const key = `${p.name}@${p.coordinates.lat},${p.coordinates.lng}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return frameMarkup({
    width: v.width,
    height: v.height,
    scale: v.projection.scale(),
    translate: [tx, ty],
    kind,
    places: unique.map((p) => ({ name: p.name, lat: p.coordinates.lat, lng: p.coordinates.lng })),
  });
}

export function svgDocument(v: View, attrs: string, title: string | undefined, body: readonly string[]): string {
  const t = title ? `<title>${escapeMarkup(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" class="rm" viewBox="0 0 ${v.width} ${v.height}" ${attrs}>${t}<style>${MAP_STYLE}</style>${body.join('')}</svg>`;
}

// ------------------------------------------------------------------------------------ routes

export function distanceKm(a: Coordinates, b: Coordinates): number {
  return geoDistance([a.lng, a.lat], [b.lng, b.lat]) * EARTH_RADIUS_KM;
}

/** The leg kind a stop is reached by, as drawn. */
export function legClass(arrival: Transport | undefined, km: number): string {
  if (arrival === 'flight' && km > LONG_FLIGHT_KM) return 'leg flight';
  if (arrival === 'trek') return 'leg trek';
  return 'leg';
}

export interface RouteStopMark {
  readonly name: string;
  readonly coordinates: Coordinates;
  readonly nights: number;
  readonly arrival?: Transport;
}

function nightsText(nights: number): string {
  return `${nights} night${nights === 1 ? '' : 's'}`;
}

/** What a stop's label says after its name: '2 nights', '2 + 1 nights', 'journey ends'. */
export function stayText(visits: readonly { nights: number; last: boolean }[]): string {
  const nights = visits.map((v) => v.nights).filter((n) => n > 0);
  if (nights.length === 0) return visits.some((v) => v.last) ? 'journey ends' : 'en route';
  if (nights.length === 1) return nightsText(nights[0]!);
  return `${nights.join(' + ')} nights`;
}

export interface DrawnRoute {
  readonly svg: string;
  /** Each stop's projected position, in stop order. */
  readonly points: readonly (readonly [number, number])[];
}

/** Legs, true-position dots, then one numbered marker row per distinct place with its label. */
export function drawRoute(v: View, lands: readonly Land[], home: ReadonlySet<string>, stops: readonly RouteStopMark[], label: string): DrawnRoute {
  const base = drawBase(v, lands, home);
  const { layout } = base;
  const north = drawNorthArrow(v, layout);
  const scale = drawScaleBar(v, layout);
  const points = stops.map((s) => project(v, s.coordinates));

  // One place per distinct position (a route often returns to where it began).
  const places: { name: string; p: readonly [number, number]; visits: { n: number; nights: number; last: boolean }[] }[] = [];
  stops.forEach((s, i) => {
    const p = points[i]!;
    const same = places.find((q) => q.name === s.name && Math.hypot(q.p[0] - p[0], q.p[1] - p[1]) < 2);
    const visit = { n: i + 1, nights: s.nights, last: i === stops.length - 1 };
    if (same) same.visits.push(visit);
    else places.push({ name: s.name, p, visits: [visit] });
  });

  const legs: string[] = [];
  const kinds = new Set<string>();
  for (let i = 1; i < stops.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const cls = legClass(stops[i]!.arrival, distanceKm(stops[i - 1]!.coordinates, stops[i]!.coordinates));
    kinds.add(cls);
    legs.push(`<path class="${cls}" d="M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}"/>`);
  }
  // The true positions are obstacles for every label but their own; the legs, for choosing.
  const own = places.map((q) => dotBox(q.p));
  layout.take(...own);
  for (let i = 1; i < points.length; i++) layout.avoidLine(points[i - 1]!, points[i]!);

  const legend = drawLegend(v, layout, kinds);
  const dots: string[] = [];
  const marks: string[] = [];
  const d = STOP_RADIUS * 2;
  const step = d - 2;
  places.forEach((q, i) => {
    const text = `${q.name} · ${stayText(q.visits)}`;
    const markerW = d + step * (q.visits.length - 1);
    const c = placeCallout(layout, q.p, markerW, d, textWidth(text, LABEL_SIZE, true), LABEL_SIZE + 5, own[i]);
    dots.push(`<circle class="dot" cx="${r1(q.p[0])}" cy="${r1(q.p[1])}" r="${DOT_RADIUS}"/>`);
    if (c.moved) {
      const dx = c.mx - q.p[0];
      const dy = c.my - q.p[1];
      const len = Math.hypot(dx, dy);
      const end = Math.max(0, len - STOP_RADIUS);
      dots.push(`<path class="lead" d="M${r1(q.p[0])} ${r1(q.p[1])}l${r1((dx / len) * end)} ${r1((dy / len) * end)}"/>`);
    }
    const first = c.mx - markerW / 2 + STOP_RADIUS;
    const circles = q.visits
      .map((visit, k) => {
        const cx = r1(first + k * step);
        const tip = `${visit.n} · ${q.name} · ${stayText([visit])}`;
        return `<g class="stop" data-stop="${visit.n}"><title>${escapeMarkup(tip)}</title><circle cx="${cx}" cy="${r1(c.my)}" r="${STOP_RADIUS}"/><text x="${cx}" y="${r1(c.my)}">${visit.n}</text></g>`;
      })
      .join('');
    marks.push(`<g class="place">${circles}<text class="lbl" x="${r1(c.tx)}" y="${r1(c.ty)}" text-anchor="${c.anchor}">${escapeMarkup(text)}</text></g>`);
  });
  const names = drawCountryNames(v, lands, layout);
  const attrs = `role="img" aria-label="${escapeMarkup(label)}" width="${v.width}" height="${v.height}"`;
  return { svg: svgDocument(v, attrs, undefined, [drawFrame(v, 'stop', stops), ...base.parts, names, ...legs, ...dots, ...marks, scale, north, legend]), points };
}

/** Bottom right: what a dashed and a dotted leg mean, when the route has them. */
function drawLegend(v: View, layout: Layout, kinds: ReadonlySet<string>): string {
  const rows = [
    ['leg flight', 'flight'],
    ['leg trek', 'on foot'],
  ].filter(([cls]) => kinds.has(cls!));
  if (rows.length === 0) return '';
  const w = 84;
  const x = v.width - w - 8;
  let y = v.height - 12 - (rows.length - 1) * 18;
  layout.take({ x: x - 4, y: y - 12, w: w + 8, h: rows.length * 18 + 8 });
  const out = rows.map(([cls, text]) => {
    const row = `<path class="${cls}" d="M${x} ${y}h26"/><text class="sm" x="${x + 32}" y="${y}">${text}</text>`;
    y += 18;
    return row;
  });
  return `<g aria-hidden="true">${out.join('')}</g>`;
}

// ------------------------------------------------------------------------------------ countries

export interface PlaceMark {
  readonly name: string;
  readonly href: string;
  readonly coordinates: Coordinates;
}

/**
 * A country's places. `marked` (a locator map): that place large and labelled, the others small
 * dots whose names show on hover and focus. Without it (the country map): every place labelled.
 * Every place is a link to its page.
 */
export function drawPlaces(v: View, lands: readonly Land[], home: ReadonlySet<string>, places: readonly PlaceMark[], label: string, marked?: string): string {
  const base = drawBase(v, lands, home);
  const { layout } = base;
  const north = drawNorthArrow(v, layout);
  const scale = drawScaleBar(v, layout);
  const pts = places.map((p) => project(v, p.coordinates));
  const own = pts.map(dotBox);
  layout.take(...own);

  const links: string[] = [];
  const order = places.map((_, i) => i).sort((a, b) => Number(places[b]!.href === marked) - Number(places[a]!.href === marked));
  for (const i of order) {
    const place = places[i]!;
    const p = pts[i]!;
    const [x, y] = [r1(p[0]), r1(p[1])];
    const name = escapeMarkup(place.name);
    const href = escapeMarkup(place.href);
    if (marked !== undefined && place.href !== marked) {
      // A small dot; its name shows on hover and focus (placed above, kept inside the frame).
      const w = textWidth(place.name, 13, true) + 8;
      const tx = Math.min(Math.max(p[0], w / 2 + EDGE), v.width - w / 2 - EDGE);
      const ty = p[1] - 14 < 12 ? p[1] + 16 : p[1] - 14;
      links.push(
        `<a href="${href}"><title>${name}</title><circle class="dot" cx="${x}" cy="${y}" r="${DOT_RADIUS + 0.5}"/><circle cx="${x}" cy="${y}" r="10" fill="transparent"/>` +
          `<text class="lbl tip" x="${r1(tx)}" y="${r1(ty)}" text-anchor="middle" font-size="13">${name}</text></a>`,
      );
      continue;
    }
    const isMarked = place.href === marked;
    const size = isMarked ? 17 : LABEL_SIZE;
    const markerD = isMarked ? 18 : 2 * DOT_RADIUS + 2;
    const c = placeCallout(layout, p, isMarked ? markerD : 2 * DOT_RADIUS, markerD, textWidth(place.name, size, true), size + 5, own[i]);
    const lead = c.moved ? `<path class="lead" d="M${x} ${y}L${r1(c.mx)} ${r1(c.my)}"/>` : '';
    const marker = isMarked ? `<circle class="here" cx="${x}" cy="${y}" r="8"/><circle cx="${x}" cy="${y}" r="2.5" fill="${palette.ink}"/>` : `<circle class="dot" cx="${x}" cy="${y}" r="${DOT_RADIUS + 0.5}"/>`;
    const lb = c.boxes[1]!;
    const ring = `<rect class="ring" x="${r1(lb.x - 3)}" y="${r1(lb.y - 1)}" width="${r1(lb.w + 6)}" height="${r1(lb.h + 2)}"/>`;
    const text = `<text class="lbl" x="${r1(c.tx)}" y="${r1(c.ty)}" text-anchor="${c.anchor}"${isMarked ? ` font-size="${size}"` : ''}>${name}</text>`;
    links.push(`<a href="${href}"${isMarked ? ' class="marked" aria-current="page"' : ''}>${ring}${lead}${marker}${text}</a>`);
  }
  const names = drawCountryNames(v, lands, layout);
  const attrs = `role="group" aria-label="${escapeMarkup(label)}" width="${v.width}" height="${v.height}"`;
  return svgDocument(v, attrs, undefined, [drawFrame(v, 'place', places), ...base.parts, names, ...links, scale, north]);
}
