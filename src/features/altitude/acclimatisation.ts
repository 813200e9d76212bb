/**
 * The acclimatisation rule, applied to a journey's nights: above 3,000 m, sleep at most 500 m
 * higher each night and rest a day (a night no higher than the one before) for every 1,000 m
 * gained; after flying in to 3,000 m or more, spend 48 hours (the arrival night and the next) before
 * sleeping higher. Pure: elevations come with the nights.
 *
 * Where each part comes from (content/acclimatisation.ts, with the sources' words): the 500 m and
 * the rest day from the Wilderness Medical Society's guidelines; the 48 hours from the Ladakh
 * administration's rule for Leh (May 2022), not from the WMS or the CDC, applied here to any
 * flight to 3,000 m or more. How the wording is read: the gain that counts is the part of a
 * night's climb above 3,000 m, so a first night at 3,480 m after one at 2,225 m counts 480 m; a
 * flight to 3,000 m or more is governed by the 48-hour rule instead of the 500 m one; a night that
 * is not higher than the one before is a rest and starts the 1,000 m count again.
 */
import { formatMetres, HIGH_NIGHT_M } from '../../content/elevations';
import type { Transport } from '../../content/types';

/** A journey with a night above this gets the guidance. */
export const GUIDANCE_ABOVE_M = HIGH_NIGHT_M;
export const RULE_ABOVE_M = 3000;
export const MAX_NIGHTLY_GAIN_M = 500;
export const REST_EVERY_M = 1000;

export interface NightAltitude {
  /** The night's number, which is its day's number (night 1 is spent at the end of day 1). */
  readonly night: number;
  /** Where it is spent, as the page names it. */
  readonly name: string;
  /** Sleeping elevation in metres; undefined when the catalogue has no sourced figure. */
  readonly metres?: number;
  /** How the stop was reached, on its first night there; undefined on later nights and the first stop. */
  readonly arrival?: Transport;
}

export type RuleBreakKind = 'gain' | 'rest' | 'fly-in';

export interface RuleBreak {
  /** The night, and so the day, that breaks the rule. */
  readonly night: number;
  readonly kind: RuleBreakKind;
  /** One sentence for the page: 'Day 6: sleeps at ... 930 m higher than the night before ...'. */
  readonly text: string;
}

export interface AcclimatisationCheck<N extends NightAltitude = NightAltitude> {
  /** The highest night with a known elevation (the first of equals). */
  readonly highest?: N & { readonly metres: number };
  /** A night above 2,500 m: the journey gets the guidance. */
  readonly high: boolean;
  readonly breaks: readonly RuleBreak[];
  /** Nights above 3,000 m, or that may be, that could not be checked: their figure or the night before's is missing. */
  readonly unchecked: readonly number[];
}

const m = formatMetres;

/** The climb of a night above RULE_ABOVE_M: from the night before, or from 3,000 m if that was lower. */
const gainAboveRule = (from: number, to: number) => (to > RULE_ABOVE_M ? Math.max(0, to - Math.max(from, RULE_ABOVE_M)) : 0);

export function checkAcclimatisation<N extends NightAltitude>(nights: readonly N[]): AcclimatisationCheck<N> {
  const breaks: RuleBreak[] = [];
  const unchecked: number[] = [];
  /** Nights without a figure: unchecked too when the journey goes high (they may be above 3,000 m). */
  const noFigure: number[] = [];
  let highest: (N & { metres: number }) | undefined;
  /** Metres climbed above 3,000 m since the last rest; undefined while unknown (a night without a figure). */
  let sinceRest: number | undefined = 0;
  /** After a flight to 3,000 m or more: the night by which the traveller must not sleep higher, and where. */
  let hold: { readonly lastNight: number; readonly metres: number; readonly name: string } | undefined;

  nights.forEach((night, i) => {
    const before = nights[i - 1];
    if (night.metres !== undefined && (!highest || night.metres > highest.metres)) highest = { ...night, metres: night.metres };
    if (!before) return;
    const to = night.metres;
    const from = before.metres;
    if (to === undefined) {
      noFigure.push(night.night);
      sinceRest = undefined;
      return;
    }
    if (to < RULE_ABOVE_M) {
      sinceRest = 0;
      return;
    }
    if (from === undefined) {
      // Above 3,000 m after a night without a figure: neither the climb nor the count can be checked.
      unchecked.push(night.night);
      sinceRest = undefined;
      return;
    }
    const day = `Day ${night.night}`;
    const flownIn = night.arrival === 'flight';

    if (hold && night.night <= hold.lastNight && to > hold.metres) {
      breaks.push({
        night: night.night,
        kind: 'fly-in',
        text: `${day}: sleeps at ${night.name} (${m(to)}), higher than ${hold.name} (${m(hold.metres)}) within 48 hours of flying in; wait 48 hours before going higher.`,
      });
    }
    if (flownIn && to >= RULE_ABOVE_M) hold = { lastNight: night.night + 1, metres: to, name: night.name };

    const gain = gainAboveRule(from, to);
    if (gain > MAX_NIGHTLY_GAIN_M && !flownIn) {
      breaks.push({
        night: night.night,
        kind: 'gain',
        text: `${day}: sleeps at ${night.name} (${m(to)}), ${m(to - from)} higher than the night before; above 3,000 m, sleep at most 500 m higher each night.`,
      });
    }

    if (to <= from) {
      sinceRest = 0;
      return;
    }
    if (sinceRest === undefined) {
      unchecked.push(night.night);
      return;
    }
    sinceRest += gain;
    if (sinceRest > REST_EVERY_M) {
      breaks.push({
        night: night.night,
        kind: 'rest',
        text: `${day}: climbs to ${night.name} (${m(to)}) with no rest day after ${m(sinceRest)} gained above 3,000 m; rest a day for every 1,000 m.`,
      });
    }
  });

  const high = (highest?.metres ?? 0) > GUIDANCE_ABOVE_M;
  return { highest, high, breaks, unchecked: high ? [...noFigure, ...unchecked].sort((a, b) => a - b) : unchecked };
}
