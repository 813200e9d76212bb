/**
 * The emergency numbers: every country has police, ambulance and fire, each number dials (digits),
 * names its source (an https or http page) and was checked within 12 months of now (the build).
 */
import { describe, expect, it } from 'vitest';
import { countries } from '../../src/content/countries';
import { checkedMonth } from '../../src/content/checked';
import { emergencyNumbers, emergencyOf } from '../../src/content/emergency';
import { isIsoDate, daysBetween } from '../../src/features/journeys/dates';
import { todayIso } from '../../src/lib/today';

describe('emergency numbers', () => {
  it('covers every country of the catalogue', () => {
    expect(emergencyNumbers.map((c) => c.country).sort()).toEqual(countries.map((c) => c.slug).sort());
  });

  for (const { country, numbers } of emergencyNumbers) {
    it(`${country}: police, ambulance and fire, each with its source and a check within 12 months`, () => {
      const services = numbers.map((n) => n.service);
      for (const needed of ['police', 'ambulance', 'fire'] as const) expect(services, `${country} lacks ${needed}`).toContain(needed);
      const today = todayIso();
      for (const n of numbers) {
        expect(n.number).toMatch(/^\d{3,5}$/);
        expect(new URL(n.source.url).protocol).toMatch(/^https?:$/);
        expect(n.source.publisher.length).toBeGreaterThan(3);
        expect(isIsoDate(n.checkedOn), n.checkedOn).toBe(true);
        expect(daysBetween(n.checkedOn, today), `${country} ${n.service} checked ${n.checkedOn}`).toBeLessThanOrEqual(365);
        expect(daysBetween(n.checkedOn, today)).toBeGreaterThanOrEqual(0);
      }
    });
  }

  it('the figures the brief asked to verify', () => {
    const dial = (country: string, service: string) => emergencyOf(country)!.numbers.find((n) => n.service === service)?.number;
    expect(['police', 'ambulance', 'fire'].map((s) => dial('india', s))).toEqual(['112', '112', '112']);
    expect(['police', 'tourist-police', 'ambulance', 'fire'].map((s) => dial('nepal', s))).toEqual(['100', '1144', '102', '101']);
    expect(['police', 'ambulance', 'fire'].map((s) => dial('sri-lanka', s))).toEqual(['119', '1990', '110']);
    expect(['police', 'ambulance', 'fire'].map((s) => dial('bhutan', s))).toEqual(['113', '112', '110']);
  });

  it('shows a check as its month', () => {
    expect(checkedMonth('2026-11-26')).toBe('November 2026');
  });
});
