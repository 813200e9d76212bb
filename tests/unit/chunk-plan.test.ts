import { describe, expect, it } from 'vitest';
import { breaches, breachText, budgetBreaches, budgetBreachText, componentOf, deviceIslands, importChain, ledger, ledgerPageModules, moduleFiles, moduleName, type ChunkFacts, type PageStart } from '../../scripts/chunk-plan';
import { islandCalls } from '../../scripts/island-module-plugin';

const ROOT = '/repo';
const nm = (p: string) => `${ROOT}/node_modules/${p}`;
const src = (p: string) => `${ROOT}/src/${p}`;
const name = (id: string) => moduleName(id, ROOT);

/** A small app: a page importing Chakra's barrel for a Box, an island importing it for a Dialog. */
const GRAPH: Record<string, string[]> = {
  [src('pages/Today.tsx')]: [nm('@chakra-ui/react/dist/esm/index.js'), src('features/today/Today.tsx')],
  [src('features/today/Today.tsx')]: [],
  [src('features/today/TodayView.tsx')]: [nm('@chakra-ui/react/dist/esm/index.js'), src('lib/when.ts')],
  [nm('@chakra-ui/react/dist/esm/index.js')]: [nm('@chakra-ui/react/dist/esm/components/box/box.js'), nm('@chakra-ui/react/dist/esm/components/dialog/dialog.js')],
  [nm('@chakra-ui/react/dist/esm/components/dialog/dialog.js')]: [nm('@zag-js/dialog/dist/dialog.machine.mjs')],
};
const imports = (id: string) => GRAPH[id] ?? [];
const SOURCES: Record<string, string> = {
  [src('pages/Today.tsx')]: "import { Box } from '@chakra-ui/react';",
  [src('features/today/TodayView.tsx')]: "import { Box, Dialog } from '@chakra-ui/react'; <Dialog.Root />",
};
const chunk = (fileName: string, moduleIds: string[], chunkName = fileName.replace(/^assets\/|-\w+\.js$/g, '')): ChunkFacts => ({ fileName, name: chunkName, isEntry: false, moduleIds });
const CHUNKS = new Map<string, ChunkFacts>(
  [
    chunk('assets/index-a.js', [src('app/entry-client.tsx')]),
    chunk('assets/Today-b.js', [src('pages/Today.tsx'), nm('@chakra-ui/react/dist/esm/components/box/box.js')]),
    chunk('assets/Island-c.js', [src('features/today/Today.tsx')]),
    chunk('assets/TodayView-d.js', [src('features/today/TodayView.tsx'), src('lib/when.ts')]),
    chunk('assets/dialog-e.js', [nm('@chakra-ui/react/dist/esm/components/dialog/dialog.js'), nm('@zag-js/dialog/dist/dialog.machine.mjs')], 'dialog'),
  ].map((c) => [c.fileName, c]),
);
const TODAY: PageStart = {
  path: '/today',
  roots: [src('app/entry-client.tsx'), src('pages/Today.tsx')],
  files: ['assets/index-a.js', 'assets/Today-b.js'],
  islandRoots: [src('features/today/Today.tsx'), src('features/today/TodayView.tsx')],
  islandFiles: ['assets/Island-c.js', 'assets/TodayView-d.js', 'assets/dialog-e.js'],
};
const DIALOG = { module: /^(@zag-js|@chakra-ui\/react\/dist\/esm\/components)\/dialog\/(?!.*anatomy)/, why: 'a dialog loads when it is opened' };

