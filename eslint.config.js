import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: content, lib, config -> components, features -> pages -> app. The desk
 * (src/desk/) is an app of its own beside app/: it uses what app/ may use, but not the traveller's
 * app (app/, pages/), and nothing uses it.
 */
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
 * Features build on one another one way: each lists the features it uses (none uses one that uses
 * it, directly or through others), and a feature's module is imported by its own path
 * ('../storage/keys'): there are no index files, so there is one way to import a feature, and a
 * chunk carries only the modules it names. Checked when this file loads: every feature is listed,
 * and the uses have no cycle. The rule below holds every import, static or dynamic, to them.
 */
export const FEATURE_USES = {
  storage: [],
  seasons: [],
  maps: [],
  search: [],
  essentials: [],
  currency: ['storage'],
  pwa: ['storage'],
  payments: ['storage'],
  altitude: ['maps', 'essentials'],
  documents: ['storage'],
  readyOffline: ['documents'],
  // Boarding passes and tickets read on the phone and kept with a booked trip (its sniffing of a file's type is documents').
  passes: ['storage', 'documents'],
  // The shortlist, comparison and dated plan; My Journeys' list shows each trip's documents and
  // offline check. What builds on the plan (the cards' heart, the rooms for the road) uses it.
  journeys: ['storage', 'currency', 'seasons', 'altitude', 'documents', 'readyOffline'],
  catalogue: ['journeys', 'currency'],
  finder: ['catalogue', 'currency'],
  // The outbox offers a booked trip's 24-hour line beside a message stuck during it.
  enquiries: ['storage', 'journeys', 'bookedTrip'],
  // Today reads the trips planned here and those booked and kept here on one timeline.
  today: ['journeys', 'storage', 'bookedTrip', 'passes'],
  help: ['today', 'altitude', 'storage', 'bookedTrip', 'journeys'],
  beforeYouGo: ['journeys', 'storage', 'altitude', 'essentials'],
  // The trip the agency booked and signed (/trip, My Journeys' booked trips; the desk, src/desk/, uses it).
  bookedTrip: ['storage', 'journeys', 'beforeYouGo', 'passes'],
  backup: ['journeys', 'documents', 'storage', 'bookedTrip', 'passes'],
};

for (const feature of features) if (!FEATURE_USES[feature]) throw new Error(`eslint.config.js: add src/features/${feature}/ to FEATURE_USES, with the features it uses.`);
/** Throws on a cycle among the uses (a -> b -> ... -> a). */
function checkNoCycle(uses) {
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) throw new Error(`eslint.config.js: features use each other in a circle: ${[...path, feature].join(' -> ')}`);
    if (done.has(feature)) return;
    for (const used of uses[feature] ?? []) visit(used, [...path, feature]);
    done.add(feature);
  };
  for (const feature of Object.keys(uses)) visit(feature, []);
}
checkNoCycle(FEATURE_USES);

const FEATURES_DIR = fileURLToPath(new URL('./src/features/', import.meta.url));

/** The feature folder and the rest of the path of `file`, or undefined outside src/features/. */
function inFeatures(file) {
  const rel = relative(FEATURES_DIR, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return rel === '' ? { feature: '', rest: '' } : undefined;
  const [feature, ...rest] = rel.split(sep);
  return { feature, rest: rest.join('/') };
}

/** local/feature-imports: a feature's module by its path, and only from a feature that uses it (FEATURE_USES). */
const featureImports = {
  meta: { type: 'problem', schema: [], messages: { index: 'Import the module by its path ({{feature}}/...): features have no index.', unused: "{{from}} does not use {{to}} (FEATURE_USES in eslint.config.js): the features' imports run one way." } },
  create(context) {
    const from = inFeatures(context.filename)?.feature;
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = inFeatures(resolve(dirname(context.filename), source));
      if (!target) return;
      if (!target.rest) context.report({ node, messageId: 'index', data: { feature: target.feature || 'feature' } });
      else if (from && target.feature !== from && !FEATURE_USES[from]?.includes(target.feature)) context.report({ node, messageId: 'unused', data: { from, to: target.feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
  { files: ['src/content/**', 'src/lib/**', 'src/config/**', 'src/theme/**'], rules: restrict(upward('app', 'pages', 'features', 'components', 'trip', 'desk'), buildTimeOnly) },
  {
    // The trip core (DESIGN, "One trip, one timeline") is plain TypeScript that every feature reads:
    // it takes only the catalogue, the phone's date (lib/today) and the calendar package, never
    // React, the DOM's helpers or a feature. tsconfig.trip.json checks it with no DOM types.
    files: ['src/trip/**'],
    rules: restrict({
      regex: '^(?!\\./|\\.\\./content/|\\.\\./lib/today$|ics$)',
      message: 'src/trip/ imports only its own modules, the catalogue (content/), lib/today and ics: no React, no DOM helpers, no feature.',
    }),
  },
  { files: ['src/components/**'], rules: restrict(upward('app', 'pages', 'features', 'desk'), buildTimeOnly) },
  { files: ['src/features/**'], rules: restrict(upward('app', 'pages', 'desk'), buildTimeOnly) },
  { files: ['src/**', 'sw/**'], plugins: { local: { rules: { 'feature-imports': featureImports } } }, rules: { 'local/feature-imports': 'error' } },
  { files: ['src/pages/**'], rules: restrict(upward('app', 'desk'), buildTimeOnly) },
  { files: ['src/app/**', 'src/*.ts'], ignores: ['src/app/entry-server.tsx'], rules: restrict(upward('desk'), buildTimeOnly) },
  { files: ['src/app/entry-server.tsx'], rules: restrict(upward('desk')) },
  {
    // The desk shares the site's theme and its style cache with the traveller's app (app/emotionCache),
    // and nothing else of it: no layout, route or start-up of the traveller's.
    files: ['src/desk/**'],
    rules: restrict(upward('pages'), buildTimeOnly, {
      regex: '^\\.\\./app/(?!emotionCache$)',
      message: "The desk is an app of its own: of the traveller's app it imports only app/emotionCache.",
    }),
  },
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
      regex: '^\\.\\./src/(?!config/|features/storage/|features/enquiries/outbox/wiring$)',
      message: 'The service worker imports only the configuration, storage and the outbox wiring.',
    }),
  },
);
