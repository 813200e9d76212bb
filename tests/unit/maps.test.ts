/**
 * The maps (#16), drawn at build time from the catalogue: places lie in their countries, every
 * stop is inside its route map's frame, stops are numbered in order, and every map stays small.
 */
import { geoArea, geoBounds, geoContains, geoDistance } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world10m from 'world-atlas/countries-10m.json';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../src/content';
import { loadFullCatalogue, type FullCatalogue } from '../../src/content/details';
import { COUNTRY_IDS } from '../../src/build-time/maps/geography';
import { drawAllMaps, drawRouteMap, inlineMapMarkup, MAPS_STYLESHEET, routeLabel } from '../../src/build-time/maps/maps';
import { stayText } from '../../src/build-time/maps/svg';
import { mapId } from '../../src/config/mapFiles';
import { COUNTRY_MAP_HEIGHT, MAP_WIDTH, ROUTE_MAP_HEIGHT, mapSize } from '../../src/features/maps/frames';
import { escapeMarkup } from '../../src/lib/escape';
import { MAP_MAX_GZIP_BYTES, mapSizes } from '../../scripts/prerender-plugin';

let full: FullCatalogue;
let maps: Record<string, string>;

beforeAll(async () => {
  full = await loadFullCatalogue();
  maps = drawAllMaps(full);
}, 120_000);

/**
 * The checks use Natural Earth's finest outlines (1:10m; the maps draw the 1:50m ones). A town on
 * the shore (Mumbai's Gateway of India, Galle's fort) can still fall just outside a coastline
 * drawn at that scale: such a point passes if it lies within COAST_KM of its own country's outline
 * and inside no other country, so a point on the wrong side of a border always fails.
 */
const COAST_KM = 2.5;
const topo = world10m as unknown as Topology<{ countries: GeometryCollection }>;
const outlines = (feature(topo, topo.objects.countries) as FeatureCollection<Geometry>).features;
const outlineOf = (id: string) => outlines.find((f) => String(f.id) === id)!;
/** Outlines wound the wrong way for d3 cover the rest of the globe (the 1:10m Maldives does): not a country to be in. */
const proper = outlines.filter((f) => {
  if (geoArea(f) >= 2 * Math.PI) return false;
  // Only South Asia's neighbourhood: nothing else can hold a point of these four countries.
  const [[x0, y0], [x1, y1]] = geoBounds(f);
  return x1 > 60 && x0 < 100 && y1 > 0 && y0 < 40;
});

function rings(f: Feature<Geometry>): Position[][] {
  const g = f.geometry;
  if (g.type === 'Polygon') return g.coordinates;
  if (g.type === 'MultiPolygon') return g.coordinates.flat();
  return [];
}

/** Kilometres from a point to the nearest vertex of an outline (1:10m vertices lie well under a kilometre apart). */
function kmToOutline(f: Feature<Geometry>, p: [number, number]): number {
  let min = Infinity;
  for (const ring of rings(f)) for (const v of ring) min = Math.min(min, geoDistance(p, v as [number, number]) * 6371);
  return min;
}

function where(country: keyof typeof COUNTRY_IDS, c: { lat: number; lng: number }): 'inside' | 'on the coast' | 'outside' {
  const p: [number, number] = [c.lng, c.lat];
  const own = outlineOf(COUNTRY_IDS[country]);
  if (geoContains(own, p)) return 'inside';
  const other = proper.some((f) => f !== own && geoContains(f, p));
  return !other && kmToOutline(own, p) <= COAST_KM ? 'on the coast' : 'outside';
}

