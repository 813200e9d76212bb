/**
 * The Chakra system: built from Chakra's base config plus only the recipes the site uses, which
 * keeps the initial JavaScript well below the full default system (about 35 KB gzip less). Recipes
 * of components only some pages show are not built in: those pages provide them (pageRecipes.ts).
 * Building it is one of the longest pieces of start-up work, so it is a function the app calls
 * when it starts rather than a side effect of importing this module.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { yieldToMain } from '../lib/scheduling';
import { withPageRecipes } from './pageRecipes';
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
  globalCss: {
    html: { colorPalette: 'jade', scrollPaddingTop: '80px', bg: 'bg', color: 'fg' },
    body: { fontFamily: 'body', bg: 'bg', color: 'fg', lineHeight: '1.65' },
    'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
    '::selection': { bg: 'brass.200' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    keyframes: {
      'rasa-dropdown-in': {
        from: { opacity: 0, transform: 'translateY(-6px)' },
        to: { opacity: 1, transform: 'translateY(0)' },
      },
      'rasa-dropdown-out': {
        from: { opacity: 1, transform: 'translateY(0)' },
        to: { opacity: 0, transform: 'translateY(-6px)' },
      },
    },
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

const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

const slotRecipes = {
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  toast: toastSlotRecipe,
};

/** The entries of `names` that `styles` mentions by name (whole words: slide-from-top is not slide-from-top-full). */
function mentioned<T extends object>(names: T, styles: unknown): T {
  const text = JSON.stringify(styles);
  return Object.fromEntries(Object.entries(names).filter(([name]) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(text))) as T;
}

/**
 * Chakra's animation styles and keyframes that the adopted recipes and brand styles use: each
 * keyframe is a block of CSS in every page's inline styles.
 */
function usedAnimations() {
  const used = mentioned(animationStyles, [recipes, slotRecipes, brand]);
  return { animationStyles: used, keyframes: mentioned(keyframes, [recipes, slotRecipes, siteGlobalCss, brand, used]) };
}

/**
 * Chakra's global CSS without the custom properties it declares on every element (`*`): some two
 * dozen ring, filter and backdrop-filter defaults, for "auto" filters and rings the site never uses.
 * Declared on every element, they make each element compute a set of its own, which slows every
 * style recalculation (docs/performance.md). The three the reset does use (--global-font-body, -mono, --global-color-border) are
 * declared once on html and inherited, as custom properties are.
 */
function withoutPerElementVariables(css: typeof globalCss): typeof globalCss {
  const rules = css as Record<string, Record<string, unknown>>;
  const every = Object.entries(rules['*'] ?? {});
  const inherited = Object.fromEntries(every.filter(([name]) => name.startsWith('--global-')));
  return {
    ...rules,
    '*': Object.fromEntries(every.filter(([name]) => !name.startsWith('--'))),
    html: { ...rules.html, ...inherited },
  } as typeof globalCss;
}

/** Chakra's global CSS as the site uses it. */
export const siteGlobalCss = withoutPerElementVariables(globalCss);

type TokenTree = { [key: string]: unknown };

/**
 * The light value of every semantic token. The site has one colour scheme; Chakra's dark values
 * would add a second block of CSS variables to every page for nothing.
 */
function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object') return tree;
  const node = tree as TokenTree;
  const value = node.value as TokenTree | undefined;
  if (value && typeof value === 'object' && '_light' in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, lightOnly(v)])) as T;
}

/** Chakra's base, cut down to what the site uses; built on demand with the system. */
function adoptedConfig() {
  const animations = usedAnimations();
  return defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: siteGlobalCss,
    theme: {
      breakpoints,
      keyframes: animations.keyframes,
      tokens: withoutUnusedPalettes(tokens),
      semanticTokens: lightOnly(withoutUnusedPalettes(semanticTokens)),
      textStyles,
      layerStyles,
      animationStyles: animations.animationStyles,
      recipes,
      slotRecipes,
    },
  });
}

/** The site's system, built at once (the pre-renderer, tests). */
export function createAppSystem(): SystemContext {
  return withPageRecipes(createSystem(defaultBaseConfig, adoptedConfig(), brand));
}

type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

/**
 * The site's system, built in four tasks so that the browser answers input between them: in one
 * piece it is the longest task of start-up (about 130 ms on a mid-range phone). The steps come
 * from patches/@chakra-ui+react+*.patch, which stands for an upstream option to build a system
 * incrementally; without the patch the system is built at once.
 */
export async function createAppSystemInTasks(): Promise<SystemContext> {
  const steps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;
  if (!steps) return createAppSystem();
  const adopted = adoptedConfig();
  await yieldToMain();
  const building = steps(defaultBaseConfig, adopted, brand);
  for (;;) {
    const step = building.next();
    if (step.done) return withPageRecipes(step.value);
    await yieldToMain();
  }
}
