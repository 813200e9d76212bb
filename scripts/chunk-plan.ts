/**
 * The browser bundle's chunk graph, read as data at build time (prerender-plugin.ts calls it once
 * every page is rendered): what each page starts with, module by module, checked against the rules
 * of src/config/startRules.ts, and written as a ledger (chunk-ledger.json, committed) so that a
 * change to what a page starts with shows in review, and a module that must not be there fails the
 * build with the chain of imports that brought it.
 */
import type { StartRule } from '../src/config/startRules.ts';

/** Code-point order: the ledger is the same on every machine, whatever its locale. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the plan reads of a chunk of the bundle (Rolldown's OutputChunk has these). */
export interface ChunkFacts {
  readonly fileName: string;
  readonly name: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
}

/** A page as the plan sees it: its path, the modules that start it and the chunk files it starts with. */
export interface PageStart {
  readonly path: string;
  /** The page's own modules and the app's start module: where its import chains begin. */
  readonly roots: readonly string[];
  /** Files (assets/...) the page fetches before it takes a tap, the entry's among them. */
  readonly files: readonly string[];
  /** The islands it loads without a tap or a scroll (fetched right after, at start-up). */
  readonly islandRoots: readonly string[];
  /** Their files, less the page's own. */
  readonly islandFiles: readonly string[];
}

/** An island call of the island table (scripts/island-module-plugin.ts). */
export interface IslandCallFacts {
  readonly module: string;
  readonly unasked: boolean;
  readonly browserOnly: boolean;
}

/**
 * The islands a device with data of its own (a trip, saved journeys) may load at start-up beyond
 * those the server rendered: a browser-only island is rendered on the server as its placeholder,
 * so the islands inside it (that load unasked) are unknown there; taken all, and theirs in turn.
 * `rendered` are the islands the server rendered; `imports` a module's static imports (our own
 * modules are walked, not packages).
 */
export function deviceIslands(rendered: readonly string[], table: ReadonlyMap<string, readonly IslandCallFacts[]>, imports: (id: string) => readonly string[]): string[] {
  const browserOnly = new Set([...table.values()].flat().filter((c) => c.browserOnly).map((c) => c.module));
  const found: string[] = [];
  const walked = new Set<string>();
  const queue = rendered.filter((m) => browserOnly.has(m));
  for (let i = 0; i < queue.length; i++) {
    // Every module of ours the browser-only island imports, and the islands they call.
    const modules = [queue[i]!];
    for (let j = 0; j < modules.length; j++) {
      const id = modules[j]!;
      if (walked.has(id)) continue;
      walked.add(id);
      for (const call of table.get(id) ?? []) {
        if (!call.unasked || found.includes(call.module) || rendered.includes(call.module)) continue;
        found.push(call.module);
        if (call.browserOnly) queue.push(call.module);
      }
      modules.push(...imports(id).filter((m) => !/[\\/]node_modules[\\/]/.test(m)));
    }
  }
  return found;
}

/** A module's name in the ledger: its path from the project's root, a package's path from its name. */
export function moduleName(id: string, root: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  const base = root.replace(/\\/g, '/').replace(/\/?$/, '/');
  if (path.startsWith(base)) return path.slice(base.length);
  // Rolldown's runtime and other virtual modules.
  return path.replace(/^\0/, '');
}

/**
 * The shortest chain of static imports from one of `roots` to `target` (both included), or
 * undefined when none leads there (the module is in a started chunk only because its group put it
 * there). `imports(id)` gives a module's static imports.
 */
export function importChain(roots: readonly string[], target: string, imports: (id: string) => readonly string[], accept: (from: string, to: string) => boolean = () => true): string[] | undefined {
  const from = new Map<string, string | null>(roots.map((r) => [r, null]));
  const queue = [...roots];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    if (id === target) {
      const chain = [id];
      for (let at = from.get(id); at; at = from.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of imports(id)) {
      if (from.has(next) || !accept(id, next)) continue;
      from.set(next, id);
      queue.push(next);
    }
  }
  return undefined;
}

/** The modules a page starts with: every module of every file it fetches at start-up. */
export function startModules(page: PageStart, chunks: ReadonlyMap<string, ChunkFacts>): string[] {
  return [...page.files, ...page.islandFiles].flatMap((f) => chunks.get(f)?.moduleIds ?? []);
}

export interface Breach {
  readonly page: string;
  readonly module: string;
  readonly why: string;
  /** The chain of imports, names as in the ledger; or the chunk whose group holds the module. */
  readonly chain: readonly string[] | undefined;
  readonly chunk: string;
}

/** Every rule a page breaks: a module it starts with that a rule forbids there. */
/**
 * The component a package module belongs to, by its path (`.../components/dialog/...`,
 * `@zag-js/dialog/...`), as our code names it (`Dialog`); undefined for other modules.
 */
