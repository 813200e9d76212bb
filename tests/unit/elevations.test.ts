/**
 * The elevations: every place and every stop where a night is spent has one, with its source (an
 * https or http page, its words giving the figure) checked within 12 months of now (the build),
 * unless it is listed as awaiting a source; and that list names only keys the catalogue uses and
 * has no figure for.
 */
import { describe, expect, it } from 'vitest';
import { AWAITING_SOURCE, elevationOfPlace, elevationOfStop, formatElevation, placeElevations, stopElevations, stopKey, type Elevation } from '../../src/content/elevations';
import { loadFullCatalogue } from '../../src/content/details';
import { SOURCE_WORDS } from '../../src/content/sourceWords';
import { placeRef } from '../../src/content/places';
import { daysBetween, isIsoDate } from '../../src/trip/dates';
import { todayIso } from '../../src/lib/today';

const catalogue = await loadFullCatalogue();
const placeKeys = catalogue.destinations.map(placeRef);
const stopKeys = [...new Set(catalogue.itineraries.flatMap((it) => it.stops.map(stopKey)))];
const awaiting = new Set(AWAITING_SOURCE);

function expectSourced(e: Elevation, what: string) {
  expect(Number.isInteger(e.metres), what).toBe(true);
  // The four countries lie between the sea and the highest nights of the treks (under 5,500 m).
  expect(e.metres, what).toBeGreaterThanOrEqual(0);
  expect(e.toMetres ?? e.metres, what).toBeLessThan(5500);
  if (e.toMetres !== undefined) expect(e.toMetres, what).toBeGreaterThan(e.metres);
  expect(new URL(e.source.url).protocol, what).toMatch(/^https?:$/);
  expect(e.source.publisher.length, what).toBeGreaterThan(3);
  // The source's own words giving the figure: a number, or sea level.
  expect(SOURCE_WORDS[e.source.url], `${what}: ${e.source.publisher} quotes no figure`).toMatch(/\d|sea level/i);
  expect(isIsoDate(e.checkedOn), `${what}: ${e.checkedOn}`).toBe(true);
  const age = daysBetween(e.checkedOn, todayIso());
  expect(age, `${what} checked ${e.checkedOn}`).toBeLessThanOrEqual(365);
  expect(age, `${what} checked ${e.checkedOn}`).toBeGreaterThanOrEqual(0);
}

describe('elevations', () => {
  it.each(placeKeys)('place %s has a sourced elevation, or is listed as awaiting one', (ref) => {
    const e = elevationOfPlace(ref);
    if (e) expectSourced(e, ref);
    else expect(awaiting.has(ref), `${ref} has no elevation and is not listed in AWAITING_SOURCE`).toBe(true);
  });

  it.each(stopKeys)('stop %s has a sourced elevation, or is listed as awaiting one', (key) => {
    const [country, ...name] = key.split('/');
    const e = elevationOfStop({ country: country as 'india', name: name.join('/') });
    if (e) expectSourced(e, key);
    else expect(awaiting.has(key), `${key} has no elevation and is not listed in AWAITING_SOURCE`).toBe(true);
  });

  it('lists as awaiting only keys the catalogue uses and has no figure for', () => {
    for (const key of AWAITING_SOURCE) {
      expect([...placeKeys, ...stopKeys], key).toContain(key);
      expect(elevationOfPlace(key) ?? stopElevations[key], `${key} has a figure: take it off AWAITING_SOURCE`).toBeUndefined();
    }
  });

  it('has no figure for a place or stop the catalogue does not have (a renamed stop would lose its figure)', () => {
    for (const ref of Object.keys(placeElevations)) expect(placeKeys, ref).toContain(ref);
    for (const key of Object.keys(stopElevations)) expect(stopKeys, key).toContain(key);
  });

  it('the figures the brief asked for: the airports flown into, and the highest camps', () => {
    expect(elevationOfPlace('india/ladakh')?.metres).toBe(3520);
    expect(elevationOfStop({ country: 'nepal', name: 'Lukla' })?.metres).toBe(2845);
    expect(elevationOfStop({ country: 'bhutan', name: 'Paro' })?.metres).toBe(2225);
    expect(elevationOfStop({ country: 'nepal', name: 'Annapurna Base Camp' })?.metres).toBe(4130);
    expect(elevationOfStop({ country: 'bhutan', name: 'Simkotra Tsho' })?.metres).toBe(4110);
  });

  it('shows a figure as the page does', () => {
    expect(formatElevation({ metres: 3520 })).toBe('3,520 m');
    expect(formatElevation({ metres: 600, toMetres: 900 })).toBe('600–900 m');
    expect(formatElevation({ metres: 1500, approx: true })).toBe('about 1,500 m');
    expect(formatElevation({ metres: 0 })).toBe('sea level');
  });
});
