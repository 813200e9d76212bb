import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: content -> features/components -> pages -> app (DESIGN.md). */
const upward = (...forbidden) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [`**/${group}/*`, `**/${group}`], message: `Imports flow one way; do not import from ${group}/ here.` })) },
  ],
});

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
  { files: ['src/content/**', 'src/lib/**', 'src/config/**', 'src/theme/**'], rules: upward('app', 'pages', 'features', 'components') },
  { files: ['src/components/**'], rules: upward('app', 'pages', 'features') },
  { files: ['src/features/**'], rules: upward('app', 'pages') },
  { files: ['src/pages/**'], rules: upward('app') },
);
