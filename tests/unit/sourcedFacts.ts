/**
 * What every sourced fact must hold, for the tests of each kind (numbers, rules, elevations,
 * essentials): each source a page with a publisher and its own words quoted; two independent
 * sources (different sites) for the facts that need two; an authority's own page among them, or
 * the record saying why none could be read; a check within the last twelve months.
 */
import { expect } from 'vitest';
import type { FactSource } from '../../src/content/checked';
import { daysBetween, isIsoDate } from '../../src/trip/dates';
import { todayIso } from '../../src/lib/today';

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Each source names a page and quotes its words. */
export function expectQuoted(sources: readonly Pick<FactSource, 'publisher' | 'url' | 'quote'>[], what: string): void {
  expect(sources.length, what).toBeGreaterThan(0);
  for (const s of sources) {
    expect(new URL(s.url).protocol, `${what}: ${s.url}`).toMatch(/^https?:$/);
    expect(s.publisher.trim().length, what).toBeGreaterThan(3);
    expect(s.quote.trim().length, `${what}: ${s.publisher} quotes nothing`).toBeGreaterThanOrEqual(10);
  }
}

/** Two sources or more from different sites, one an authority's own unless `noOfficialSource` says why not. */
export function expectTwoIndependent(sources: readonly FactSource[], noOfficialSource: string | undefined, what: string): void {
  expectQuoted(sources, what);
  expect(sources.length, `${what}: one source only`).toBeGreaterThanOrEqual(2);
  expect(new Set(sources.map((s) => host(s.url))).size, `${what}: two sources from one site are not independent`).toBeGreaterThanOrEqual(2);
  if (!sources.some((s) => s.official)) expect(noOfficialSource?.length ?? 0, `${what}: no authority's page, and no reason why`).toBeGreaterThan(20);
}

/** A check date that is a date, not in the future, and within twelve months of now (the build). */
export function expectRecent(checkedOn: string, what: string): void {
  expect(isIsoDate(checkedOn), `${what}: ${checkedOn}`).toBe(true);
  const age = daysBetween(checkedOn, todayIso());
  expect(age, `${what}: checked ${checkedOn}, more than 12 months ago: read its sources again`).toBeLessThanOrEqual(365);
  expect(age, `${what}: checked ${checkedOn}, in the future`).toBeGreaterThanOrEqual(0);
}
