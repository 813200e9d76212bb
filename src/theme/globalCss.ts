/**
 * The site's global CSS: Chakra's reset and global styles, the brand's, and the keyframes that
 * animations name. The pre-renderer puts it first in the site's one stylesheet
 * (assets/site-{hash}.css, linked by every page and the app shell; the browser's app renders
 * none), so only the pre-renderer, a page served without that stylesheet (the dev server's) and
 * the desk (src/desk/, an app of its own, whose page has no site stylesheet) build the system with it.
 */
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { collapsibleSlotRecipe, dialogSlotRecipe, globalCss, keyframes, toastSlotRecipe } from '@chakra-ui/react/theme';
import { appSystemConfigs, compilingRecipesOnce, mentioned, systemStyles } from './system';

/**
 * Chakra's global CSS without the custom properties it declares on every element (`*`): some two
 * dozen ring, filter and backdrop-filter defaults, for "auto" filters and rings the site never uses.
 * Declared on every element, they make each element compute a set of its own, which slows every
 * style recalculation (docs/performance.md). The three the reset does use (--global-font-body,
 * -mono, --global-color-border) are declared once on html and inherited, as custom properties are.
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

const brandGlobalCss = defineConfig({
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
  },
});

/** Recipes their components pass by value rather than find in the system (system.ts): their animations need keyframes too. */
const passedByValue = [collapsibleSlotRecipe, dialogSlotRecipe, toastSlotRecipe];

/**
 * Chakra's reset, its global CSS and the keyframes the site's styles name (each keyframe is a
 * block of CSS in the site's stylesheet, so only those named are kept).
 */
function chakraGlobalCss() {
  return defineConfig({
    preflight: true,
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: siteGlobalCss,
    theme: { keyframes: mentioned(keyframes, [...systemStyles(), siteGlobalCss, passedByValue]) },
  });
}

/** The site's system with its global CSS: what the pre-renderer renders pages with. */
export function createSystemWithGlobalCss(): SystemContext {
  return compilingRecipesOnce(createSystem(...appSystemConfigs(chakraGlobalCss(), brandGlobalCss)));
}
