// @vitest-environment jsdom
/**
 * The site's stylesheet and the browser's app: every page links one stylesheet with the global CSS
 * and the rules of every pre-rendered page; the app started on a page adds only rules it lacks.
 */
import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, pageHasSiteStyles, pageStyles, siteStylesheet } from '../../src/app/emotionCache';
import { createAppSystem, withGlobalCssInPage } from '../../src/theme/system';

// As the browser's app provides it on a built page, which carries the global CSS.
const system = withGlobalCssInPage(createAppSystem());

function Page({ cache, color }: { cache: EmotionCache; color: string }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Box color={color}>Rasa Journeys</Box>
      </ChakraProvider>
    </CacheProvider>
  );
}

/** The CSS of the rules the browser's cache put into the head. */
function insertedCss(): string {
  const tags = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
  return tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('');
}

/** The Emotion rule names a rendered element uses (its class css-NAME). */
function ruleNames(element: HTMLElement): string[] {
  return [...element.classList].filter((c) => c.startsWith('css-')).map((c) => c.slice('css-'.length));
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe("the site's stylesheet", () => {
  const globalCss = '@layer reset, base, tokens, recipes;:where(html){--chakra-colors-jade-700:#1f4540;}';

  it("holds a page's global CSS apart from its rules, each rule under its name", () => {
    const styles = pageStyles(
      [
        { key: 'css-global', ids: ['a1'], css: '@layer reset, base, tokens, recipes;' },
        { key: 'css-global', ids: ['b2'], css: ':where(html){--chakra-colors-jade-700:#1f4540;}' },
        { key: 'css', ids: ['x1', 'y2'], css: '.css-x1{color:red;}.css-y2{color:blue;}' },
      ],
      { a1: '@layer reset, base, tokens, recipes;', b2: ':where(html){--chakra-colors-jade-700:#1f4540;}', x1: '.css-x1{color:red;}', y2: '.css-y2{color:blue;}' },
    );
    expect(styles).toEqual({ globalCss, rules: [['x1', '.css-x1{color:red;}'], ['y2', '.css-y2{color:blue;}']] });
  });

  it('puts the global CSS first (it orders the layers), then each rule once, then the app CSS', () => {
    const home = { globalCss, rules: [['x1', '.css-x1{color:red;}'], ['y2', '.css-y2{color:blue;}']] as const };
    const gallery = { globalCss, rules: [['y2', '.css-y2{color:blue;}'], ['z3', '@media print{.css-z3{display:none;}}']] as const };
    expect(siteStylesheet([home, gallery], '@font-face{font-family:X}')).toBe(
      globalCss + '.css-x1{color:red;}.css-y2{color:blue;}@media print{.css-z3{display:none;}}@font-face{font-family:X}',
    );
  });

  it('refuses pages whose global CSS differs: one stylesheet could not serve both', () => {
    expect(() => siteStylesheet([{ globalCss, rules: [] }, { globalCss: ':root{}', rules: [] }], '')).toThrow(/global CSS/);
  });

  it('adds nothing to the head for the global CSS the page already has, where the system as built would add it', () => {
    render(<Page cache={createBrowserEmotionCache()} color="jade.700" />);
    expect(insertedCss()).not.toContain('@layer reset');
    expect(insertedCss()).not.toContain('--chakra-colors-jade-700:');
    cleanup();
    document.head.innerHTML = '';
    render(
      <CacheProvider value={createBrowserEmotionCache()}>
        <ChakraProvider value={createAppSystem()}>
          <p>Rasa Journeys</p>
        </ChakraProvider>
      </CacheProvider>,
    );
    expect(insertedCss()).toContain('--chakra-colors-jade-700:');
  });

  it('tells the browser which rules the page has: those are not inserted again, others are', () => {
    // The rule a Box in jade makes, as the browser would insert it.
    render(<Page cache={createBrowserEmotionCache()} color="jade.700" />);
    const names = ruleNames(screen.getByText('Rasa Journeys'));
    const css = insertedCss();
    expect(names).toHaveLength(1);
    expect(css).toContain('var(--chakra-colors-jade-700)');
    cleanup();
    document.head.innerHTML = '';

    // The same rule in the site's stylesheet (inside a media block, as responsive rules are).
    document.head.innerHTML = `<style data-site-styles>@media screen{${css}}</style>`;
    expect(pageHasSiteStyles()).toBe(true);
    const page = document.head.firstElementChild;
    render(<Page cache={createBrowserEmotionCache()} color="jade.700" />);
    expect(insertedCss()).toBe('');
    expect(document.head.firstElementChild).toBe(page);

    cleanup();
    render(<Page cache={createBrowserEmotionCache()} color="brass.600" />);
    expect(insertedCss()).toContain('var(--chakra-colors-brass-600)');
    expect(insertedCss()).not.toContain('jade-700');
  });
});
