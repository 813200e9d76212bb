/**
 * Features import one another one way and by path (eslint.config.js's FEATURE_USES and its
 * local/feature-imports rule, run by `npm run check`): a feature's module by its own path, never a
 * feature folder (there are no index files), and only from a feature that lists it as used, in a
 * static import or a dynamic one. These tests lint one import at a time, so a rule that loses its
 * hold fails here.
 */
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
/** What each feature uses, as the lint configuration declares it (read at run time: the config is plain JS). */
const { FEATURE_USES } = (await import(new URL('../../eslint.config.js', import.meta.url).href)) as { FEATURE_USES: Record<string, readonly string[]> };
const eslint = new ESLint({ cwd: root });

/** The feature-imports messages for `code` in the file at `file` (from the project's root). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/feature-imports').map((m) => m.message);
}
const importOf = (source: string) => `import * as m from '${source}';\nexport default m;`;
const dynamicImportOf = (source: string) => `export const m = () => import('${source}');`;

const folders = readdirSync(new URL('../../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('one way to import a feature: by the path of its module', () => {
  it('no feature has an index file', () => {
    for (const folder of folders) {
      const names = readdirSync(new URL(`../../src/features/${folder}/`, import.meta.url));
      expect(names.filter((name) => /^index\.tsx?$/.test(name)), folder).toEqual([]);
    }
  });

  it.each([
    ['src/pages/itinerary/X.tsx', '../../features/journeys'],
    ['src/pages/itinerary/X.tsx', '../../features/journeys/'],
    ['src/app/layout/X.tsx', '../../features/storage'],
    ['src/features/today/X.tsx', '../journeys'],
    ['src/features/enquiries/forms/x.ts', '../../storage'],
    ['sw/x.ts', '../src/features/storage'],
  ])('%s may not import the folder %s', async (file, source) => {
    expect(await refusals(file, importOf(source))).toHaveLength(1);
    expect(await refusals(file, dynamicImportOf(source))).toHaveLength(1);
  });

  it('a page, the app and a feature take a module by its path', async () => {
    expect(await refusals('src/pages/itinerary/X.tsx', importOf('../../features/journeys/TripPlan'))).toEqual([]);
    expect(await refusals('src/app/layout/X.tsx', dynamicImportOf('../../features/journeys/JourneysNavLink'))).toEqual([]);
    expect(await refusals('src/features/today/X.tsx', importOf('../journeys/plan'))).toEqual([]);
    expect(await refusals('src/features/enquiries/forms/x.ts', importOf('../api'))).toEqual([]);
    expect(await refusals('src/features/enquiries/forms/x.ts', importOf('../../storage/keys'))).toEqual([]);
  });
});

describe('features use one another one way', () => {
  it('every feature folder is listed, with only features that exist', () => {
    expect(Object.keys(FEATURE_USES).sort()).toEqual([...folders].sort());
    for (const [feature, uses] of Object.entries(FEATURE_USES)) for (const used of uses) expect(folders, `${feature} uses ${used}`).toContain(used);
  });

  it('no feature uses itself, or one that uses it through others', () => {
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (FEATURE_USES[from] ?? []).some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    for (const feature of folders) expect(reaches(feature, feature), feature).toBe(false);
  });

  it.each([
    // The plan does not know the rooms built on it, nor the cards that carry its heart.
    ['src/features/journeys/X.tsx', '../today/useTimeline'],
    ['src/features/journeys/X.tsx', '../backup/KeepTrip'],
    ['src/features/journeys/X.tsx', '../catalogue/ItineraryCard'],
    // A leaf stays a leaf.
    ['src/features/documents/x.ts', '../journeys/saved'],
    ['src/features/storage/x.ts', '../journeys/saved'],
    ['src/features/readyOffline/x.ts', '../journeys/saved'],
    ['src/features/today/x.ts', '../help/HelpTripNote'],
  ])('%s may not import %s', async (file, source) => {
    expect(await refusals(file, importOf(source))).toHaveLength(1);
    expect(await refusals(file, dynamicImportOf(source))).toHaveLength(1);
  });

  it.each([
    ['src/features/today/x.ts', '../journeys/useSaved'],
    ['src/features/help/X.tsx', '../today/useTimeline'],
    ['src/features/today/X.tsx', '../bookedTrip/useKeptTrips'],
    ['src/features/backup/x.ts', '../documents/store'],
    ['src/features/journeys/X.tsx', '../documents/TripDocuments'],
    ['src/features/catalogue/X.tsx', '../journeys/Heart'],
  ])('%s may import %s, a feature it uses', async (file, source) => {
    expect(await refusals(file, importOf(source))).toEqual([]);
  });
});
