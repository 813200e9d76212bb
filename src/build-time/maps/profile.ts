/**
 * The altitude profile of a journey with a night above 2,500 m (build time only): each night's
 * sleeping elevation from the catalogue's sourced figures, night by night, with the 1,000 m lines,
 * the 3,000 m line from which the acclimatisation rule counts, and the highest night named. A night
 * without a figure breaks the line and is marked '?'. One <svg role="img"> whose name reads the
 * profile out, night by night.
 */
import { formatElevation, nightElevations, sleepsHigh } from '../../content/elevations';
import type { Itinerary } from '../../content/types';
import { mapId } from '../../config/mapFiles';
import { MAP_WIDTH, PROFILE_HEIGHT } from '../../features/maps/frames';
import { escapeMarkup } from '../../lib/escape';
import { palette } from '../../theme/palette';

const M = { top: 30, right: 18, bottom: 34, left: 58 };
const RULE_LINE_M = 3000;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The altitude profiles' styles: in each file, and in the site stylesheet for the pages inlining one (maps.ts). */
export const PROFILE_STYLE = `
.ap{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.ap .bg{fill:${palette.ivory}}
.ap .grid{stroke:${palette.jade[100]};stroke-width:1}
.ap .rule{stroke:${palette.brass[600]};stroke-width:1.2;stroke-dasharray:5 4}
.ap .ax{font-size:11px;fill:${palette.jade[800]}}
.ap .rl{font-size:11px;fill:${palette.brass[700]};font-weight:600}
.ap .area{fill:${palette.jade[100]}}
.ap .line{fill:none;stroke:${palette.jade[700]};stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}
.ap .pt{fill:${palette.jade[700]};stroke:#fff;stroke-width:1.2}
.ap .top{fill:${palette.brass[500]};stroke:${palette.ink};stroke-width:1.2}
.ap .q{font-size:12px;font-weight:700;fill:${palette.brass[700]};text-anchor:middle}
.ap .lbl{font-size:13px;font-weight:600;fill:${palette.ink};paint-order:stroke;stroke:${palette.ivory};stroke-width:3px;stroke-linejoin:round}
`.replace(/\n/g, '');

export function profileLabel(it: Pick<Itinerary, 'stops'>): string {
  const nights = nightElevations(it.stops).map((n) => `night ${n.night} ${n.stop.name} ${n.elevation ? formatElevation(n.elevation) : 'no figure'}`);
  return `Altitude profile: ${nights.join(', ')}`;
}

/** The profile of a journey that sleeps above 2,500 m; undefined for one that does not. */
export function drawAltitudeProfile(it: Pick<Itinerary, 'id' | 'stops'>): { id: string; svg: string } | undefined {
  if (!sleepsHigh(it.stops)) return undefined;
  const nights = nightElevations(it.stops);
  const known = nights.flatMap((n) => (n.elevation ? [n.elevation.metres] : []));
  const top = Math.max(RULE_LINE_M + 500, Math.ceil(Math.max(...known) / 1000) * 1000);
  const w = MAP_WIDTH - M.left - M.right;
  const h = PROFILE_HEIGHT - M.top - M.bottom;
  const x = (night: number) => r1(M.left + (nights.length === 1 ? w / 2 : ((night - 1) / (nights.length - 1)) * w));
  const y = (metres: number) => r1(M.top + h - (metres / top) * h);
  const base = y(0);

  const parts: string[] = [`<rect class="bg" width="${MAP_WIDTH}" height="${PROFILE_HEIGHT}"/>`];
  for (let metres = 0; metres <= top; metres += 1000) {
    parts.push(`<line class="grid" x1="${M.left}" x2="${MAP_WIDTH - M.right}" y1="${y(metres)}" y2="${y(metres)}"/>`);
    parts.push(`<text class="ax" x="${M.left - 6}" y="${y(metres) + 4}" text-anchor="end">${metres.toLocaleString('en-GB')} m</text>`);
  }
  parts.push(`<line class="rule" x1="${M.left}" x2="${MAP_WIDTH - M.right}" y1="${y(RULE_LINE_M)}" y2="${y(RULE_LINE_M)}"/>`);
  parts.push(`<text class="rl" x="${MAP_WIDTH - M.right}" y="${y(RULE_LINE_M) - 5}" text-anchor="end">3,000 m: acclimatise</text>`);

  // Runs of nights with figures: each drawn as a shaded area under a line; a night without one breaks it.
  const runs: { night: number; metres: number }[][] = [[]];
  for (const n of nights) {
    if (n.elevation) runs[runs.length - 1]!.push({ night: n.night, metres: n.elevation.metres });
    else if (runs[runs.length - 1]!.length) runs.push([]);
  }
  for (const run of runs.filter((r) => r.length)) {
    const points = run.map((p) => `${x(p.night)},${y(p.metres)}`).join(' ');
    parts.push(`<polygon class="area" points="${x(run[0]!.night)},${base} ${points} ${x(run[run.length - 1]!.night)},${base}"/>`);
    parts.push(`<polyline class="line" points="${points}"/>`);
  }
  const highest = nights.reduce<(typeof nights)[number] | undefined>((best, n) => (n.elevation && (!best || n.elevation.metres > best.elevation!.metres) ? n : best), undefined)!;
  for (const n of nights) {
    if (n.elevation) parts.push(`<circle class="${n === highest ? 'top' : 'pt'}" cx="${x(n.night)}" cy="${y(n.elevation.metres)}" r="${n === highest ? 5 : 3.5}"/>`);
    else parts.push(`<text class="q" x="${x(n.night)}" y="${base - 6}">?</text>`);
  }
  // The nights' numbers along the foot, every one when they fit, else every other.
  const every = nights.length > 16 ? 2 : 1;
  for (const n of nights) if ((n.night - 1) % every === 0) parts.push(`<text class="ax" x="${x(n.night)}" y="${base + 16}" text-anchor="middle">${n.night}</text>`);
  parts.push(`<text class="ax" x="${M.left + w / 2}" y="${PROFILE_HEIGHT - 4}" text-anchor="middle">Night</text>`);
  // The highest night's name, kept inside the frame.
  const label = `${highest.stop.name}, ${formatElevation(highest.elevation!)}`;
  const hx = x(highest.night);
  const anchor = hx < M.left + w * 0.25 ? 'start' : hx > M.left + w * 0.75 ? 'end' : 'middle';
  parts.push(`<text class="lbl" x="${hx}" y="${y(highest.elevation!.metres) - 10}" text-anchor="${anchor}">${escapeMarkup(label)}</text>`);

  const attrs = `role="img" aria-label="${escapeMarkup(profileLabel(it))}" width="${MAP_WIDTH}" height="${PROFILE_HEIGHT}"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" class="ap" viewBox="0 0 ${MAP_WIDTH} ${PROFILE_HEIGHT}" ${attrs}><style>${PROFILE_STYLE}</style>${parts.join('')}</svg>`;
  return { id: mapId.profile(it.id), svg };
}
