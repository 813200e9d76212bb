/**
 * Build-time code never reaches a browser: ESLint's import zones (eslint.config.js, run by
 * `npm run check`) refuse, in every browser file, an import of src/build-time/ or of the packages
 * only it uses (d3-geo, topojson, world-atlas); only the server entry takes them. These tests lint
 * one import at a time in each zone, so a zone that loses the rule fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The no-restricted-imports messages for `source` written in the file at `file` (from the project's root). */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as m from '${source}';\nexport default m;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The way from a file under src/ to src/ itself ('src/features/maps/X.tsx' -> '../../'). */
const toSrc = (file: string) => '../'.repeat(file.split('/').length - 2);

/** One file in each browser zone: the layers, every kind of feature file, the app but its server entry. */
const browserFiles = [
  'src/content/x.ts',
  'src/lib/x.ts',
  'src/config/x.ts',
  'src/theme/x.ts',
  'src/components/X.tsx',
  'src/features/maps/X.tsx',
  'src/features/search/x.ts',
  'src/pages/itinerary/X.tsx',
  'src/app/X.tsx',
  'src/app/layout/X.tsx',
  'src/vite-env.d.ts',
];

describe('build-time code never reaches a browser', () => {
  it.each(browserFiles)('%s may not import src/build-time/', async (file) => {
    expect(await refusals(file, `${toSrc(file)}build-time/maps/maps`)).toHaveLength(1);
    expect(await refusals(file, `${toSrc(file)}build-time/search/documents`)).toHaveLength(1);
  });

  it.each(browserFiles)('%s may not import the map-drawing packages', async (file) => {
    for (const source of ['d3-geo', 'topojson-client', 'topojson-simplify', 'world-atlas/countries-50m.json']) {
      expect(await refusals(file, source), source).toHaveLength(1);
    }
  });

  it('the server entry may', async () => {
    expect(await refusals('src/app/entry-server.tsx', '../build-time/maps/maps')).toEqual([]);
    expect(await refusals('src/app/entry-server.tsx', '../build-time/search/documents')).toEqual([]);
  });
});

describe('build-time code takes only what it needs', () => {
  const file = 'src/build-time/maps/x.ts';

  it('the catalogue, helpers, configuration, palette, and the shared map sizes and search options', async () => {
    for (const source of ['../../content', '../../content/types', '../../lib/images', '../../config/precache', '../../theme/palette', '../../features/maps/frames', '../../features/search/options', './svg', '../search/documents', 'd3-geo', 'world-atlas/countries-50m.json']) {
      expect(await refusals(file, source), source).toEqual([]);
    }
  });

  it('nothing of the browser app', async () => {
    for (const source of ['../../features/maps/MapFigure', '../../features/search', '../../components/Section', '../../pages/home/HomePage', '../../app/routes', '../../theme/recipes/form']) {
      expect(await refusals(file, source), source).toHaveLength(1);
    }
  });
});