describe('the chunk plan', () => {
  it('names modules from the root, packages from their name', () => {
    expect(moduleName(src('trip/timeline.ts'), ROOT)).toBe('src/trip/timeline.ts');
    expect(moduleName(nm('@zag-js/dialog/dist/index.mjs'), ROOT)).toBe('@zag-js/dialog/dist/index.mjs');
    expect(moduleName(nm('idb/build/index.js'), ROOT)).toBe('idb/build/index.js');
    expect(moduleName(`${src('fonts/a.woff2')}?url`, ROOT)).toBe('src/fonts/a.woff2');
  });

  it('finds the shortest chain of imports, or none', () => {
    expect(importChain([src('pages/Today.tsx')], nm('@zag-js/dialog/dist/dialog.machine.mjs'), imports)?.map(name)).toEqual([
      'src/pages/Today.tsx',
      '@chakra-ui/react/dist/esm/index.js',
      '@chakra-ui/react/dist/esm/components/dialog/dialog.js',
      '@zag-js/dialog/dist/dialog.machine.mjs',
    ]);
    expect(importChain([src('features/today/Today.tsx')], src('lib/when.ts'), imports)).toBeUndefined();
  });

  it("knows a package module's component by the name our code gives it", () => {
    expect(componentOf('@ark-ui/react/dist/components/date-picker/date-picker.js')).toBe('DatePicker');
    expect(componentOf('@zag-js/dialog/dist/dialog.dom.mjs')).toBe('Dialog');
    expect(componentOf('src/features/today/TodayView.tsx')).toBeUndefined();
  });

  it('a dialog brought by an island is a breach that names the island, not the page that imports the same package', () => {
    const found = breaches([TODAY], CHUNKS, [DIALOG], imports, name, (id) => SOURCES[id] ?? '');
    expect(found).toHaveLength(1);
    expect(found[0]!.chain?.[0]).toBe('src/features/today/TodayView.tsx');
    expect(breachText(found[0]!)).toContain('/today starts with @chakra-ui/react/dist/esm/components/dialog/dialog.js: a dialog loads when it is opened');
  });

  it("a rule for the page's start alone lets its islands bring the module, and a rule for other pages spares it", () => {
    expect(breaches([TODAY], CHUNKS, [{ ...DIALOG, during: 'start' }], imports, name)).toEqual([]);
    expect(breaches([TODAY], CHUNKS, [{ ...DIALOG, pages: /^\/help/ }], imports, name)).toEqual([]);
    expect(breaches([{ ...TODAY, islandFiles: ['assets/Island-c.js'] }], CHUNKS, [DIALOG], imports, name)).toEqual([]);
  });

  it('the ledger lists what every page starts with once, what the others add, and the chunks of several modules', () => {
    const help: PageStart = { path: '/help', roots: [], files: ['assets/index-a.js'], islandRoots: [], islandFiles: [] };
    const l = ledger([TODAY, help], CHUNKS, name);
    expect(l.everyPage).toEqual(['src/app/entry-client.tsx']);
    expect(l.pages).toEqual([
      { pages: ['/help'], plus: [] },
      { pages: ['/today'], plus: expect.arrayContaining(['src/features/today/TodayView.tsx', '@zag-js/dialog/dist/dialog.machine.mjs']) as unknown as string[] },
    ]);
    expect(Object.keys(l.chunks)).toEqual(['Today', 'TodayView', 'dialog']); // code-point order, on every machine
    expect(moduleFiles(CHUNKS.values(), name)['src/lib/when.ts']).toBe('assets/TodayView-d.js');
  });

  it("takes the islands inside a browser-only island, which the server cannot render, and theirs", () => {
    const table = new Map([
      [src('pages/Today.tsx'), [{ module: src('features/today/Today.tsx'), unasked: true, browserOnly: true }]],
      [src('features/today/Today.tsx'), [{ module: src('features/today/TodayView.tsx'), unasked: true, browserOnly: true }]],
      [src('features/today/TodayView.tsx'), [{ module: src('features/help/Help.tsx'), unasked: false, browserOnly: true }]],
    ]);
    const withView = (id: string) => (id === src('features/today/Today.tsx') ? [src('lib/plans.ts')] : imports(id));
    expect(deviceIslands([src('features/today/Today.tsx')], table, withView)).toEqual([src('features/today/TodayView.tsx')]);
    // A server-rendered island's own islands were rendered (or not) by the server: nothing to add.
    expect(deviceIslands([src('features/help/Help.tsx')], table, withView)).toEqual([]);
  });
});

describe('the island table', () => {
  it('reads each call: its module, when, and whether the server renders a placeholder', () => {
    const code = `
      const A = island(() => import('./A'), { what: 'a', when: 'client' });
      const B = island<{ trip: Trip }>(() => import('./B'), { what: 'b', when: 'visible', placeholder: <Opening what="b" /> });
      const C = island(() => import('./C'), { what: 'c, with a comma', when: { media: '(min-width: 48em)' } });
      const D = island(() => import('./D'), { what: 'd' });`;
    expect(islandCalls(code)).toEqual([
      { specifier: './A', when: 'client', placeholder: false },
      { specifier: './B', when: 'visible', placeholder: true },
      { specifier: './C', when: 'media', placeholder: false },
      { specifier: './D', when: 'start', placeholder: false },
    ]);
  });
});

describe('the initial-JS budget in the build', () => {
  it('names, for a page over the initial-JS budget, the modules it starts with that the committed ledger does not list, with their chain', () => {
    const before = ledger([TODAY], CHUNKS, name);
    expect(ledgerPageModules(before, '/today')).toEqual(new Set(['src/app/entry-client.tsx', 'src/pages/Today.tsx', '@chakra-ui/react/dist/esm/components/box/box.js', 'src/features/today/Today.tsx', 'src/features/today/TodayView.tsx', 'src/lib/when.ts', '@chakra-ui/react/dist/esm/components/dialog/dialog.js', '@zag-js/dialog/dist/dialog.machine.mjs']));
    // The dialog moves into the page's own chunk: what the page starts with grows past the budget.
    const moved = new Map(CHUNKS);
    moved.set('assets/Today-b.js', chunk('assets/Today-b.js', [src('pages/Today.tsx'), nm('@chakra-ui/react/dist/esm/components/box/box.js'), nm('@zag-js/dialog/dist/dialog.machine.mjs')]));
    const lighter = ledger([{ ...TODAY, islandRoots: [], islandFiles: [] }], CHUNKS, name);
    const [breach, ...none] = budgetBreaches([TODAY], () => 140 * 1024, 135 * 1024, lighter, moved, imports, name);
    expect(none).toEqual([]);
    expect(breach!.added.map((a) => a.module)).toEqual(['@zag-js/dialog/dist/dialog.machine.mjs']);
    expect(breach!.added[0]!.chain).toEqual(['src/pages/Today.tsx', '@chakra-ui/react/dist/esm/index.js', '@chakra-ui/react/dist/esm/components/dialog/dialog.js', '@zag-js/dialog/dist/dialog.machine.mjs']);
    expect(budgetBreachText(breach!)).toMatch(/^\/today starts with 140\.0 KB of JavaScript \(gzip\), over the budget of 135\.0 KB[\s\S]*1 module\(s\) chunk-ledger\.json does not list for it:\n {2}@zag-js\/dialog\/dist\/dialog\.machine\.mjs \(now in the chunk 'Today'\)\n {4}src\/pages\/Today\.tsx\n {4}-> /);
    // Within the budget: nothing to say.
    expect(budgetBreaches([TODAY], () => 100 * 1024, 135 * 1024, lighter, moved, imports, name)).toEqual([]);
  });
});
