import createCache, { type EmotionCache } from '@emotion/cache';

/** The cache's key: the prefix of every class name, and of what @emotion/server extracts. */
const KEY = 'css';

/**
 * The style cache of the server renderer and the browser (the same options, so class names match).
 * Without Emotion's default vendor-prefixing plugin: the browsers the site supports need no
 * -webkit-/-ms-/-moz- copies, which made up a large part of the CSS inlined in every page's head,
 * the bytes that come before the largest paint.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: KEY, stylisPlugins: [] });
}

/**
 * Names the rules in a pre-rendered page's style tag: "css name1 name2 ...". Not Emotion's own
 * data-emotion, on purpose: Emotion adopts tags it finds by that attribute by moving them in the
 * head, and the browser recomputes the whole page's style for every moved style tag (tasks of
 * 60 to 70 ms on a phone, docs/performance.md). The browser's cache is told the names instead.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules';

/** In the browser: the cache, knowing the rules the page already has, so it inserts only the others. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const tag of document.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(SERVER_RULES_ATTRIBUTE) ?? '').split(' ');
    if (key === KEY) for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}

/** Marks the global CSS written into a page at build time. */
const GLOBAL_CSS_ATTRIBUTE = 'data-global-css';

/** Whether this page carries the global CSS (every built page does; the dev server's does not). */
export function pageHasGlobalCss(): boolean {
  return document.querySelector(`style[${GLOBAL_CSS_ATTRIBUTE}]`) !== null;
}

/** What @emotion/server extracts from a rendered page: global styles (key "css-global") and rules. */
export interface ExtractedStyles {
  readonly key: string;
  readonly ids: readonly string[];
  readonly css: string;
}

/**
 * A pre-rendered page's style tags. The global CSS (Chakra's reset, global styles and token
 * variables, the same on every page) is plain CSS that the browser's app leaves alone (it renders
 * no global styles); the page's rules carry their names for createBrowserEmotionCache.
 */
export function serverStyleTags(extracted: readonly ExtractedStyles[]): { globalStyles: string; rules: string } {
  const globals = extracted.filter((s) => s.key === `${KEY}-global` && s.css);
  const rules = extracted.filter((s) => s.key === KEY && s.css);
  return {
    globalStyles: globals.map((s) => `<style ${GLOBAL_CSS_ATTRIBUTE}>${s.css}</style>`).join(''),
    rules: rules.map((s) => `<style ${SERVER_RULES_ATTRIBUTE}="${KEY} ${s.ids.join(' ')}">${s.css}</style>`).join(''),
  };
}
