import createCache, { type EmotionCache } from '@emotion/cache';

/** The cache's key: the prefix of every class name, and of what @emotion/server extracts. */
const KEY = 'css';

/**
 * The style cache of the server renderer and the browser (the same options, so class names match).
 * Without Emotion's default vendor-prefixing plugin: the browsers the site supports need no
 * -webkit-/-ms-/-moz- copies, which made up a large part of the site's CSS.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: KEY, stylisPlugins: [] });
}

/**
 * Marks the site's stylesheet, written at build time (scripts/prerender-plugin.ts): Chakra's
 * global CSS (reset, token variables, keyframes), then the rules of every pre-rendered page.
 */
const SITE_STYLES_ATTRIBUTE = 'data-site-styles';

/** The link to the site's stylesheet, which every built page carries and the browser's cache reads. */
export function siteStylesheetLink(href: string): string {
  return `<link rel="stylesheet" href="${href}" ${SITE_STYLES_ATTRIBUTE}>`;
}

function siteStylesElement(): HTMLLinkElement | HTMLStyleElement | null {
  return document.querySelector<HTMLLinkElement | HTMLStyleElement>(`[${SITE_STYLES_ATTRIBUTE}]`);
}

/** Whether this page has the site's stylesheet (every built page does; the dev server's does not). */
export function pageHasSiteStyles(): boolean {
  return siteStylesElement() !== null;
}

const RULE_NAME = new RegExp(`^\\.${KEY}-([\\w-]+)`);

/** Tells the cache that the rules of `rules` (and of the @layer and @media blocks in it) are in the page. */
function adoptRules(cache: EmotionCache, rules: CSSRuleList): void {
  for (const rule of rules) {
    if ('selectorText' in rule) {
      const name = RULE_NAME.exec(rule.selectorText as string)?.[1];
      if (name) cache.inserted[name] = true;
    } else if ('cssRules' in rule) {
      adoptRules(cache, rule.cssRules as CSSRuleList);
    }
  }
}

/**
 * The rules a sheet is given during one task go into one new style element, closed at the end of
 * the task's microtasks, before the browser next computes styles. Emotion puts every rule into one
 * sheet (`insertRule`); in Chromium a rule in `@layer` or `@media` (every recipe's and responsive
 * style's) added to a sheet the browser has already read lays the whole page out again ("Fonts
 * changed"), once per task that adds one, where a new sheet costs only its own rules. Rules are
 * still added with `insertRule`: as text, the element's whole text was parsed again for each one
 * (docs/performance.md).
 */
export function oneStyleElementPerTask(sheet: EmotionCache['sheet']): void {
  let open: CSSStyleSheet | null = null;
  sheet.insert = (rule: string) => {
    if (!open) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', sheet.key);
      if (sheet.nonce !== undefined) tag.setAttribute('nonce', sheet.nonce);
      const last = sheet.tags.at(-1);
      sheet.container.insertBefore(tag, last ? last.nextSibling : sheet.before);
      sheet.tags.push(tag);
      open = tag.sheet;
      queueMicrotask(() => {
        open = null;
      });
    }
    try {
      open?.insertRule(rule, open.cssRules.length);
    } catch {
      // As Emotion does: a rule this browser cannot parse (another engine's prefix) is left out.
    }
    sheet.ctr++;
  };
}

/**
 * In the browser: the cache, knowing the rules the site's stylesheet already has, so that it
 * inserts only the others (hydration inserts none), and adding those a task renders in one style
 * element. Reading the names from the stylesheet itself costs a walk of its rules and no bytes in
 * the page.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  oneStyleElementPerTask(cache.sheet);
  const sheet = siteStylesElement()?.sheet;
  if (sheet) adoptRules(cache, sheet.cssRules);
  return cache;
}

/** What @emotion/server extracts from a rendered page: global styles (key "css-global") and rules. */
export interface ExtractedStyles {
  readonly key: string;
  readonly ids: readonly string[];
  readonly css: string;
}

/** A pre-rendered page's styles: the global CSS (the same on every page) and its rules by name. */
export interface PageStyles {
  readonly globalCss: string;
  readonly rules: readonly (readonly [name: string, css: string])[];
}

/** Splits what @emotion/server extracted into the global CSS and the page's named rules. */
export function pageStyles(extracted: readonly ExtractedStyles[], inserted: EmotionCache['inserted']): PageStyles {
  return {
    globalCss: extracted
      .filter((s) => s.key === `${KEY}-global`)
      .map((s) => s.css)
      .join(''),
    rules: extracted.filter((s) => s.key === KEY).flatMap((s) => s.ids.map((id) => [id, String(inserted[id])] as const)),
  };
}

/**
 * The site's stylesheet: the global CSS first (it declares the order of the cascade layers), then
 * each rule of the pages once, in the order the pages first use it, then the app's own CSS (fonts,
 * print). One file for every page, cached once: a page's HTML carries no CSS, so the first screen
 * of even the longest list arrives in one round trip.
 */
export function siteStylesheet(pages: readonly PageStyles[], appCss: string): string {
  const globals = new Set(pages.map((p) => p.globalCss));
  if (globals.size > 1) throw new Error('site styles: the pages do not share one global CSS');
  const rules = new Map<string, string>();
  for (const page of pages) for (const [name, css] of page.rules) if (!rules.has(name)) rules.set(name, css);
  return [...globals, ...rules.values(), appCss].join('');
}
