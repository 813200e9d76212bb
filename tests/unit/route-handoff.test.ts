// @vitest-environment jsdom
/**
 * Hand-off to navigation apps (#33): each itinerary's GPX 1.1 file (every stop a route point in
 * day order, with its name and nights, and a waypoint for apps that show only those), and the
 * "Open in maps" links of a stop and a named hotel.
 */
import { describe, expect, it } from 'vitest';
import { routeGpx, routeGpxFiles } from '../../src/build-time/gpx/routeGpx';
import { routeGpxUrl } from '../../src/config/mapFiles';
import { plannedStay } from '../../src/trip/trip';

/** The stay a map can find, as Today and the day plan link it (the trip core's rule). */
const namedHotel = (stay: string) => { const s = plannedStay(stay); return s?.findable ? s.text : undefined; };
import goldenTriangle from '../../src/content/details/itineraries/india/golden-triangle';
import indiaSriLanka from '../../src/content/details/itineraries/multi-country/india-sri-lanka';
import { pointLinks, searchLinks } from '../../src/lib/mapLinks';

const GPX_NS = 'http://www.topografix.com/GPX/1/1';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const points = (doc: Document, tag: 'rtept' | 'wpt') =>
  [...doc.getElementsByTagNameNS(GPX_NS, tag)].map((p) => ({
    lat: Number(p.getAttribute('lat')),
    lng: Number(p.getAttribute('lon')),
    name: p.getElementsByTagNameNS(GPX_NS, 'name')[0]?.textContent,
    desc: p.getElementsByTagNameNS(GPX_NS, 'desc')[0]?.textContent,
  }));

describe('an itinerary as GPX', () => {
  const it_ = { id: 'india-sri-lanka', title: 'India & Sri Lanka <Grand Tour>', duration: '16 Days / 15 Nights', stops: indiaSriLanka.stops };

  it('is GPX 1.1 with every stop as a route point in day order, named, with its nights', () => {
    const doc = parse(routeGpx(it_, 'https://www.rasajourneys.com'));
    const root = doc.documentElement;
    expect([root.localName, root.namespaceURI, root.getAttribute('version')]).toEqual(['gpx', GPX_NS, '1.1']);
    const rte = points(doc, 'rtept');
    expect(rte.map((p) => p.name)).toEqual(indiaSriLanka.stops.map((s) => s.name));
    expect(rte[0]!.name).toBe('Delhi');
    expect(rte.map((p) => [p.lat, p.lng])).toEqual(indiaSriLanka.stops.map((s) => [s.coordinates.lat, s.coordinates.lng]));
    const n = indiaSriLanka.stops.length;
    indiaSriLanka.stops.forEach((s, i) => {
      const stay = s.nights > 0 ? `${s.nights} night${s.nights === 1 ? '' : 's'}` : i === n - 1 ? 'journey ends' : 'en route';
      expect(rte[i]!.desc).toBe(`Stop ${i + 1} of ${n} · ${stay}`);
    });
    // The same stops as waypoints, and the route's name with its markup escaped.
    expect(points(doc, 'wpt')).toEqual(rte);
    expect(doc.getElementsByTagNameNS(GPX_NS, 'rte')[0]!.getElementsByTagNameNS(GPX_NS, 'name')[0]!.textContent).toBe('India & Sri Lanka <Grand Tour>');
    expect(doc.getElementsByTagNameNS(GPX_NS, 'link')[0]!.getAttribute('href')).toBe('https://www.rasajourneys.com/itinerary/india-sri-lanka');
  });

  it('is written for every itinerary at /gpx/{id}.gpx, and stays small', () => {
    const files = routeGpxFiles([{ ...goldenTriangle, id: 'golden-triangle', title: 'The Golden Triangle', duration: '7 Days / 6 Nights' } as never], 'https://x.test', routeGpxUrl);
    expect(Object.keys(files)).toEqual(['/gpx/golden-triangle.gpx']);
    expect(files['/gpx/golden-triangle.gpx']!.length).toBeLessThan(2048);
  });
});

describe('open in maps', () => {
  it('pins a stop by its coordinates, named, for the map app and for Google Maps', () => {
    const links = pointLinks('Agra', { lat: 27.1751, lng: 78.0421 });
    expect(links.geo).toBe('geo:27.1751,78.0421?q=27.1751%2C78.0421(Agra)');
    expect(links.google).toBe('https://www.google.com/maps/search/?api=1&query=27.1751%2C78.0421');
    // A name's brackets would end the label early.
    expect(pointLinks('Kandy (Hill Country)', { lat: 7.29, lng: 80.63 }).geo).toBe('geo:7.29,80.63?q=7.29%2C80.63(Kandy%20Hill%20Country)');
  });

  it('finds a hotel by its name and town', () => {
    const links = searchLinks('The Oberoi Amarvilas, Agra');
    expect(links.geo).toBe('geo:0,0?q=The%20Oberoi%20Amarvilas%2C%20Agra');
    expect(new URL(links.google).searchParams.get('query')).toBe('The Oberoi Amarvilas, Agra');
    expect(new URL(links.google).searchParams.get('api')).toBe('1');
  });

  it('links only stays that name a hotel', () => {
    expect(namedHotel('The Oberoi Amarvilas, Agra')).toBe('The Oberoi Amarvilas, Agra');
    expect(namedHotel("Dwarika's Hotel, Kathmandu")).toBe("Dwarika's Hotel, Kathmandu");
    for (const stay of ['Departure', 'Private camp, Jele Dzong', 'Private camp near Jili Dzong', 'Best available teahouse lodge, Deurali', '  ']) expect(namedHotel(stay), stay).toBeUndefined();
  });
});