export function componentOf(module: string): string | undefined {
  const dir = /\/components\/([\w-]+)\//.exec(module)?.[1] ?? /^@zag-js\/([\w-]+)\//.exec(module)?.[1];
  return dir?.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
}

/**
 * Every rule a page breaks: a module it starts with that a rule forbids there. A package's barrel
 * (`@chakra-ui/react`) leads to all its components, so a chain through one from our code is taken
 * only from a module whose source names the component (`source(id)`: its text, or '' for packages).
 */
export function breaches(pages: readonly PageStart[], chunks: ReadonlyMap<string, ChunkFacts>, rules: readonly StartRule[], imports: (id: string) => readonly string[], name: (id: string) => string, source: (id: string) => string = () => ''): Breach[] {
  const out: Breach[] = [];
  for (const page of pages) {
    // A module fetched with the islands came with one of them: the most nested first (the device's,
    // listed last), so the chain names the island that imports it, not a page that imports the same
    // package for something else.
    const islandRoots = [...page.islandRoots].reverse();
    const chainOf = (id: string, during: 'start' | 'start-up') => {
      const component = componentOf(name(id));
      const named = component ? new RegExp(`\\b${component}\\b`) : undefined;
      const ours = (m: string) => !/[\\/]node_modules[\\/]/.test(m);
      const accept = (from: string, to: string) => !named || !ours(from) || ours(to) || named.test(source(from));
      const search = (roots: readonly string[]) => importChain(roots, id, imports, accept) ?? importChain(roots, id, imports);
      if (during === 'start') return search(page.roots);
      for (const root of islandRoots) {
        const chain = importChain([root], id, imports, accept);
        if (chain) return chain;
      }
      return search([...page.roots, ...islandRoots]);
    };
    for (const [file, during] of [...page.files.map((f) => [f, 'start'] as const), ...page.islandFiles.map((f) => [f, 'start-up'] as const)]) {
      const chunk = chunks.get(file);
      for (const id of chunk?.moduleIds ?? []) {
        const module = name(id);
        for (const rule of rules) {
          if (!rule.module.test(module) || (rule.pages && !rule.pages.test(page.path))) continue;
          if (during === 'start-up' && rule.during === 'start') continue;
          // One breach a page and rule: the first module found, with its chain (the others came with it).
          if (out.some((b) => b.page === page.path && b.why === rule.why)) continue;
          out.push({ page: page.path, module, why: rule.why, chain: chainOf(id, during)?.map(name), chunk: chunk!.name });
        }
      }
    }
  }
  return out;
}

/** A breach as the build prints it. */
export function breachText(b: Breach): string {
  const how = b.chain ? b.chain.join('\n    -> ') : `(no import leads there: its group put it in the chunk '${b.chunk}')`;
  return `${b.page} starts with ${b.module}: ${b.why}\n    ${how}`;
}

/**
 * The ledger: the modules every page starts with; then, for each set of pages that start with the
 * same others, those others; and the modules of each chunk of more than one (the groups, and what
 * the split put together). Names sorted, one a line, so a change to what a page starts with is a
 * line in the diff.
 */
export interface Ledger {
  readonly everyPage: readonly string[];
  readonly pages: readonly { readonly pages: readonly string[]; readonly plus: readonly string[] }[];
  readonly chunks: Readonly<Record<string, readonly string[]>>;
}

export function ledger(pages: readonly PageStart[], chunks: ReadonlyMap<string, ChunkFacts>, name: (id: string) => string): Ledger {
  const sets = pages.map((page) => ({ path: page.path, modules: new Set(startModules(page, chunks).map(name)) }));
  const everyPage = [...(sets[0]?.modules ?? [])].filter((m) => sets.every((s) => s.modules.has(m))).sort();
  const common = new Set(everyPage);
  const bySet = new Map<string, { pages: string[]; plus: string[] }>();
  for (const { path, modules } of sets) {
    const plus = [...modules].filter((m) => !common.has(m)).sort();
    const key = plus.join('\n');
    const entry = bySet.get(key) ?? { pages: [], plus };
    entry.pages.push(path);
    bySet.set(key, entry);
  }
  const byPage = [...bySet.values()].map((s) => ({ pages: s.pages.sort(), plus: s.plus })).sort((a, b) => byCode(a.pages[0]!, b.pages[0]!));
  const named: Record<string, string[]> = {};
  const byName = [...chunks.values()].sort((a, b) => byCode(a.name, b.name) || byCode(a.fileName, b.fileName));
  for (const chunk of byName) {
    const modules = [...new Set(chunk.moduleIds.map(name))].sort();
    if (modules.length < 2) continue;
    // Names repeat (two chunks named after modules of the same name): the later gets a number.
    let key = chunk.name;
    for (let n = 2; key in named; n++) key = `${chunk.name}~${n}`;
    named[key] = modules;
  }
  return { everyPage, pages: byPage, chunks: named };
}

