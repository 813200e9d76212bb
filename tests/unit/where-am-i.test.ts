/**
 * "Where am I?" (#33): every map file carries the projection it was drawn with, and the browser's
 * Mercator puts a position exactly where d3 put the same point at build time; the distance
 * (haversine), the nearest stop or place, the sentences, and what a refused or slow phone gives.
 */
import { geoDistance } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../src/content';
import { loadFullCatalogue, type FullCatalogue } from '../../src/content/details';
import { countryView, drawAllMaps } from '../../src/build-time/maps/maps';
import { ROUTE_MARGINS, routeView, type View } from '../../src/build-time/maps/project';
import { mapId } from '../../src/config/mapFiles';
import { MAP_WIDTH, ROUTE_MAP_HEIGHT } from '../../src/features/maps/frames';
import { frameMarkup, readFrame, type MapFrame } from '../../src/features/maps/position/frame';
import { FAILURE_SENTENCES, currentPosition } from '../../src/features/maps/position/geolocate';
import { LABEL_WIDTH, placeLabel } from '../../src/features/maps/position/labelPlace';
import { placeOnFrame } from '../../src/features/maps/position/locate';
import { insideFrame, invertPoint, projectPoint } from '../../src/features/maps/position/mercator';
import { distanceText, haversineKm, nearestPlace, nearestSentence } from '../../src/features/maps/position/nearest';

let full: FullCatalogue;
let maps: Record<string, string>;

beforeAll(async () => {
  full = await loadFullCatalogue();
  maps = drawAllMaps(full);
}, 120_000);

const TAJ = { lat: 27.1751, lng: 78.0421 };

/** The view the build drew each map with, recomputed: route maps from their stops, the others from their country. */
function buildViews(): { id: string; view: View; kind: MapFrame['kind']; names: string[] }[] {
  const out: { id: string; view: View; kind: MapFrame['kind']; names: string[] }[] = [];
  for (const it of full.itineraries) {
    const view = routeView(
      it.stops.map((s) => s.coordinates),
      MAP_WIDTH,
      ROUTE_MAP_HEIGHT,
      ROUTE_MARGINS,
    );
    out.push({ id: mapId.route(it.id), view, kind: 'stop', names: [...new Set(it.stops.map((s) => s.name))] });
  }
  for (const country of countries) {
    const view = countryView(country.slug);
    const names = full.destinations.filter((d) => d.country === country.slug && country.destinations.includes(d.slug)).map((d) => d.name);
    out.push({ id: mapId.country(country.slug), view, kind: 'place', names });
    for (const d of full.destinations.filter((x) => x.country === country.slug)) out.push({ id: mapId.place(`${d.country}/${d.slug}`), view, kind: 'place', names });
  }
  return out;
}

describe('every map file carries its projection', () => {
  it('projects and inverts as d3 drew the map, for every route, locator and country map', () => {
    const views = buildViews();
    // Every map but the altitude profiles.
    expect(views.map((v) => v.id).sort()).toEqual(Object.keys(maps).filter((id) => !id.startsWith('profile/')).sort());
    for (const { id, view, kind, names } of views) {
      const frame = readFrame(maps[id]!);
      expect(frame, id).toBeDefined();
      if (!frame) continue;
      expect(frame.kind, id).toBe(kind);
      expect(frame.places.map((p) => p.name).sort(), id).toEqual([...names].sort());
      expect([frame.width, frame.height], id).toEqual([view.width, view.height]);
      // Its places, and a grid over the whole frame (and a little beyond it).
      const grid: { lat: number; lng: number }[] = [];
      for (let i = -1; i <= 5; i++)
        for (let j = -1; j <= 5; j++) {
          const [lng, lat] = view.projection.invert!([(view.width * i) / 4, (view.height * j) / 4])!;
          grid.push({ lat, lng });
        }
      for (const p of [...frame.places, ...grid]) {
        const built = view.projection([p.lng, p.lat])!;
        const ours = projectPoint(frame, p);
        expect(Math.abs(ours[0] - built[0]), id).toBeLessThan(1e-6);
        expect(Math.abs(ours[1] - built[1]), id).toBeLessThan(1e-6);
        const back = invertPoint(frame, ours);
        expect(Math.abs(back.lat - p.lat), id).toBeLessThan(1e-9);
        expect(Math.abs(back.lng - p.lng), id).toBeLessThan(1e-9);
      }
    }
  });

  it('reads back what it wrote, names with markup included, and nothing from a damaged file', () => {
    const frame: MapFrame = { width: 480, height: 400, scale: 1234.5, translate: [-10, 20], kind: 'stop', places: [{ name: 'A & <B>', lat: 1, lng: 2 }] };
    expect(readFrame(`<svg>${frameMarkup(frame)}<style></style></svg>`)).toEqual(frame);
    expect(readFrame('<svg></svg>')).toBeUndefined();
    expect(readFrame('<svg><metadata class="frame">{"width":1</metadata></svg>')).toBeUndefined();
    expect(readFrame('<svg><metadata class="frame">{"width":"wide"}</metadata></svg>')).toBeUndefined();
  });

  it('puts the Taj Mahal on the golden triangle map, inside it', () => {
    const frame = readFrame(maps[mapId.route('golden-triangle')]!)!;
    const at = placeOnFrame(frame, TAJ);
    expect(at.point).toBeDefined();
    expect(insideFrame(frame, at.point!)).toBe(true);
    expect(at.sentence).toBe('Nearest stop: Agra, under 50 m');
  });
});

