/**
 * A Chakra component whose recipe is not built into the system (form controls, cards, the payment
 * form's extras) is styled only once its recipe group (src/theme/recipes/*) has been imported; in
 * the browser a page loads only its own modules, so a module that renders such a component must
 * import the group itself or through its own static imports. Forgetting it would ship the
 * component unstyled without a word: this test fails instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RecipeGroup } from '../../src/theme/pageRecipes';
import { cardRecipes } from '../../src/theme/recipes/card';
import { formRecipes } from '../../src/theme/recipes/form';
import { paymentRecipes } from '../../src/theme/recipes/payment';
import { createAppSystem } from '../../src/theme/system';

const SRC = resolve(__dirname, '../../src');

/** The recipe keys each Chakra component reads (its parts and the marks it draws inside). */
const COMPONENT_RECIPES: Record<string, string[]> = {
  Input: ['input'],
  Textarea: ['textarea'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  NativeSelect: ['nativeSelect'],
  Badge: ['badge'],
  Card: ['card'],
  Alert: ['alert'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
};

const GROUP_FILES: [string, RecipeGroup][] = [
  ['theme/recipes/form.ts', formRecipes],
  ['theme/recipes/card.ts', cardRecipes],
  ['theme/recipes/payment.ts', paymentRecipes],
];

type Sources = Record<string, string>;

function readSources(dir: string, into: Sources = {}): Sources {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readSources(path, into);
    else if (/\.tsx?$/.test(entry.name)) into[relative(SRC, path)] = readFileSync(path, 'utf8');
  }
  return into;
}

/** Static imports only: a dynamic import() is another chunk, loaded later. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/^import\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].filter((m) => !/^import\s+type\s/.test(m[0])).map((m) => m[1]!);
}

function resolveImport(from: string, spec: string, sources: Sources): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => candidate in sources);
}

function chakraComponents(code: string): string[] {
  const named = [...code.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/gm)].flatMap((m) => m[1]!.split(','));
  return named.map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
}

/** Files that render a component whose recipe group is not among their static imports, with the keys. */
export function missingRecipeImports(sources: Sources, groupFiles: [string, RecipeGroup][], builtIn: (key: string) => boolean): string[] {
  const groupOf = new Map<string, string>();
  for (const [file, group] of groupFiles) for (const key of [...Object.keys(group.recipes ?? {}), ...Object.keys(group.slotRecipes ?? {})]) groupOf.set(key, file);
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const spec of staticImports(sources[file] ?? '')) {
      const target = resolveImport(file, spec, sources);
      if (target) closure(target, seen);
    }
    return seen;
  };
  const problems: string[] = [];
  for (const file of Object.keys(sources)) {
    const keys = chakraComponents(sources[file]!).flatMap((c) => COMPONENT_RECIPES[c] ?? []).filter((key) => !builtIn(key));
    if (!keys.length) continue;
    const reached = closure(file);
    for (const key of keys) {
      const group = groupOf.get(key);
      if (!group) problems.push(`${file}: no recipe group provides "${key}"`);
      else if (!reached.has(group)) problems.push(`${file}: renders a component with recipe "${key}" without importing ${group}`);
    }
  }
  return problems;
}

describe('recipe groups', () => {
  const system = createAppSystem();
  const builtIn = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);

  it('are imported by every module that renders one of their components', () => {
    expect(missingRecipeImports(readSources(SRC), GROUP_FILES, builtIn)).toEqual([]);
  });

  it('catch a module that forgets the import', () => {
    const sources: Sources = {
      'components/Tag.tsx': "import { Badge } from '@chakra-ui/react';\nexport const Tag = Badge;",
      'components/Field.tsx': "import { Field } from '@chakra-ui/react';\nimport '../theme/recipes/form';\nexport const F = Field;",
      'pages/Form.tsx': "import { Input } from '@chakra-ui/react';\nimport { F } from '../components/Field';\nexport const I = [Input, F];",
      'theme/recipes/form.ts': '',
      'theme/recipes/card.ts': '',
    };
    expect(missingRecipeImports(sources, GROUP_FILES, builtIn)).toEqual(['components/Tag.tsx: renders a component with recipe "badge" without importing theme/recipes/card.ts']);
  });
});
