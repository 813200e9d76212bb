/**
 * The Chakra system: Chakra's base config plus only the recipes every page may draw, far less than
 * the full default system; a component only some pages draw is given its recipe
 * where it is rendered (`recipe={cardSlotRecipe}`). Building it is one of the longest pieces of
 * start-up work, so the app calls a function when it starts rather than importing a built system.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { yieldToMain } from '../lib/scheduling';
import { palette } from './palette';
import { eyebrowRecipe, navMenuSlotRecipe, sectionRecipe } from './recipes';

type Shade = keyof typeof palette.jade;

function scale(colors: Record<Shade, string>) {
  return Object.fromEntries(Object.entries(colors).map(([k, v]) => [k, { value: v }]));
}

/** Semantic tokens Chakra's recipes read through colorPalette (solid, contrast, fg ...). */
function paletteSemantics(name: 'jade' | 'brass') {
  return {
    contrast: { value: '{colors.white}' },
    fg: { value: `{colors.${name}.700}` },
    subtle: { value: `{colors.${name}.100}` },
    muted: { value: `{colors.${name}.200}` },
    emphasized: { value: `{colors.${name}.300}` },
    solid: { value: `{colors.${name}.${name === 'jade' ? 700 : 600}}` },
    focusRing: { value: `{colors.${name}.500}` },
    border: { value: `{colors.${name}.500}` },
  };
}

const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        jade: scale(palette.jade),
        brass: scale(palette.brass),
        ivory: { value: palette.ivory },
        sand: { value: palette.sand },
        ink: { value: palette.ink },
      },
      fonts: {
        heading: { value: "'Cormorant Garamond', 'Iowan Old Style', Georgia, serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        jade: paletteSemantics('jade'),
        brass: paletteSemantics('brass'),
        bg: {
          DEFAULT: { value: '{colors.ivory}' },
          sand: { value: '{colors.sand}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '{colors.ink}' },
          muted: { value: '#4f5359' },
        },
      },
    },
    recipes: {
      heading: {
        base: { fontFamily: 'heading', fontWeight: '600', letterSpacing: '-0.01em', color: 'inherit' },
      },
      button: {
        base: { borderRadius: 'full', letterSpacing: '0.02em', fontWeight: 'semibold' },
      },
      link: { base: { color: 'jade.700', textUnderlineOffset: '3px' } },
      eyebrow: eyebrowRecipe,
      section: sectionRecipe,
    },
    slotRecipes: {
      navMenu: navMenuSlotRecipe,
    },
  },
});

/**
 * Chakra's colour palettes the site never shows. Every palette adds some forty CSS variables to
 * each page's inline styles; gray (neutrals) and red, orange, green, blue (the status colours of
 * fields, toasts and alerts) stay.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends { colors?: object }>(group: T): T {
  return { ...group, colors: Object.fromEntries(Object.entries(group.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) };
}

/**
 * Dialogs, toasts and the outbox's collapsible are never part of a first render: their components
 * pass Chakra's recipes by value, so no page's first load carries them; globalCss.ts
 * keeps their keyframes.
 */
const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

/** The entries of `names` that `styles` mentions by name (whole words: slide-from-top is not slide-from-top-full). */
export function mentioned<T extends object>(names: T, styles: unknown): T {
  const text = JSON.stringify(styles);
  return Object.fromEntries(Object.entries(names).filter(([name]) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(text))) as T;
}

/** Chakra's animation styles that the adopted recipes and the brand's use. */
function usedAnimationStyles() {
  return mentioned(animationStyles, [recipes, brand]);
}

/** The styles of the site's system (recipes, brand, animation styles): the keyframes it names are in the global CSS. */
export function systemStyles(): unknown[] {
  return [recipes, brand, usedAnimationStyles()];
}

type TokenTree = { [key: string]: unknown };

/**
 * The light value of every semantic token. The site has one colour scheme; Chakra's dark values
 * would add a second block of CSS variables to the site's stylesheet for nothing.
 */
function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  const value = node.value as TokenTree | undefined;
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)])) as T;
}

/**
 * Chakra's base, cut down to what the site uses; built on demand with the system. Without the
 * global CSS (reset, global styles, keyframes), which the pre-renderer puts in the site's one
 * stylesheet (globalCss.ts): the browser's app never builds or downloads it.
 */
function adoptedConfig() {
  return defineConfig({
    cssVarsPrefix: 'chakra',
    theme: {
      breakpoints,
      tokens: withoutUnusedPalettes(tokens),
      semanticTokens: lightOnly(withoutUnusedPalettes(semanticTokens)),
      textStyles,
      layerStyles,
      animationStyles: usedAnimationStyles(),
      recipes,
    },
  });
}

/** The configs of the site's system, in order; `extra` joins them (the global CSS, on the server). */
export function appSystemConfigs(...extra: SystemConfig[]): SystemConfig[] {
  return [defaultBaseConfig, adoptedConfig(), brand, ...extra];
}

/**
 * The system compiling a recipe given by value once, as it does its own recipes: Chakra compiles a
 * `recipe` prop for every component instance that renders it (chakra-ui/chakra-ui#10878), about
 * half a millisecond a card on a fast machine, which a list of cards would pay per card.
 */
export function compilingRecipesOnce(system: SystemContext): SystemContext {
  system.cva = once(system.cva);
  system.sva = once(system.sva);
  return system;
}

/** `compile`, run once for each config object (WeakMap: a config dropped is forgotten). */
function once<F extends (config: never) => unknown>(compile: F): F {
  const compiled = new WeakMap<object, unknown>();
  // The same function to its callers; TypeScript cannot carry a generic signature over.
  return ((config: object) => {
    if (!compiled.has(config)) compiled.set(config, (compile as unknown as (config: object) => unknown)(config));
    return compiled.get(config);
  }) as unknown as F;
}

/** The site's system as the browser uses it, built at once (tests). */
export function createAppSystem(): SystemContext {
  return compilingRecipesOnce(createSystem(...appSystemConfigs()));
}

/**
 * The site's system, built in three tasks (its configs, their merge, the system) so the browser
 * answers input between them. Chakra builds a system in one piece, with no option to do it in
 * steps, and its token dictionary is most of that piece: the palettes and dark values the site
 * never shows are left out of it (adoptedConfig).
 */
export async function createAppSystemInTasks(): Promise<SystemContext> {
  await yieldToMain();
  const configs = appSystemConfigs();
  await yieldToMain();
  const merged = mergeConfigs(...configs);
  await yieldToMain();
  return compilingRecipesOnce(createSystem(merged));
}

/**
 * The system as the browser's ChakraProvider is given it when the page already carries the global
 * CSS and the order of the layers (the site's stylesheet): the provider then renders neither.
 * Rendered by Emotion's Global, each would be inserted into the head again, and every style tag
 * added or moved makes the browser recompute the whole page's style (docs/performance.md). Only
 * the provider reads these two fields: the system's layers keep its own config, so every style
 * still goes into its layer.
 */
export function withGlobalCssInPage(system: SystemContext): SystemContext {
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}
