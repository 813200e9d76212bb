/**
 * The maps' outlines as relative steps (src/build-time/maps/pathData.ts): the same points as d3's
 * absolute path, in fewer bytes.
 */
import { describe, expect, it } from 'vitest';
import { relativePathData } from '../../src/build-time/maps/pathData';

/** The points a path visits, as SVG reads it: every command, absolute or relative, to absolute x,y. */
function points(d: string): [number, number][] {
  const tokens = d.match(/[MLHVZmlhvz]|-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? [];
  const out: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!;
    const num = () => Number(tokens[i++]);
    const relative = command === command.toLowerCase();
    switch (command.toLowerCase()) {
      case 'z':
        x = startX;
        y = startY;
        out.push([x, y]);
        continue;
      case 'm':
      case 'l': {
        const [nx, ny] = [num(), num()];
        [x, y] = relative ? [x + nx, y + ny] : [nx, ny];
        if (command.toLowerCase() === 'm') {
          [startX, startY] = [x, y];
          // Pairs after a move are lines.
          command = relative ? 'l' : 'L';
        }
        break;
      }
      case 'h':
        x = relative ? x + num() : num();
        break;
      case 'v':
        y = relative ? y + num() : num();
        break;
      default:
        throw new Error(`unexpected ${command}`);
    }
    out.push([x, y]);
  }
  return out;
}

const close = (a: [number, number][], b: [number, number][]) => a.length === b.length && a.every(([x, y], i) => Math.abs(x - b[i]![0]) < 1e-6 && Math.abs(y - b[i]![1]) < 1e-6);

describe("a drawn map's outline as relative steps", () => {
  it('visits the very points of the absolute path, across subpaths, with h and v for level and plumb steps', () => {
    const d = 'M465.3,465.1L463.7,467L463.2,464.8L463.8,461.8ZM480,422.9L477.9,426.3L477.9,430L470,430L480,422.9ZM0.5,-0.5L-0.5,0.5Z';
    const relative = relativePathData(d);
    expect(relative).toBe('m465.3 465.1-1.6 1.9-.5-2.2.6-3zm14.7-42.2-2.1 3.4v3.7h-7.9l10-7.1zm-479.5-423.4-1 1z');
    expect(close(points(relative), points(d))).toBe(true);
  });

  it('separates numbers only where SVG needs it', () => {
    expect(relativePathData('M0,0L0.5,0.5L1,1')).toBe('m0 0 .5.5.5.5');
    expect(relativePathData('M10,10L9.5,9.5')).toBe('m10 10-.5-.5');
  });

  it('leaves any other path as it is', () => {
    for (const d of ['M0,0A4.5,4.5 0 1,1 0,-9Z', 'M1 2C3 4 5 6 7 8', '']) expect(relativePathData(d)).toBe(d);
  });

  it('keeps a long real outline to its points in about two thirds of the bytes', () => {
    let x = 300;
    let y = 200;
    const parts = ['M300,200'];
    // A coastline-like walk of tenth-rounded points, as d3 writes them.
    for (let i = 0; i < 500; i++) {
      x = Math.round((x + Math.sin(i) * 3.7) * 10) / 10;
      y = Math.round((y + Math.cos(i * 1.3) * 2.9) * 10) / 10;
      parts.push(`L${x},${y}`);
    }
    const d = `${parts.join('')}Z`;
    const relative = relativePathData(d);
    expect(close(points(relative), points(d))).toBe(true);
    expect(relative.length).toBeLessThan(d.length * 0.7);
  });
});
