/**
 * Altitude: the acclimatisation rule (acclimatisation.ts, pure) and a journey's nights with their
 * sourced elevations (journey.ts). The itinerary page's altitude section (AltitudeSection.tsx) is
 * an island the page declares by path; the dated plan (features/journeys/plan.ts) marks the days
 * that break the rule.
 */
export { checkAcclimatisation, GUIDANCE_ABOVE_M, MAX_NIGHTLY_GAIN_M, REST_EVERY_M, RULE_ABOVE_M } from './acclimatisation';
export type { AcclimatisationCheck, NightAltitude, RuleBreak, RuleBreakKind } from './acclimatisation';
export { journeyAltitude, nightsOf, type JourneyAltitude, type JourneyNight } from './journey';
export { AltitudeFirstSteps } from './AltitudeFirstSteps';
