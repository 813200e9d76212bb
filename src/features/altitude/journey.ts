/**
 * A journey's nights with their elevations (the catalogue's, sourced) and the acclimatisation rule
 * applied to them: what the itinerary page's altitude section and a dated plan's warnings read.
 */
import { nightElevations, type Elevation } from '../../content/elevations';
import type { RouteStop } from '../../content/types';
import { checkAcclimatisation, type AcclimatisationCheck, type NightAltitude } from './acclimatisation';

export interface JourneyNight extends NightAltitude {
  readonly stop: RouteStop;
  readonly elevation?: Elevation;
}

export interface JourneyAltitude {
  /** Night by night, in order: night n is spent at the end of day n. */
  readonly nights: readonly JourneyNight[];
  readonly check: AcclimatisationCheck<JourneyNight>;
}

/** Every night of the route, at its stop, with the way the stop was reached on its first night. */
export function nightsOf(stops: readonly RouteStop[]): JourneyNight[] {
  return nightElevations(stops).map(({ night, stop, elevation }, i, all) => ({
    night,
    name: stop.name,
    stop,
    ...(elevation ? { elevation, metres: elevation.metres } : {}),
    ...(stop.arrival && all[i - 1]?.stop !== stop ? { arrival: stop.arrival } : {}),
  }));
}

export function journeyAltitude(stops: readonly RouteStop[]): JourneyAltitude {
  const nights = nightsOf(stops);
  return { nights, check: checkAcclimatisation(nights) };
}
