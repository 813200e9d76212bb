/**
 * In the server build only: names each island's module in its options, so the pre-renderer knows
 * which islands a page renders and can list their chunks for the browser to fetch with the page's
 * own (components/island, lib/load's renderedIslands). `island(() => import('./Footer'), { what })`
 * becomes `island(() => import('./Footer'), { module: 'src/app/layout/Footer.tsx', what })`.
 * Written here, not by hand in each call, so the name cannot drift from the import it stands for.
 * The browser's build is left as written: it never reads the name.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A call, type arguments and all (`island<{ trip: BookedTrip }>(`). */
const CALL = /\bisland(?:<[^()]*?>)?\(/g;
const IMPORT = /\bimport\((['"])([^'"]+)\1\)/;

/** Index of the first comma at depth 0 from `from` (the end of the call's first argument), or -1. */
function firstArgumentEnd(code: string, from: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) return -1;
      depth--;
    } else if (c === ',' && depth === 0) return i;
  }
  return -1;
}

/**
 * The source with each island call's module named: `resolve` turns an import's specifier into the
 * module's path from the project's root (undefined if it cannot).
 */
export async function nameIslandModules(code: string, resolve: (specifier: string) => Promise<string | undefined>): Promise<string | null> {
  const edits: { at: number; text: string }[] = [];
  for (const call of code.matchAll(CALL)) {
    const start = call.index + call[0].length;
    const end = firstArgumentEnd(code, start);
    if (end < 0) continue;
    const specifier = IMPORT.exec(code.slice(start, end))?.[2];
    const brace = code.indexOf('{', end);
    if (!specifier || brace < 0 || code.slice(end + 1, brace).trim() !== '') continue;
    const module = await resolve(specifier);
    if (!module) throw new Error(`island: cannot resolve ${specifier}`);
    edits.push({ at: brace + 1, text: ` module: ${JSON.stringify(module)},` });
  }
  if (!edits.length) return null;
  let out = code;
  for (const { at, text } of edits.reverse()) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** An island call of the browser's build: the module it loads, whether it loads unasked and is browser-only. */
export interface IslandCall {
  readonly module: string;
  /** Its code loads without a tap or a scroll ('start', 'client', 'idle'). */
  readonly unasked: boolean;
  /** The server renders its placeholder, not the part ('client', or a placeholder given). */
  readonly browserOnly: boolean;
}

/** The specifier of each island call in `code`, with its `when` ('start' where none is given) and placeholder. */
export function islandCalls(code: string): { specifier: string; when: string; placeholder: boolean }[] {
  const out: { specifier: string; when: string; placeholder: boolean }[] = [];
  for (const call of code.matchAll(CALL)) {
    const start = call.index + call[0].length;
    const end = firstArgumentEnd(code, start);
    const specifier = end < 0 ? undefined : IMPORT.exec(code.slice(start, end))?.[2];
    if (!specifier) continue;
    // The options object: each of its properties, up to the brace that closes it.
    let options = '';
    const brace = code.indexOf('{', end);
    for (let from = brace + 1; brace >= 0; ) {
      const comma = firstArgumentEnd(code, from);
      options += code.slice(from, comma < 0 ? code.indexOf('}', from) : comma + 1);
      if (comma < 0) break;
      from = comma + 1;
    }
    const when = /\bwhen:\s*'(\w+)'/.exec(options)?.[1] ?? (/\bwhen:\s*\{/.test(options) ? 'media' : 'start');
    out.push({ specifier, when, placeholder: /\bplaceholder:/.test(options) });
  }
  return out;
}

/**
 * The island table of the browser's build, by the id of the module that makes the calls: filled by
 * the plugin's transform, read by the pre-renderer's chunk plan once the bundle is written.
 */
const table = new Map<string, IslandCall[]>();
export function islandTable(): ReadonlyMap<string, readonly IslandCall[]> {
  return table;
}

export function islandModulePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'rasa-island-module',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || id.endsWith('island.tsx') || !code.includes('island')) return null;
      if (!options?.ssr) {
        const calls: IslandCall[] = [];
        for (const { specifier, when, placeholder } of islandCalls(code)) {
          const resolved = await this.resolve(specifier, id);
          if (resolved) calls.push({ module: resolved.id.split('?')[0]!, unasked: ['start', 'client', 'idle'].includes(when), browserOnly: when === 'client' || placeholder });
        }
        if (calls.length) table.set(id, calls);
        return null;
      }
      const out = await nameIslandModules(code, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved ? relative(root, resolved.id.split('?')[0]!).replace(/\\/g, '/') : undefined;
      });
      return out === null ? null : { code: out, map: null };
    },
  };
}
