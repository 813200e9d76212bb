/**
 * An itinerary's route as GPX 1.1 (build time only), for navigation apps: every stop as a route
 * point in day order, with its name and nights, and as a waypoint too, because Organic Maps draws
 * a route (<rte>) as a line and shows only waypoints (<wpt>) with their names. Written to
 * /gpx/{itinerary}.gpx and precached, so "Download route (GPX)" works offline.
 */
import type { Itinerary } from '../../content/types';
import { paths } from '../../config/paths';
import { escapeMarkup } from '../../lib/escape';

function nights(n: number, last: boolean): string {
  if (n > 0) return `${n} night${n === 1 ? '' : 's'}`;
  return last ? 'journey ends' : 'en route';
}

/** "Stop 2 of 3 · 2 nights". */
export function stopDescription(index: number, count: number, stopNights: number): string {
  return `Stop ${index + 1} of ${count} · ${nights(stopNights, index === count - 1)}`;
}

function point(tag: 'wpt' | 'rtept', lat: number, lng: number, name: string, desc: string): string {
  return `<${tag} lat="${lat}" lon="${lng}"><name>${escapeMarkup(name)}</name><desc>${escapeMarkup(desc)}</desc></${tag}>`;
}

export function routeGpx(it: Pick<Itinerary, 'id' | 'title' | 'duration' | 'stops'>, siteUrl: string): string {
  const count = it.stops.length;
  const stops = it.stops.map((s, i) => ({ s, desc: stopDescription(i, count, s.nights) }));
  const link = escapeMarkup(siteUrl + paths.itinerary(it.id));
  const title = escapeMarkup(it.title);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Rasa Journeys" xmlns="http://www.topografix.com/GPX/1/1">',
    `<metadata><name>${title}</name><desc>${escapeMarkup(`${it.duration}: ${it.stops.map((s) => s.name).join(', ')}`)}</desc><link href="${link}"><text>${title}</text></link></metadata>`,
    ...stops.map(({ s, desc }) => point('wpt', s.coordinates.lat, s.coordinates.lng, s.name, desc)),
    `<rte><name>${title}</name>`,
    ...stops.map(({ s, desc }) => point('rtept', s.coordinates.lat, s.coordinates.lng, s.name, desc)),
    '</rte>',
    '</gpx>',
    '',
  ].join('\n');
}

/** Every itinerary's GPX file, by its site URL. */
export function routeGpxFiles(itineraries: readonly Itinerary[], siteUrl: string, url: (id: string) => string): Record<string, string> {
  return Object.fromEntries(itineraries.map((it) => [url(it.id), routeGpx(it, siteUrl)]));
}