describe('distance and the nearest stop', () => {
  it('measures great circles as d3 does (haversine, mean Earth radius)', () => {
    const delhi = { lat: 28.6129, lng: 77.2295 };
    const km = haversineKm(delhi, TAJ);
    expect(km).toBeCloseTo(geoDistance([delhi.lng, delhi.lat], [TAJ.lng, TAJ.lat]) * 6371, 6);
    // India Gate to the Taj Mahal: about 178 km in a straight line.
    expect(km).toBeGreaterThan(170);
    expect(km).toBeLessThan(185);
    expect(haversineKm(TAJ, TAJ)).toBe(0);
    // A degree of latitude is about 111.2 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it('chooses the nearest place, the first of equals, and none from an empty list', () => {
    const places = [
      { name: 'Delhi', lat: 28.6129, lng: 77.2295 },
      { name: 'Agra', lat: 27.1751, lng: 78.0421 },
      { name: 'Jaipur', lat: 26.9239, lng: 75.8267 },
    ];
    // Fatehpur Sikri, on the road from Agra to Jaipur: Agra (about 36 km) before Jaipur.
    expect(nearestPlace(places, { lat: 27.0945, lng: 77.6679 })?.place.name).toBe('Agra');
    // Alwar: Jaipur (about 110 km) before Delhi (about 130 km).
    expect(nearestPlace(places, { lat: 27.553, lng: 76.6346 })?.place.name).toBe('Jaipur');
    expect(nearestPlace([places[0]!, { ...places[0]!, name: 'Delhi again' }], TAJ)?.place.name).toBe('Delhi');
    expect(nearestPlace([], TAJ)).toBeUndefined();
  });

  it('says the distance as a traveller reads it', () => {
    expect(distanceText(0.01)).toBe('under 50 m');
    expect(distanceText(0.354)).toBe('350 m');
    expect(distanceText(2.149)).toBe('2.1 km');
    expect(distanceText(9.96)).toBe('10.0 km');
    expect(distanceText(180.4)).toBe('180 km');
    expect(distanceText(1240.2)).toBe('1,240 km');
  });

  it('names the nearest stop or place on the map, and says when the position is off it', () => {
    const agra = { place: { name: 'Agra', lat: 0, lng: 0 }, km: 2.1 };
    expect(nearestSentence('stop', agra, true)).toBe('Nearest stop: Agra, 2.1 km');
    expect(nearestSentence('place', agra, true)).toBe('Nearest place: Agra, 2.1 km');
    expect(nearestSentence('stop', { place: { name: 'Delhi', lat: 0, lng: 0 }, km: 180 }, false)).toBe('You are outside this map; nearest: Delhi, 180 km');
  });

  it('says a traveller in Mumbai is outside the golden triangle map, nearest Jaipur', () => {
    const frame = readFrame(maps[mapId.route('golden-triangle')]!)!;
    const at = placeOnFrame(frame, { lat: 18.922, lng: 72.8347 });
    expect(at.point).toBeUndefined();
    expect(at.sentence).toMatch(/^You are outside this map; nearest: Jaipur, \d{3} km$/);
  });
});

describe('asking the phone', () => {
  const phone = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void, seen: PositionOptions[] = []) =>
    ({
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback | null | undefined, options?: PositionOptions) => {
        seen.push(options ?? {});
        answer(ok, fail!);
      },
    }) as unknown as Geolocation;
  const failing = (code: number) => phone((_, fail) => fail({ code, message: '' } as GeolocationPositionError));

  it('gives the position once, with a time limit and a recent fix accepted', async () => {
    const seen: PositionOptions[] = [];
    const result = await currentPosition(phone((ok) => ok({ coords: { latitude: TAJ.lat, longitude: TAJ.lng } } as GeolocationPosition), seen));
    expect(result).toEqual({ ok: true, at: TAJ });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.timeout).toBeGreaterThan(0);
    expect(seen[0]!.maximumAge).toBeGreaterThan(0);
  });

  it('tells refused, unavailable, too slow and unsupported apart, each with its own sentence', async () => {
    expect(await currentPosition(failing(1))).toEqual({ ok: false, failure: 'refused' });
    expect(await currentPosition(failing(2))).toEqual({ ok: false, failure: 'unavailable' });
    expect(await currentPosition(failing(3))).toEqual({ ok: false, failure: 'timeout' });
    expect(await currentPosition(undefined)).toEqual({ ok: false, failure: 'unsupported' });
    expect(new Set(Object.values(FAILURE_SENTENCES)).size).toBe(4);
    expect(FAILURE_SENTENCES.refused).toMatch(/refused/);
    expect(FAILURE_SENTENCES.timeout).toMatch(/took longer/);
  });
});

describe('the "You are here" label', () => {
  const frame = { width: 480, height: 400 };

  it('goes right of the mark where that is free, else wherever covers least', () => {
    expect(placeLabel([100, 200], [], frame)).toEqual({ x: 120, y: 200, anchor: 'start' });
    // A place's name to the right: the label moves to the left.
    expect(placeLabel([200, 200], [{ x: 210, y: 192, width: 60, height: 18 }], frame)).toEqual({ x: 180, y: 200, anchor: 'end' });
    // Names left and right: above or below.
    const both = [
      { x: 210, y: 192, width: 60, height: 18 },
      { x: 120, y: 192, width: 70, height: 18 },
    ];
    expect(placeLabel([200, 200], both, frame).anchor).toBe('middle');
  });

  it('stays on the map near an edge', () => {
    expect(placeLabel([470, 200], [], frame).anchor).toBe('end');
    // In a corner nothing fits whole: the place that leaves least of it off the map.
    const corner = placeLabel([470, 5], [], frame);
    expect(corner.anchor).toBe('end');
    expect(corner.x - LABEL_WIDTH).toBeGreaterThanOrEqual(2);
    expect(placeLabel([20, 200], [], frame).anchor).toBe('start');
  });
});
