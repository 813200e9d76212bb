/**
 * The month-by-month climate of every region the catalogue's places belong to: average highs and
 * lows, rainfall, how good each month is for travel, and notes (festivals, closures, seasons).
 * Each region names the climate normals its figures come from.
 */
import type { ClimateRegion, ClimateRegionId, CountrySlug } from '../types';
import { bhutanClimate } from './bhutan';
import { indiaClimate } from './india';
import { nepalClimate } from './nepal';
import { sriLankaClimate } from './sri-lanka';

// A call marked pure rather than a spread, which bundlers keep as a possible side effect: a chunk
// that imports this module without using the data then carries none of it.
export const climateRegions: readonly ClimateRegion[] = /* @__PURE__ */ [indiaClimate, nepalClimate, bhutanClimate, sriLankaClimate].flat();

export function getClimateRegion(id: ClimateRegionId): ClimateRegion | undefined {
  return climateRegions.find((r) => r.id === id);
}

export function climateOf(country: CountrySlug): readonly ClimateRegion[] {
  return climateRegions.filter((r) => r.country === country);
}
