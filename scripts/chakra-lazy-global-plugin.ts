/**
 * Build-time change to Chakra's createSystem: its global styles (the CSS reset, global CSS and one
 * CSS variable per design token, about 430) are computed when first read instead of while the
 * system is built.
 *
 * Why: computing them is half of building the system (about 18 of 35 ms in Node, four times that
 * on a mid-range phone), and building the system is one long task at start-up. A pre-rendered page
 * already carries those styles, so the browser adopts them from the page (adoptPrerenderedGlobalStyles
 * in src/theme/globalStyles.ts) and never computes them. Chakra offers no option for this, so the
 * one line is rewritten here; if Chakra's source changes, the build stops and says so rather than
 * silently shipping the slow path.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const PROPERTY = /^(\s*)_global,$/m;

/** The source of Chakra's system.js with _global computed on first read (and then kept). */
export function lazyGlobalSource(code: string): string {
  if (!code.includes(EAGER) || !PROPERTY.test(code)) {
    throw new Error("chakra-lazy-global: @chakra-ui/react's createSystem no longer matches; review scripts/chakra-lazy-global-plugin.ts against the installed version");
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(PROPERTY, '$1get _global() {\n$1  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},');
}

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'rasa:chakra-lazy-global',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: lazyGlobalSource(code), map: null };
    },
  };
}
