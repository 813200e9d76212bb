/**
 * How a page's own part of the catalogue loads (a place or an itinerary with its details, a
 * country's places): by key, once (lib/load), and after that `peek` answers synchronously, so a page
 * loaded ahead of rendering (the pre-renderer, the first client render) never suspends. Each kind
 * has its module (placeDetails, itineraryDetails, countryPlaces), so a page carries only its own
 * kind's table of files.
 */
import { loadOnce } from '../lib/load';

export type Loaders<T> = Record<string, () => Promise<T>>;

export interface Entry<T> {
  /** The source files it reads, which the pre-renderer lists for the page (data-preload). */
  modules: readonly string[];
  load: () => Promise<T>;
}

const FILE = /^\.\/details\/(\w+)\/([\w-]+)\/([\w-]+)\.ts$/;

/**
 * Each details file ('./details/destinations/india/agra.ts') with the summaries of the group it is
 * filed under ('./destinations/india.ts'), by key: loading one gives its summary joined with its
 * details, and no other group's summaries.
 */
export function withSummaries<S, D>(files: Loaders<D>, groups: Loaders<readonly S[]>, key: (group: string, name: string) => string, keyOf: (summary: S) => string): Map<string, Entry<S & D>> {
  const table = new Map<string, Entry<S & D>>();
  for (const [file, loadDetails] of Object.entries(files)) {
    const [, kind = '', group = '', name = ''] = FILE.exec(file) ?? [];
    const groupFile = `./${kind}/${group}.ts`;
    const loadGroup = groups[groupFile];
    if (!loadGroup) throw new Error(`${file} has no summaries in ${groupFile}`);
    const k = key(group, name);
    const load = async () => {
      const [details, summaries] = await Promise.all([loadDetails(), loadGroup()]);
      const summary = summaries.find((s) => keyOf(s) === k);
      if (!summary) throw new Error(`${groupFile} has no summary for ${k}`);
      return { ...summary, ...details };
    };
    table.set(k, { modules: [`src/content/${file.slice(2)}`, `src/content/${groupFile.slice(2)}`], load });
  }
  return table;
}

export function cached<T>(files: Map<string, Entry<T>>) {
  // One load per key, with lib/load's rule: a failed load (offline) is forgotten and tried again.
  const loads = new Map([...files].map(([key, entry]) => [key, loadOnce(entry.load)]));
  return {
    /** The value if loaded; undefined if not loaded yet or unknown. */
    peek: (key: string): T | undefined => loads.get(key)?.peek(),
    /** Loads the value; undefined when the catalogue has none by that key. */
    load: (key: string): Promise<T> | undefined => loads.get(key)?.(),
    /** What a route loads for a key before rendering: the loader and the source files; undefined when there are none. */
    ref(key: string): { load: () => Promise<T>; modules: readonly string[] } | undefined {
      const entry = files.get(key);
      const load = loads.get(key);
      return entry && load && { load, modules: entry.modules };
    },
    /** Every key's value (the pre-renderer's precache list, the catalogue tests). */
    async loadAll(): Promise<Record<string, T>> {
      const keys = [...loads.keys()];
      const values = await Promise.all(keys.map((key) => loads.get(key)!()));
      return Object.fromEntries(keys.map((key, i) => [key, values[i]!]));
    },
  };
}