describe('geography', () => {
  it('uses the ISO numeric ids of the four countries', () => {
    expect(COUNTRY_IDS).toEqual({ india: '356', nepal: '524', bhutan: '064', 'sri-lanka': '144' });
  });

  it("every place's coordinates fall inside its own country's outline", () => {
    const outside = full.destinations.filter((d) => where(d.country, d.coordinates) === 'outside');
    expect(outside.map((d) => `${d.country}/${d.slug}`)).toEqual([]);
    // Most are well inside; only a few seaside towns need the coast's allowance.
    expect(full.destinations.filter((d) => where(d.country, d.coordinates) === 'inside').length).toBeGreaterThanOrEqual(full.destinations.length - 3);
  });

  it("every route stop falls inside its own country's outline", { timeout: 60_000 }, () => {
    const stops = new Map(full.itineraries.flatMap((it) => it.stops.map((s) => [`${s.country} ${s.coordinates.lat},${s.coordinates.lng}`, s] as const)));
    const outside = [...stops.values()].filter((s) => where(s.country, s.coordinates) === 'outside');
    expect(outside.map((s) => `${s.name} ${s.coordinates.lat},${s.coordinates.lng}`)).toEqual([]);
    // Offshore or not, no stop lies in another country.
    for (const s of stops.values()) expect(proper.some((f) => String(f.id) !== COUNTRY_IDS[s.country] && geoContains(f, [s.coordinates.lng, s.coordinates.lat])), s.name).toBe(false);
  });

  it('a point across a border fails', () => {
    expect(where('nepal', { lat: 27.4728, lng: 89.639 })).toBe('outside'); // Thimphu is in Bhutan
    expect(where('india', { lat: 6.9271, lng: 79.8612 })).toBe('outside'); // Colombo is in Sri Lanka
  });
});

