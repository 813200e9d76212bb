import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: content, lib, config -> components, features -> pages -> app. */
const upward = (...forbidden) =>
  forbidden.map((group) => ({ group: [`**/${group}/*`, `**/${group}`], message: `Imports flow one way; do not import from ${group}/ here.` }));

/**
 * What runs only at build time never reaches a browser: no browser code (everything under src/
 * but the server entry and src/build-time/ itself) imports src/build-time/ or the packages only
 * it uses.
 */
const buildTimeOnly = [
  { group: ['**/build-time/*', '**/build-time'], message: 'src/build-time/ runs at build time only: only the server entry imports it.' },
  { group: ['d3-geo', 'd3-array', 'topojson-client', 'topojson-simplify', 'world-atlas', 'world-atlas/*'], message: 'Map drawing runs at build time only (src/build-time/maps/).' },
];

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.flat() }] });

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature uses another only through that feature's index.ts ('../storage', never '../storage/db').
 * One exception: the storage feature's keys.ts (names) and crossTab.ts (change notices) import
 * nothing heavy, so code in a page's first load (a form's draft key, the currency) takes them
 * directly; through the index it would load the whole storage chunk (IndexedDB) with the page.
 */
const internalsOfOtherFeatures = (feature) => ({
  regex: `^(\\.\\./)+(?!storage/(keys|crossTab)$)(${features.filter((f) => f !== feature).join('|')})/`,
  message: "Use the other feature's index.ts, not its internals.",
});

/** Features that import a feature, which it must not import back: the catalogue's cards carry journeys' save heart. */
const importers = { journeys: ['catalogue'] };
const notFrom = (feature) =>
  (importers[feature] ?? []).map((other) => ({ group: [`**/${other}`, `**/${other}/*`], message: `${other} imports ${feature}, so ${feature} does not import ${other}.` }));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**', 'sw/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    // Every page is pre-rendered and precached: an icon drawn straight from lucide-react repeats
    // attributes the site stylesheet says once (theme/icons.css), so icons go through lightIcon.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='lucide-react'] > ImportSpecifier:not([local.name=/^Lucide/])",
          message: "Draw lucide icons through components/lightIcon: import { X as LucideX } from 'lucide-react', then const X = lightIcon(LucideX).",
        },
      ],
    },
  },
  { files: ['scripts/**', 'tests/**', '*.config.*'], languageOptions: { globals: { ...globals.node } } },
  { files: ['src/content/**', 'src/lib/**', 'src/config/**', 'src/theme/**'], rules: restrict(upward('app', 'pages', 'features', 'components'), buildTimeOnly) },
  { files: ['src/components/**'], rules: restrict(upward('app', 'pages', 'features'), buildTimeOnly) },
  ...features.map((feature) => ({ files: [`src/features/${feature}/**`], rules: restrict(upward('app', 'pages'), internalsOfOtherFeatures(feature), notFrom(feature), buildTimeOnly) })),
  { files: ['src/pages/**'], rules: restrict(upward('app'), buildTimeOnly) },
  { files: ['src/app/**', 'src/*.ts'], ignores: ['src/app/entry-server.tsx'], rules: restrict(buildTimeOnly) },
  {
    // Build-time code takes the catalogue, helpers, configuration and palette, and only the
    // features' modules it shares with the browser (map sizes and frames, the search's options).
    files: ['src/build-time/**'],
    rules: restrict({
      regex: '^\\.\\./\\.\\./(?!(content|lib|config)(/|$)|theme/palette$|features/maps/frames$|features/maps/position/frame$|features/search/options$)',
      message: 'src/build-time/ imports only content, lib, config, the palette and the features\' shared map sizes and frames and search options.',
    }),
  },
  {
    // The service worker carries only what it runs: the configuration, storage and the outbox.
    files: ['sw/**'],
    rules: restrict({
      regex: '^\\.\\./src/(?!config/|features/storage$|features/enquiries/outbox/wiring$)',
      message: 'The service worker imports only the configuration, storage and the outbox wiring.',
    }),
  },
);
