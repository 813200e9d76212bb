import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: content, lib, config -> components, features -> pages -> app. */
const upward = (...forbidden) =>
  forbidden.map((group) => ({ group: [`**/${group}/*`, `**/${group}`], message: `Imports flow one way; do not import from ${group}/ here.` }));

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.flat() }] });

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature uses another only through that feature's index.ts ('../storage', never '../storage/db'). */
const internalsOfOtherFeatures = (feature) => ({
  regex: `^(\\.\\./)+(${features.filter((f) => f !== feature).join('|')})/`,
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
  { files: ['scripts/**', 'tests/**', '*.config.*'], languageOptions: { globals: { ...globals.node } } },
  { files: ['src/content/**', 'src/lib/**', 'src/config/**', 'src/theme/**'], rules: restrict(upward('app', 'pages', 'features', 'components')) },
  { files: ['src/components/**'], rules: restrict(upward('app', 'pages', 'features')) },
  ...features.map((feature) => ({ files: [`src/features/${feature}/**`], rules: restrict(upward('app', 'pages'), internalsOfOtherFeatures(feature), notFrom(feature)) })),
  { files: ['src/pages/**'], rules: restrict(upward('app')) },
  {
    // The service worker carries only what it runs: the configuration, storage and the outbox.
    files: ['sw/**'],
    rules: restrict({
      regex: '^\\.\\./src/(?!config/|features/storage$|features/enquiries/outbox/wiring$)',
      message: 'The service worker imports only the configuration, storage and the outbox wiring.',
    }),
  },
);