/** The ledger as committed: JSON, a name a line. */
export function ledgerText(l: Ledger): string {
  return `${JSON.stringify(l, null, 1)}\n`;
}

/** The modules the ledger lists for a page: every page's, and those of the set of pages it is in. */
export function ledgerPageModules(l: Ledger, path: string): Set<string> {
  const modules = new Set(l.everyPage);
  for (const set of l.pages) if (set.pages.includes(path)) set.plus.forEach((m) => modules.add(m));
  return modules;
}

/** A page over the initial-JS budget, with what moved into its start since the committed ledger. */
export interface BudgetBreach {
  readonly page: string;
  readonly bytes: number;
  readonly budget: number;
  /** Modules of the files it fetches before a tap that the committed ledger does not list for it, each with the chain of imports that brings it (names as in the ledger) or the chunk that holds it. */
  readonly added: readonly { readonly module: string; readonly chain: readonly string[] | undefined; readonly chunk: string }[];
}

/**
 * The pages whose initial JavaScript (gzip, `bytesOf`) is over `budget`: for each, the modules it
 * now starts with that `committed` (the ledger in the repository) does not list for it, so the
 * build names what moved in and the import that brought it, rather than a byte count at the end of
 * the browser tests. With no ledger committed, the list is empty.
 */
export function budgetBreaches(pages: readonly PageStart[], bytesOf: (page: PageStart) => number, budget: number, committed: Ledger | undefined, chunks: ReadonlyMap<string, ChunkFacts>, imports: (id: string) => readonly string[], name: (id: string) => string): BudgetBreach[] {
  const out: BudgetBreach[] = [];
  for (const page of pages) {
    const bytes = bytesOf(page);
    if (bytes <= budget) continue;
    const listed = committed ? ledgerPageModules(committed, page.path) : undefined;
    const added = [];
    for (const file of page.files) {
      const chunk = chunks.get(file);
      for (const id of chunk?.moduleIds ?? []) {
        if (!listed || listed.has(name(id))) continue;
        added.push({ module: name(id), chain: importChain(page.roots, id, imports)?.map(name), chunk: chunk!.name });
      }
    }
    out.push({ page: page.path, bytes, budget, added });
  }
  return out;
}

/** A budget breach as the build prints it: at most `shown` of the modules that moved in. */
export function budgetBreachText(b: BudgetBreach, shown = 8): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const head = `${b.page} starts with ${kb(b.bytes)} of JavaScript (gzip), over the budget of ${kb(b.budget)} (scripts/budgets.mjs)`;
  if (!b.added.length) return `${head}; it starts with no module the committed ledger does not list for it: code grew inside its modules`;
  const lines = b.added.slice(0, shown).map((a) => `  ${a.module} (now in the chunk '${a.chunk}')\n    ${a.chain ? a.chain.join('\n    -> ') : `(no import leads there: its group put it in the chunk '${a.chunk}')`}`);
  const more = b.added.length > shown ? `\n  … and ${b.added.length - shown} more` : '';
  return `${head}. It now starts with ${b.added.length} module(s) chunk-ledger.json does not list for it:\n${lines.join('\n')}${more}`;
}

/** Which file holds each module (names as in the ledger): what the browser tests route and count by. */
export function moduleFiles(chunks: Iterable<ChunkFacts>, name: (id: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chunk of chunks) for (const id of chunk.moduleIds) out[name(id)] = chunk.fileName;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => byCode(a, b)));
}

/** A chunk of the graph (chunk-graph.json): its modules, and the files it imports, statically and on demand. */
export interface GraphChunk {
  readonly modules: readonly string[];
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly isEntry: boolean;
}

/** Every chunk by file: what the visit ledger reads off the probe build. */
export function chunkGraph(chunks: Iterable<ChunkFacts & { readonly imports: readonly string[]; readonly dynamicImports: readonly string[] }>, name: (id: string) => string): Record<string, GraphChunk> {
  const out: [string, GraphChunk][] = [];
  for (const c of chunks) out.push([c.fileName, { modules: c.moduleIds.map(name).sort(byCode), imports: [...c.imports].sort(byCode), dynamicImports: [...c.dynamicImports].sort(byCode), isEntry: c.isEntry }]);
  return Object.fromEntries(out.sort(([a], [b]) => byCode(a, b)));
}

/**
 * The probe build (`CHUNK_PROBE=1`, run by scripts/visit-ledger.mjs): the bundler's own split with
 * no groups, measured and not shipped, so no budget or ledger of the real build applies to it.
 */
export const CHUNK_PROBE = process.env.CHUNK_PROBE === '1';
