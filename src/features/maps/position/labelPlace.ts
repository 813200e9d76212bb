/**
 * Where "You are here" goes beside the mark: right, left, above or below, whichever stays on the
 * map and covers the least of what is drawn there (the labels and markers, measured on the page).
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LabelPlace {
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

/** "You are here" at 15 px bold in system-ui, a little generous. */
export const LABEL_WIDTH = 100;
export const LABEL_HEIGHT = 18;
const GAP = 20;

const overlap = (a: Rect, b: Rect) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

export function placeLabel([x, y]: readonly [number, number], obstacles: readonly Rect[], frame: { width: number; height: number }): LabelPlace {
  const w = LABEL_WIDTH;
  const h = LABEL_HEIGHT;
  const candidates: { place: LabelPlace; box: Rect }[] = [
    { place: { x: x + GAP, y, anchor: 'start' }, box: { x: x + GAP, y: y - h / 2, width: w, height: h } },
    { place: { x: x - GAP, y, anchor: 'end' }, box: { x: x - GAP - w, y: y - h / 2, width: w, height: h } },
    { place: { x, y: y - GAP - h / 2 + 4, anchor: 'middle' }, box: { x: x - w / 2, y: y - GAP - h + 4, width: w, height: h } },
    { place: { x, y: y + GAP + h / 2 - 4, anchor: 'middle' }, box: { x: x - w / 2, y: y + GAP - 4, width: w, height: h } },
  ];
  // Off the map costs far more than covering a name.
  const map: Rect = { x: 2, y: 2, width: frame.width - 4, height: frame.height - 4 };
  const outside = (b: Rect) => b.width * b.height - overlap(b, map);
  let best = candidates[0]!;
  let bestCost = Infinity;
  for (const c of candidates) {
    const cost = obstacles.reduce((sum, o) => sum + overlap(c.box, o), 0) + 100 * outside(c.box);
    if (cost < bestCost) {
      best = c;
      bestCost = cost;
    }
  }
  return best.place;
}
