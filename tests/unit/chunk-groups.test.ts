import { describe, expect, it } from 'vitest';
import { planGroups, START_SLACK, type LedgerChunk, type VisitLedger } from '../../scripts/chunk-groups';

const chunk = (modules: string[], gzip: number, rest: Partial<LedgerChunk> = {}): LedgerChunk => ({ gzip, imports: [], modules, ...rest });
/** The groups as sets of modules, sorted, for comparison. */
const sets = (ledger: VisitLedger, rules: Parameters<typeof planGroups>[1] = []) => planGroups(ledger, rules).map((g) => g.modules.join(' ')).sort();

describe('planGroups (the chunk groups derived from the visit ledger)', () => {
  it('merges the chunks that every visit fetches after start-up into one', () => {
    const ledger: VisitLedger = {
      cases: ['/', '/a', '/b'],
      chunks: {
        'src/toasts.ts': chunk(['src/toasts.ts'], 4000, { visit: ['*'] }),
        'src/outbox.ts': chunk(['src/outbox.ts'], 2000, { visit: ['*'] }),
        'src/footer.ts': chunk(['src/footer.ts'], 1000, { visit: ['*'] }),
      },
    };
    expect(sets(ledger)).toEqual(['src/footer.ts src/outbox.ts src/toasts.ts']);
  });

  it('keeps apart a large chunk that only one of several pages fetches', () => {
    const ledger: VisitLedger = {
      cases: ['/', '/a', '/b', '/c'],
      chunks: {
        'src/everywhere.ts': chunk(['src/everywhere.ts'], 2000, { visit: ['*'] }),
        'src/lightbox.ts': chunk(['src/lightbox.ts'], 30_000, { visit: ['/a'] }),
      },
    };
    expect(sets(ledger)).toEqual([]);
  });

  it('never moves code into a page’s start beyond the slack, however many files it would save', () => {
    const ledger: VisitLedger = {
      cases: ['/'],
      chunks: {
        'src/page.ts': chunk(['src/page.ts'], 50_000, { start: ['/'] }),
        'src/island.ts': chunk(['src/island.ts'], START_SLACK + 1, { visit: ['/'] }),
        'src/small.ts': chunk(['src/small.ts'], 400, { visit: ['/'] }),
      },
    };
    // The small one may join either; the large island stays out of the start.
    expect(sets(ledger).some((g) => g.includes('src/page.ts') && g.includes('src/island.ts'))).toBe(false);
    // A small one alone joins the start, a file fewer being worth its bytes there; not past the slack.
    const small: VisitLedger = { cases: ['/'], chunks: { 'src/page.ts': ledger.chunks['src/page.ts']!, 'src/island.ts': chunk(['src/island.ts'], 1000, { visit: ['/'] }) } };
    expect(sets(small)).toEqual(['src/island.ts src/page.ts']);
    expect(planGroups(small, [], { startSlack: 999 })).toEqual([]);
  });

  it('counts what a chunk imports: merging it brings its imports wherever it now loads', () => {
    // /a fetches a, which imports heavy (kept a file of its own here: the entry is never merged);
    // /b fetches b. Merged, a and b are a file fewer on /a, but /b would fetch heavy.
    const ledger: VisitLedger = {
      cases: ['/a', '/b'],
      chunks: {
        'src/a.ts': chunk(['src/a.ts'], 500, { visit: ['/a'], imports: ['src/heavy.ts'] }),
        'src/heavy.ts': chunk(['src/heavy.ts'], 40_000, { visit: ['/a'], entry: true }),
        'src/b.ts': chunk(['src/b.ts'], 500, { visit: ['/a', '/b'] }),
      },
    };
    expect(sets(ledger)).toEqual([]);
    // Where /b fetches heavy anyway, the merge costs nothing more.
    const everywhere = { ...ledger, chunks: { ...ledger.chunks, 'src/heavy.ts': chunk(['src/heavy.ts'], 40_000, { visit: ['*'], entry: true }) } };
    expect(sets(everywhere)).toEqual(['src/a.ts src/b.ts']);
  });

  it('gives a chunk that holds a module a start rule names no moment it did not have', () => {
    const ledger: VisitLedger = {
      cases: ['/', '/gallery'],
      chunks: {
        'src/presence.ts': chunk(['src/presence.ts'], 1000, { visit: ['*'] }),
        '@zag-js/dialog/dist/dialog.dom.mjs': chunk(['@zag-js/dialog/dist/dialog.dom.mjs'], 300, { visit: ['/gallery'] }),
      },
    };
    const rules = [{ module: /^@zag-js\/dialog\//, why: 'a dialog loads when it is opened' }];
    expect(sets(ledger)).toEqual(['@zag-js/dialog/dist/dialog.dom.mjs src/presence.ts']);
    expect(sets(ledger, rules)).toEqual([]);
    // Nor a load on demand no visit made (the menus of a wide screen, which load at its start-up).
    const onDemand: VisitLedger = {
      cases: ['/gallery'],
      chunks: {
        'src/page.ts': chunk(['src/page.ts'], 1000, { start: ['*'], entry: true, dynamicImports: ['src/menus.ts', 'src/lightbox.ts'] }),
        'src/menus.ts': chunk(['src/menus.ts'], 3000, { imports: ['src/presence.ts'] }),
        'src/lightbox.ts': chunk(['src/lightbox.ts'], 3000, { visit: ['*'], imports: ['src/presence.ts', '@zag-js/dialog/dist/dialog.dom.mjs'] }),
        'src/presence.ts': chunk(['src/presence.ts'], 1000, { visit: ['*'] }),
        '@zag-js/dialog/dist/dialog.dom.mjs': chunk(['@zag-js/dialog/dist/dialog.dom.mjs'], 300, { visit: ['*'] }),
      },
    };
    expect(sets(onDemand).some((g) => g.includes('dialog.dom') && g.includes('presence'))).toBe(true);
    expect(sets(onDemand, rules).some((g) => g.includes('dialog.dom') && g.includes('presence'))).toBe(false);
  });

  it('weighs a load on demand that no visit made: a large chunk is not merged into what a tap loads', () => {
    const ledger: VisitLedger = {
      cases: ['/', '/a'],
      chunks: {
        'src/page.ts': chunk(['src/page.ts'], 1000, { start: ['*'], dynamicImports: ['src/menu.ts', 'src/dialog.ts'] }),
        'src/menu.ts': chunk(['src/menu.ts'], 2000, { imports: ['src/shared.ts'] }),
        'src/dialog.ts': chunk(['src/dialog.ts'], 2000, { imports: ['src/shared.ts'] }),
        'src/shared.ts': chunk(['src/shared.ts'], 1000, { visit: ['/a'] }),
        'src/big.ts': chunk(['src/big.ts'], 30_000, { visit: ['/a'] }),
      },
    };
    expect(sets(ledger).some((g) => g.includes('src/big.ts'))).toBe(false);
  });

  it('leaves the entry alone and names groups after their largest chunk’s own module', () => {
    const ledger: VisitLedger = {
      cases: ['/'],
      chunks: {
        'src/app/entry.tsx': chunk(['src/app/entry.tsx'], 3000, { start: ['*'], entry: true }),
        '@lib/x/index.js': chunk(['@lib/x/index.js'], 9000, { visit: ['*'] }),
        'src/features/toaster.tsx': chunk(['src/features/toaster.tsx'], 2000, { visit: ['*'] }),
      },
    };
    const groups = planGroups(ledger);
    expect(groups).toEqual([{ name: 'toaster', modules: ['@lib/x/index.js', 'src/features/toaster.tsx'] }]);
  });
});
