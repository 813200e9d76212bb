/**
 * Shorter path data for the drawn maps' outlines: d3's absolute moves and lines, rounded to a tenth
 * of a unit, written as relative steps ('M465.3,465.1L463.7,467' -> 'm465.3 465.1-1.6 1.9'), with
 * h/v for level and plumb steps. Each step is the difference of two rounded points, so it is exact
 * to the tenth and the outline lands on the very points d3 gave: the same drawing in about two
 * thirds of the bytes, in every page that inlines a map and in every map file (all precached).
 */

/** A tenth-rounded number as short as SVG reads it ('-0.5' -> '-.5', '-0' -> '0'). */
function short(n: number): string {
  const s = String(Math.round(n * 10) / 10);
  return s === '-0' ? '0' : s.replace(/^(-?)0\./, '$1.');
}

/**
 * `d` as relative steps, if it is only absolute M, L and Z with numbers (what geoPath draws for
 * lines and polygons); anything else is returned as it is.
 */
export function relativePathData(d: string): string {
  if (!/^[MLZ\d.,\s-]*$/.test(d)) return d;
  const tenth = (n: number) => Math.round(n * 10);
  let out = '';
  // The command written last: a repeated command need not be written again, and after a move the
  // pairs that follow are lines.
  let last = '';
  // The previous number was written with a point: a next number starting with '.' needs no space.
  let pointed = false;
  const write = (command: string, numbers: readonly number[]) => {
    if (command !== last) {
      out += command;
      pointed = false;
    }
    for (const n of numbers) {
      const s = short(n);
      const joined = command !== last || s.startsWith('-') || (s.startsWith('.') && pointed);
      out += joined ? s : ` ${s}`;
      last = command;
      pointed = s.includes('.');
    }
    last = command === 'm' ? 'l' : command;
  };
  // Positions in tenths, so the steps are whole numbers of tenths.
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      last = 'z';
      x = startX;
      y = startY;
      continue;
    }
    const [ax, ay] = args!.split(/[\s,]+/).filter(Boolean).map((n) => tenth(Number(n)));
    if (ax === undefined || ay === undefined || !Number.isFinite(ax) || !Number.isFinite(ay)) return d;
    const dx = (ax - x) / 10;
    const dy = (ay - y) / 10;
    if (command === 'M') {
      write('m', [dx, dy]);
      startX = ax;
      startY = ay;
    } else if (dy === 0) write('h', [dx]);
    else if (dx === 0) write('v', [dy]);
    else write('l', [dx, dy]);
    x = ax;
    y = ay;
  }
  return out;
}
