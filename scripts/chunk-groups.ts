/**
 * The browser bundle's chunk groups, derived from what first visits were measured to fetch
 * (visit-ledger.json, written by scripts/visit-ledger.mjs) rather than written by hand.
 *
 * The ledger holds the probe build's chunks (the bundler's own split, with no groups: each chunk
 * holds the modules that exactly the same entries reach) and, for every pre-rendered page and the
 * bench's devices with data, which of those chunks the page started with (its entry and preloads)
 * and which else its first visit fetched until the network was quiet. A chunk is needed at a set of
 * moments (a page's start, a page's visit); merging two chunks saves a file at every moment both
 * are needed at and costs the other's bytes where only one was, and the bytes of what the other
 * imports. The loads on demand count too (the chunks behind an import(): a tap's code, an island
 * the census did not see, such as a wide screen's menus). Merges are made greedily, the most useful
 * first, while one gains; a merge never gives a page's start more than START_SLACK bytes in all,
 * nor a chunk holding a module a start rule names a moment it did not have.
 *
 * Only the merged chunks become groups; the rest the bundler splits as in the probe, and a module
 * the ledger does not know yet (new since it was written) too.
 */
import type { StartRule } from '../src/config/startRules.ts';

/**
 * The ledger as committed: the visits measured (a page's path, with a hash naming the device's data
 * where it has some), and the probe's chunks by key (their first module).
 */
export interface VisitLedger {
  readonly cases: readonly string[];
  readonly chunks: Readonly<Record<string, LedgerChunk>>;
}
export interface LedgerChunk {
  /** gzip bytes of the probe's file. */
  readonly gzip: number;
  /** The keys of the chunks it imports statically. */
  readonly imports: readonly string[];
  /** The keys of the chunks it imports on demand (an island, a tap's code). */
  readonly dynamicImports?: readonly string[];
  /** The visits that started with it (their entry script and preloads); `*`: every one. */
  readonly start?: readonly string[];
  /** The visits that fetched it after, until the network was quiet; `*`: every one. */
  readonly visit?: readonly string[];
  /** The app's entry (index.html's script): never merged. */
  readonly entry?: boolean;
  readonly modules: readonly string[];
}

/**
 * What a file and a byte cost (in bytes' worth), at a page's start, during its first visit (each
 * page template weighs 1 in all), and in a load on demand (each module loaded with import(), a tap's
 * or a device's island, weighs 1).
 */
export const WEIGHTS = { startFile: 1500, startByte: 2, visitFile: 1500, visitByte: 1, laterFile: 300, laterByte: 0.5 } as const;
/** The most bytes (gzip) merges may add to a page's start, in all. */
export const START_SLACK = 1536;

export interface Group {
  readonly name: string;
  readonly modules: readonly string[];
}

interface Unit {
  keys: string[];
  gzip: number;
  imports: Set<number>;
  /** Per moment: 2i the start of case i, 2i+1 its visit (a start clears the visit); then each load on demand. */
  moments: Uint8Array;
  entry: boolean;
  /**
   * Where a start rule keeps one of its modules out: per case, 1 its start, 2 its visit too (a
   * rule's default, start-up); then, for such a rule, no load on demand it did not have (one may be
   * an island that loads at start-up where the census did not look, as a wide screen's menus).
   */
  barred: Uint8Array;
  closed: boolean;
}

/**
 * A case's page template (its path's depth and first part; a device's data is a template of its
 * own): each template weighs 1 in all.
 */
function template(visit: string): string {
  const [path, device] = visit.split('#');
  const parts = path!.split(/[/?]/).filter(Boolean);
  return `${parts.length}:${parts[0] ?? ''}#${device ?? ''}`;
}

