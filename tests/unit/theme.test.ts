/**
 * The app's Chakra system: the recipes of components only some pages show are left out of it (those
 * components get theirs by value: recipes.test.tsx), and the browser's system styles as the
 * pre-renderer's does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardSlotRecipe, collapsibleSlotRecipe, globalCss as chakraGlobalCss, dialogSlotRecipe, nativeSelectSlotRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createSystemWithGlobalCss, siteGlobalCss } from '../../src/theme/globalCss';
import { formRecipes } from '../../src/theme/recipes/form';
import { createAppSystem, createAppSystemInTasks, withGlobalCssInPage } from '../../src/theme/system';

describe('recipes of components only some pages show', () => {
  it('are not built into the system', () => {
    const system = createAppSystem();
    expect(system.isRecipe('input')).toBe(false);
    expect(system.isSlotRecipe('field')).toBe(false);
    expect(system.isSlotRecipe('card')).toBe(false);
    expect(system.isRecipe('button')).toBe(true);
  });

  it('given by value, are compiled once per system, as its own recipes are', () => {
    const system = createAppSystem();
    const card = system.sva(cardSlotRecipe);
    expect(system.sva(cardSlotRecipe)).toBe(card);
    expect(card.classNameMap.root).toBe('chakra-card__root');
    expect(createAppSystem().sva(cardSlotRecipe)).not.toBe(card);
    expect(createAppSystem().sva(cardSlotRecipe)({})).toEqual(card({}));
  });

  it("include the form's select, styled as Chakra's NativeSelect in the size and variant the site draws", () => {
    const system = createAppSystem();
    const ours = system.sva(formRecipes.nativeSelect);
    const chakras = system.sva(nativeSelectSlotRecipe);
    expect(ours.classNameMap).toEqual(chakras.classNameMap);
    // Property order too: it is the order of the declarations in the CSS.
    for (const variants of [{}, { size: 'md', variant: 'outline' } as const]) expect(JSON.stringify(ours(variants))).toBe(JSON.stringify(chakras(variants)));
  });
});

describe('global CSS', () => {
  type Rules = Record<string, Record<string, unknown>>;
  const site = siteGlobalCss as Rules;
  const dropped = Object.keys((chakraGlobalCss as Rules)['*'] ?? {}).filter((name) => name.startsWith('--') && !name.startsWith('--global-'));

  it('declares no custom property on every element; the reset\'s own are inherited from html', () => {
    expect(dropped.length).toBeGreaterThan(20);
    expect(Object.keys(site['*'] ?? {}).filter((name) => name.startsWith('--'))).toEqual([]);
    expect(site.html).toMatchObject({ '--global-font-body': 'fonts.body', '--global-font-mono': 'fonts.mono', '--global-color-border': 'colors.border' });
  });

  it('drops only properties nothing reads: no recipe, and no component, uses rings or "auto" filters', () => {
    const system = createAppSystem();
    // The recipes given by value: recipes.test.tsx; those of the dialogs, the toasts and the
    // outbox's collapsible, which no pre-rendered page draws, here.
    const recipes = JSON.stringify([system._config.theme?.recipes, system._config.theme?.slotRecipes, collapsibleSlotRecipe, dialogSlotRecipe, toastSlotRecipe]);
    for (const name of dropped) expect(recipes, name).not.toContain(`var(${name}`);
    expect(recipes).not.toMatch(/"(filter|backdropFilter)":"auto"/);

    const sources: string[] = [];
    const collect = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) collect(join(dir, entry.name));
        else if (/\.tsx?$/.test(entry.name)) sources.push(readFileSync(join(dir, entry.name), 'utf8'));
      }
    };
    collect(join(__dirname, '../../src'));
    const code = sources.join('\n');
    for (const name of dropped) expect(code, name).not.toContain(name);
    expect(code).not.toMatch(/(filter|backdropFilter)[=:]\s*["'{]*auto/);
  });
});

describe("the browser's system", () => {
  it("makes every style as the pre-renderer's does, which adds only the global CSS", () => {
    const browser = createAppSystem();
    const server = createSystemWithGlobalCss();
    const theme = browser._config.theme ?? {};
    for (const key of Object.keys(theme.recipes ?? {})) expect(browser.getRecipeFn(key)({}), key).toEqual(server.getRecipeFn(key)({}));
    for (const key of Object.keys(theme.slotRecipes ?? {})) expect(browser.getSlotRecipeFn(key)({}), key).toEqual(server.getSlotRecipeFn(key)({}));
    expect(browser.sva(cardSlotRecipe)({ size: 'sm' }), 'a recipe given by value').toEqual(server.sva(cardSlotRecipe)({ size: 'sm' }));
    const sample = { px: '4', color: 'jade.700', animationName: 'rasa-dropdown-in', animationStyle: 'slide-fade-in', _open: { animationName: 'fade-in' }, md: { bg: 'bg.sand' } };
    expect(browser.css(sample)).toEqual(server.css(sample));
    expect(browser.css(sample)).toMatchObject({ animationName: 'rasa-dropdown-in' });
    // The global CSS is the server's alone: reset, global styles and keyframes.
    const [serverReset, serverGlobal] = server._global as object[];
    expect(JSON.stringify(serverGlobal)).toContain('@keyframes rasa-dropdown-in');
    // Also those of the dialogs and the outbox's collapsible, whose recipes are not in the system but passed by value.
    expect(browser.isSlotRecipe('dialog')).toBe(false);
    expect(JSON.stringify(serverGlobal)).toContain('@keyframes scale-in');
    expect(JSON.stringify(serverGlobal)).toContain('@keyframes expand-height');
    expect(Object.keys(serverReset ?? {}).length).toBeGreaterThan(0);
  });
});

describe('the system built in tasks', () => {
  it('is the system built at once, after its configs and their merge each had a task of their own', async () => {
    let tasks = 0;
    const system = await withYieldsCounted(() => tasks++, createAppSystemInTasks);
    const atOnce = createAppSystem();
    expect(tasks).toBe(3);
    expect(system.css({ px: '4', color: 'jade.700', md: { bg: 'bg.sand' } })).toEqual(atOnce.css({ px: '4', color: 'jade.700', md: { bg: 'bg.sand' } }));
    expect(system.getRecipeFn('button')({ size: 'md' })).toEqual(atOnce.getRecipeFn('button')({ size: 'md' }));
    expect(system.tokens.allTokens.map((t) => t.name)).toEqual(atOnce.tokens.allTokens.map((t) => t.name));
    expect(system._global).toEqual(atOnce._global);
  });
});

describe('the system as the browser provides it when the page carries the global CSS', () => {
  it('has no global CSS nor layer order for the provider to render, and still puts each style in its layer', () => {
    const system = createAppSystem();
    const provided = withGlobalCssInPage(system);
    expect(provided._global).toEqual([]);
    expect(provided._config.disableLayers).toBe(true);
    // The system itself is untouched, and styles are made as before: in the recipes' layer.
    expect(system._global.length).toBeGreaterThan(0);
    expect(system._config.disableLayers).toBeFalsy();
    expect(provided.layers.wrap('recipes', { color: 'red' })).toEqual(system.layers.wrap('recipes', { color: 'red' }));
    expect(JSON.stringify(provided.layers.wrap('recipes', { color: 'red' }))).toContain('@layer recipes');
    expect(provided.css({ px: '4', color: 'jade.700' })).toEqual(system.css({ px: '4', color: 'jade.700' }));
  });
});

/** Runs `build` with the scheduler's yield counted (Node has no scheduler.yield: setTimeout is used). */
async function withYieldsCounted<T>(count: () => void, build: () => Promise<T>): Promise<T> {
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: () => void, ms?: number) => {
    count();
    return original(fn, ms);
  }) as typeof setTimeout;
  try {
    return await build();
  } finally {
    globalThis.setTimeout = original;
  }
}
