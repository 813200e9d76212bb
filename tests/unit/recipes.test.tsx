/**
 * Chakra recipes the site's system leaves out (card, badge, the form controls, alert, separator)
 * are given by value by the modules that render their components (`recipe={cardSlotRecipe}`). A
 * component rendered without its recipe looks it up in the system by key, finds nothing and shows
 * unstyled: these tests render every page with the system the browser builds and fail for any such
 * lookup, whichever component and module it comes from (the parts only the browser draws:
 * recipes-browser.test.tsx).
 */
import { Badge, Card, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { badgeRecipe, globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { createEmotionCache } from '../../src/app/emotionCache';
import { allPaths } from '../../src/app/routeMeta';
import { preloadPath } from '../../src/app/routes';
import { preloadIslands } from '../../src/lib/load';
import { siteGlobalCss } from '../../src/theme/globalCss';
import { checkedSystem } from './checkedSystem';

/** A page as the pre-renderer renders it. */
async function renderPage(path: string, system: SystemContext): Promise<string> {
  await preloadPath(path);
  await preloadIslands();
  return renderToString(<App cache={createEmotionCache()} system={system} ssrPath={path} ssrSearch="" />);
}

function classNameOf(config: object): string | undefined {
  return (config as { className?: string }).className;
}

describe('a component whose recipe the system leaves out', () => {
  it('is noted when it renders without its recipe, and styled with it', () => {
    const { system, missing } = checkedSystem();
    const without = renderToString(
      <ChakraProvider value={system}>
        <Badge>3</Badge>
        <Card.Root>Agra</Card.Root>
      </ChakraProvider>,
    );
    expect([...missing].sort()).toEqual(['badge', 'card']);
    expect(without).not.toContain('chakra-badge');

    const checked = checkedSystem();
    const withRecipe = renderToString(
      <ChakraProvider value={checked.system}>
        <Badge recipe={badgeRecipe}>3</Badge>
      </ChakraProvider>,
    );
    expect([...checked.missing]).toEqual([]);
    expect(withRecipe).toContain('chakra-badge');
  });
});

describe('every page', () => {
  const pages: Record<string, string> = {};
  const { system, missing, byValue } = checkedSystem();
  const problems: string[] = [];

  beforeAll(async () => {
    for (const path of [...allPaths().map((p) => p.path), '/404']) {
      missing.clear();
      pages[path] = await renderPage(path, system);
      for (const key of missing) problems.push(`${path}: a component with recipe "${key}" renders unstyled`);
    }
  }, 60_000);

  it('renders each component with its recipe', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('shows the classes of the recipes given by value: their styles reach the markup', () => {
    const html = Object.values(pages).join('');
    const classNames = [...byValue].map(classNameOf).filter((name) => name !== undefined);
    expect(classNames).toEqual(expect.arrayContaining(['chakra-card', 'chakra-badge', 'chakra-field', 'fieldset', 'chakra-native-select', 'chakra-input', 'chakra-textarea', 'chakra-alert', 'chakra-separator']));
    for (const name of classNames) expect(html, name).toContain(`class="${name}`);
  });

  it('uses recipes by value that need nothing of the global CSS: no animation, no property it drops', () => {
    // Keyframes are global CSS, built from the system's own recipes; so are the custom properties
    // Chakra declares on every element, of which the site keeps only those its styles read.
    const rules = (css: unknown) => (css as Record<string, Record<string, unknown>>)['*'] ?? {};
    const dropped = Object.keys(rules(chakraGlobalCss)).filter((name) => name.startsWith('--') && !(name in rules(siteGlobalCss)) && !name.startsWith('--global-'));
    expect(dropped.length).toBeGreaterThan(20);
    const recipes = JSON.stringify([...byValue]);
    expect(recipes).toContain('chakra-card');
    expect(recipes).not.toMatch(/"animation(Name|Style)?":/);
    for (const name of dropped) expect(recipes, name).not.toContain(`var(${name}`);
    expect(recipes).not.toMatch(/"(filter|backdropFilter)":"auto"/);
  });
});