export function planGroups(ledger: VisitLedger, rules: readonly StartRule[] = [], { startSlack = START_SLACK } = {}): Group[] {
  const keys = Object.keys(ledger.chunks);
  const index = new Map(keys.map((k, i) => [k, i]));
  const cases = ledger.cases.map((name) => ({ case: name, start: [] as string[], visit: [] as string[] }));
  for (const k of keys) {
    const c = ledger.chunks[k]!;
    for (const phase of ['start', 'visit'] as const) {
      const list = c[phase] ?? [];
      for (const v of cases) if (list.includes('*') || list.includes(v.case)) v[phase].push(k);
    }
  }
  const n = cases.length;
  const perTemplate = new Map<string, number>();
  for (const c of cases) perTemplate.set(template(c.case), (perTemplate.get(template(c.case)) ?? 0) + 1);
  const weight = cases.map((c) => 1 / perTemplate.get(template(c.case))!);
  const totalWeight = weight.reduce((a, b) => a + b, 0);

  // The loads on demand: the chunks something imports with import(); each loads what it imports.
  const later = [...new Set(keys.flatMap((k) => ledger.chunks[k]!.dynamicImports ?? []))].filter((k) => index.has(k));
  const size = 2 * n + later.length;
  const units: (Unit | undefined)[] = keys.map((k) => {
    const c = ledger.chunks[k]!;
    return {
      keys: [k],
      gzip: c.gzip,
      imports: new Set(c.imports.map((i) => index.get(i)).filter((i): i is number => i !== undefined)),
      moments: new Uint8Array(size),
      entry: Boolean(c.entry),
      barred: new Uint8Array(n),
      closed: false,
    };
  });
  for (const u of units) {
    const modules = ledger.chunks[u!.keys[0]!]!.modules;
    for (const r of rules) {
      if (!modules.some((m) => r.module.test(m))) continue;
      if (r.during !== 'start') u!.closed = true;
      cases.forEach((c, i) => {
        if (!r.pages || r.pages.test(c.case.split('#')[0]!)) u!.barred[i]! |= r.during === 'start' ? 1 : 3;
      });
    }
  }
  cases.forEach((c, i) => {
    for (const k of c.visit) if (index.has(k)) units[index.get(k)!]!.moments[2 * i + 1] = 1;
    for (const k of c.start) if (index.has(k)) units[index.get(k)!]!.moments[2 * i] = 1;
  });
  later.forEach((k, j) => (units[index.get(k)!]!.moments[2 * n + j] = 1));
  // A load on demand that a measured visit made is weighed there; the others here.
  const measured = new Set(cases.flatMap((c) => [...c.start, ...c.visit]));
  const laterWeight = later.map((k) => (measured.has(k) ? 0 : 1));
  const normalise = (m: Uint8Array) => {
    for (let i = 0; i < n; i++) if (m[2 * i]) m[2 * i + 1] = 0;
    return m;
  };
  // What a chunk imports is fetched with it: its moments include its importers'.
  const closure = (from: Iterable<number>, skip: ReadonlySet<number>) => {
    const seen = new Set<number>();
    const queue = [...from];
    while (queue.length) {
      const u = queue.pop()!;
      if (seen.has(u) || skip.has(u) || !units[u]) continue;
      seen.add(u);
      queue.push(...units[u]!.imports);
    }
    return seen;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const u of units) {
      for (const v of u!.imports) {
        const t = units[v]!;
        for (let j = 0; j < size; j++)
          if (u!.moments[j] && !t.moments[j] && !(j < 2 * n && j % 2 === 1 && t.moments[j - 1])) {
            t.moments[j] = 1;
            changed = true;
          }
        normalise(t.moments);
      }
    }
  }

  const cost = (gzip: number, m: Uint8Array) => {
    let c = 0;
    for (let i = 0; i < n; i++) {
      if (m[2 * i]) c += weight[i]! * (WEIGHTS.startFile + WEIGHTS.startByte * gzip);
      else if (m[2 * i + 1]) c += weight[i]! * (WEIGHTS.visitFile + WEIGHTS.visitByte * gzip);
    }
    // A load on demand finds the chunk already there on the pages whose first visit fetched it: it
    // costs in the share of the pages that did not.
    let loaded = 0;
    for (let i = 0; i < n; i++) if (m[2 * i] || m[2 * i + 1]) loaded += weight[i]!;
    const missing = 1 - loaded / totalWeight;
    if (missing > 0) for (let j = 2 * n; j < size; j++) if (m[j]) c += missing * laterWeight[j - 2 * n]! * (WEIGHTS.laterFile + WEIGHTS.laterByte * gzip);
    return c;
  };
  const union = (a: Uint8Array, b: Uint8Array) => {
    const m = new Uint8Array(a.length);
    for (let j = 0; j < m.length; j++) m[j] = a[j]! | b[j]!;
    return normalise(m);
  };
  const startAdded = new Float64Array(n);
  const shares = (a: Unit, b: Unit) => {
    // Both fetched by one visit (at its start or after), or by one load on demand.
    for (let i = 0; i < n; i++) if ((a.moments[2 * i] || a.moments[2 * i + 1]) && (b.moments[2 * i] || b.moments[2 * i + 1])) return true;
    for (let j = 2 * n; j < size; j++) if (a.moments[j] && b.moments[j]) return true;
    return false;
  };

  /** The gain of merging a and b (negative: worth it), or undefined when a rule forbids it. */
  const evaluate = (ai: number, bi: number): number | undefined => {
    const a = units[ai]!;
    const b = units[bi]!;
    const merged = union(a.moments, b.moments);
    const added = new Float64Array(n);
    // False when u may not gain a moment of m; else counts what m adds to pages' starts.
    const startGain = (u: Unit, m: Uint8Array) => {
      for (let j = 0; j < size; j++) {
        if (!m[j] || u.moments[j]) continue;
        if (j < 2 * n && j % 2 === 1 && u.moments[j - 1]) continue;
        if (j < 2 * n ? u.barred[j >> 1]! & (j % 2 === 0 ? 1 : 2) : u.closed) return false;
        if (j < 2 * n && j % 2 === 0) added[j / 2] = added[j / 2]! + u.gzip;
      }
      return true;
    };
    if (!startGain(a, merged) || !startGain(b, merged)) return undefined;
    let delta = cost(a.gzip + b.gzip, merged) - cost(a.gzip, a.moments) - cost(b.gzip, b.moments);
    for (const xi of closure([...a.imports, ...b.imports], new Set([ai, bi]))) {
      const x = units[xi]!;
      const m = union(x.moments, merged);
      if (!startGain(x, m)) return undefined;
      delta += cost(x.gzip, m) - cost(x.gzip, x.moments);
    }
    for (let i = 0; i < n; i++) if (added[i]! > 0 && startAdded[i]! + added[i]! > startSlack) return undefined;
    return delta;
  };

  const merge = (ai: number, bi: number) => {
    const a = units[ai]!;
    const b = units[bi]!;
    const merged = union(a.moments, b.moments);
    for (let i = 0; i < n; i++) {
      if (merged[2 * i] && !a.moments[2 * i]) startAdded[i] = startAdded[i]! + a.gzip;
      if (merged[2 * i] && !b.moments[2 * i]) startAdded[i] = startAdded[i]! + b.gzip;
    }
    for (const xi of closure([...a.imports, ...b.imports], new Set([ai, bi]))) {
      const x = units[xi]!;
      const m = union(x.moments, merged);
      for (let i = 0; i < n; i++) if (m[2 * i] && !x.moments[2 * i]) startAdded[i] = startAdded[i]! + x.gzip;
      x.moments = m;
    }
    const imports = new Set([...a.imports, ...b.imports]);
    imports.delete(ai);
    imports.delete(bi);
    const barred = a.barred.map((x, i) => x | b.barred[i]!);
    units[ai] = { keys: [...a.keys, ...b.keys], gzip: a.gzip + b.gzip, imports, moments: merged, entry: false, barred, closed: a.closed || b.closed };
    units[bi] = undefined;
    for (const u of units) if (u?.imports.delete(bi)) u.imports.add(ai);
    units[ai]!.imports.delete(ai);
  };

  // Greedy, lazily re-evaluated: take the best pair, evaluate it again (merges since may have
  // changed it), merge it if it is still the best.
  type Pair = { a: number; b: number; delta: number };
  const heap: Pair[] = [];
  const push = (p: Pair) => {
    heap.push(p);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.delta <= heap[i]!.delta) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const pop = () => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]!.delta < heap[m]!.delta) m = l;
        if (r < heap.length && heap[r]!.delta < heap[m]!.delta) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  const candidates = (ai: number) => {
    for (let bi = 0; bi < units.length; bi++) {
      if (bi === ai || !units[bi] || units[bi]!.entry || !shares(units[ai]!, units[bi]!)) continue;
      const delta = evaluate(Math.min(ai, bi), Math.max(ai, bi));
      if (delta !== undefined && delta < 0) push({ a: Math.min(ai, bi), b: Math.max(ai, bi), delta });
    }
  };
  for (let ai = 0; ai < units.length; ai++) {
    if (!units[ai] || units[ai]!.entry) continue;
    for (let bi = ai + 1; bi < units.length; bi++) {
      if (!units[bi] || units[bi]!.entry || !shares(units[ai]!, units[bi]!)) continue;
      const delta = evaluate(ai, bi);
      if (delta !== undefined && delta < 0) push({ a: ai, b: bi, delta });
    }
  }
  while (heap.length) {
    const best = pop();
    if (!units[best.a] || !units[best.b]) continue;
    const delta = evaluate(best.a, best.b);
    if (delta === undefined || delta >= 0) continue;
    if (heap.length && delta > heap[0]!.delta + 1e-9) {
      push({ ...best, delta });
      continue;
    }
    merge(best.a, best.b);
    candidates(best.a);
  }

  // Groups: the merged units, named after their largest chunk's first module of ours.
  const names = new Set<string>();
  const groups: Group[] = [];
  for (const u of units) {
    if (!u || u.keys.length < 2) continue;
    const largest = [...u.keys].sort((x, y) => ledger.chunks[y]!.gzip - ledger.chunks[x]!.gzip)[0]!;
    const modules = u.keys.flatMap((k) => ledger.chunks[k]!.modules);
    const ours = ledger.chunks[largest]!.modules.find((m) => m.startsWith('src/')) ?? modules.find((m) => m.startsWith('src/')) ?? largest;
    const base = (/([\w-]+)(?:\.[\w]+)*$/.exec(ours.replace(/\?.*$/, ''))?.[1] ?? 'group').replace(/[^\w-]/g, '');
    let name = base;
    for (let i = 2; names.has(name); i++) name = `${base}${i}`;
    names.add(name);
    groups.push({ name, modules: [...modules].sort() });
  }
  return groups;
}
