/** Every itinerary's route stops: nights that match its days, regions and places that agree. */
import { describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../src/content/details';
import { getDestination } from '../../src/content/places';
import { stopOfEachDay } from '../../src/content/stops';
import { durationDays } from '../../src/content/trips';
import { climateRegions } from '../../src/content/seasons';
import type { Coordinates } from '../../src/content/types';

const catalogue = await loadFullCatalogue();

/** Great-circle distance in km. */
function km(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe.each(catalogue.itineraries.map((it) => [it.id, it] as const))('%s', (_id, trip) => {
  it('has stops whose nights add up to its days less one', () => {
    expect(trip.stops.length).toBeGreaterThan(0);
    expect(trip.stops.reduce((n, s) => n + s.nights, 0)).toBe(durationDays(trip.duration) - 1);
    for (const s of trip.stops.slice(0, -1)) expect(s.nights, s.name).toBeGreaterThan(0);
  });

  it('names how each stop after the first is reached, and flies the long legs', () => {
    expect(trip.stops[0]!.arrival).toBeUndefined();
    for (let i = 1; i < trip.stops.length; i++) {
      const [from, to] = [trip.stops[i - 1]!, trip.stops[i]!];
      expect(to.arrival, to.name).toBeDefined();
      if (km(from.coordinates, to.coordinates) > 700) expect(['flight', 'rail'], `${from.name} -> ${to.name}`).toContain(to.arrival);
    }
  });

  it("stays in its own countries, in regions of those countries, and agrees with its places' pages", () => {
    for (const s of trip.stops) {
      if (trip.group !== 'multi-country') expect(s.country, s.name).toBe(trip.group);
      expect(climateRegions.find((r) => r.id === s.region)?.country, `${s.name} region`).toBe(s.country);
      expect(s.coordinates.lat).toBeGreaterThan(5);
      expect(s.coordinates.lat).toBeLessThan(36);
      expect(s.coordinates.lng).toBeGreaterThan(68);
      expect(s.coordinates.lng).toBeLessThan(93);
      if (s.place) {
        const [country, slug] = s.place.split('/') as [string, string];
        const place = getDestination(country, slug);
        expect(place, s.place).toBeDefined();
        expect(place!.region, s.name).toBe(s.region);
        expect(km(s.coordinates, catalogue.destinations.find((d) => d.slug === slug && d.country === country)!.coordinates), s.name).toBeLessThan(150);
      }
    }
  });

  it("visits every catalogue place it lists, and each day's stay is at that day's stop", () => {
    for (const ref of trip.places) expect(trip.stops.map((s) => s.place), ref).toContain(ref);
    const dayStops = stopOfEachDay(trip.stops, trip.days);
    expect(dayStops).toHaveLength(trip.days.length);
  });
});