describe('route maps', () => {
  it('every stop of every route lies inside its map', () => {
    for (const it of full.itineraries) {
      const m = drawRouteMap(it);
      expect([m.view.width, m.view.height]).toEqual([MAP_WIDTH, ROUTE_MAP_HEIGHT]);
      for (const stop of it.stops) {
        const p = m.view.projection([stop.coordinates.lng, stop.coordinates.lat]);
        expect(p, `${it.id}: ${stop.name}`).not.toBeNull();
        const [x, y] = p!;
        expect(x, `${it.id}: ${stop.name}`).toBeGreaterThanOrEqual(0);
        expect(x, `${it.id}: ${stop.name}`).toBeLessThanOrEqual(m.view.width);
        expect(y, `${it.id}: ${stop.name}`).toBeGreaterThanOrEqual(0);
        expect(y, `${it.id}: ${stop.name}`).toBeLessThanOrEqual(m.view.height);
      }
    }
  });

  it('golden-triangle has 3 numbered stops in order, named and with their nights', () => {
    const svg = maps[mapId.route('golden-triangle')]!;
    const numbers = [...svg.matchAll(/<g class="stop" data-stop="(\d+)"><title>([^<]*)<\/title>.*?<text[^>]*>(\d+)<\/text><\/g>/g)];
    expect(numbers.map((m) => Number(m[1]))).toEqual([1, 2, 3]);
    expect(numbers.map((m) => Number(m[3]))).toEqual([1, 2, 3]);
    expect(numbers.map((m) => m[2])).toEqual(['1 · Delhi · 2 nights', '2 · Agra · 2 nights', '3 · Jaipur · 2 nights']);
    expect(svg).toContain('>Agra · 2 nights</text>');
    expect(svg).toContain('role="img" aria-label="Route map: Delhi, Agra, Jaipur"');
  });

  it('every route map numbers every stop once, in order, and names them all', () => {
    for (const it of full.itineraries) {
      const svg = maps[mapId.route(it.id)]!;
      const numbers = [...svg.matchAll(/data-stop="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      expect(numbers, it.id).toEqual(it.stops.map((_, i) => i + 1));
      expect(svg, it.id).toContain(`aria-label="${escapeMarkup(routeLabel(it))}"`);
    }
  });

  it('draws long flights dashed, with a key', () => {
    const svg = maps[mapId.route('india-sri-lanka')]!;
    expect(svg).toContain('class="leg flight"');
    expect(svg).toContain('>flight</text>');
    expect(maps[mapId.route('golden-triangle')]).not.toContain('leg flight');
  });

  it('has a scale bar of a round distance and a north arrow', () => {
    // Altitude profiles are charts, not maps: tests/unit/altitude-profile.test.ts.
    for (const [, svg] of Object.entries(maps).filter(([id]) => !id.startsWith('profile/'))) {
      expect(svg).toMatch(/>(1|2|5)0* km<\/text>/);
      expect(svg).toContain('font-weight="700">N</text>');
    }
  });
});

describe('place and country maps', () => {
  it('a country map links every place of the country', () => {
    for (const country of countries) {
      const svg = maps[mapId.country(country.slug)]!;
      const links = [...svg.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
      expect(links, country.slug).toEqual(country.destinations.map((slug) => `/destinations/${country.slug}/${slug}`));
      expect(svg).toContain('role="group"');
    }
  });

  it("a locator marks its place and shows the country's other places as named dots", () => {
    const svg = maps[mapId.place('india/agra')]!;
    expect(svg).toMatch(/<a href="\/destinations\/india\/agra" class="marked" aria-current="page">.*?>Agra<\/text><\/a>/);
    expect(svg).toContain('<a href="/destinations/india/delhi"><title>Delhi</title>');
  });
});

describe('sizes', () => {
  it('draws every map: one per itinerary, place and country, and a profile per journey sleeping above 2,500 m', () => {
    const profiles = Object.keys(maps).filter((id) => id.startsWith('profile/'));
    expect(profiles.sort()).toEqual(['profile/annapurna-sanctuary', 'profile/bhutan-trekking', 'profile/everest-luxury', 'profile/luxury-trekking']);
    expect(Object.keys(maps).length).toBe(full.itineraries.length + full.destinations.length + countries.length + profiles.length);
    for (const [id, svg] of Object.entries(maps)) {
      const { width, height } = mapSize(id);
      expect(svg, id).toContain(`viewBox="0 0 ${width} ${height}"`);
    }
    expect(mapSize('country/sri-lanka').height).toBe(COUNTRY_MAP_HEIGHT['sri-lanka']);
  });

  it('every map is at most 20 KB gzip', () => {
    for (const [id, svg] of Object.entries(maps)) expect(gzipSync(svg).length, id).toBeLessThanOrEqual(20 * 1024);
    expect(mapSizes(maps).largest.bytes).toBeLessThanOrEqual(MAP_MAX_GZIP_BYTES);
  });

  it('the build refuses a map over the limit', () => {
    const noise = Array.from({ length: 40_000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(' ');
    expect(() => mapSizes({ big: noise })).toThrow(/over/);
  });
});

describe('styles', () => {
  it('each map file carries its styles; a page inlines it without them, and the site stylesheet has them once', () => {
    for (const [id, svg] of Object.entries(maps)) {
      const style = svg.match(/<style>([^<]*)<\/style>/)?.[1];
      expect(style, id).toBeTruthy();
      expect(MAPS_STYLESHEET, id).toContain(style);
      const inline = inlineMapMarkup(svg);
      expect(inline, id).not.toContain('<style');
      expect(inline, id).toBe(svg.replace(`<style>${style}</style>`, ''));
    }
    expect(MAPS_STYLESHEET).toMatch(/^\.rm\{.*\.ap\{/);
  });
});

describe('text', () => {
  it('escapes what goes into the SVG', () => {
    const golden = full.itineraries.find((it) => it.id === 'golden-triangle')!;
    const odd = 'Old & "New" <Delhi>';
    const { svg } = drawRouteMap({ ...golden, stops: golden.stops.map((s, i) => (i === 0 ? { ...s, name: odd } : s)) });
    expect(svg).toContain('Old &amp; &quot;New&quot; &lt;Delhi&gt;');
    expect(svg).not.toContain(odd);
  });

  it('says how long a stop is', () => {
    expect(stayText([{ nights: 2, last: false }])).toBe('2 nights');
    expect(stayText([{ nights: 1, last: false }])).toBe('1 night');
    expect(stayText([{ nights: 2, last: false }, { nights: 3, last: false }])).toBe('2 + 3 nights');
    expect(stayText([{ nights: 1, last: false }, { nights: 0, last: true }])).toBe('1 night');
    expect(stayText([{ nights: 0, last: true }])).toBe('journey ends');
  });
});
