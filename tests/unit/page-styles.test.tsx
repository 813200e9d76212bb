// @vitest-environment jsdom
/**
 * A pre-rendered page's styles and the browser's app: the page carries the global CSS and its
 * rules, named; the app started on it adds only rules the page lacks, in a tag of its own.
 */
import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, pageHasGlobalCss, serverStyleTags } from '../../src/app/emotionCache';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();

function Page({ cache, color }: { cache: EmotionCache; color: string }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system} disableGlobalCss>
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

describe("a pre-rendered page's style tags", () => {
  it('hold the global CSS as plain CSS and the rules under their names', () => {
    const { globalStyles, rules } = serverStyleTags([
      { key: 'css-global', ids: ['a1'], css: '@layer reset, base, tokens, recipes;' },
      { key: 'css-global', ids: ['b2'], css: ':where(html){--chakra-colors-jade-700:#1f4540;}' },
      { key: 'css', ids: ['x1', 'y2'], css: '.css-x1{color:red;}.css-y2{color:blue;}' },
    ]);
    document.head.innerHTML = globalStyles + rules;
    expect(pageHasGlobalCss()).toBe(true);
    const [layers, tokens, named] = [...document.head.querySelectorAll('style')];
    expect(layers?.textContent).toBe('@layer reset, base, tokens, recipes;');
    expect(tokens?.hasAttribute('data-emotion')).toBe(false);
    expect(named?.getAttribute('data-server-rules')).toBe('css x1 y2');
    expect(named?.hasAttribute('data-emotion')).toBe(false);
  });

  it('tell the browser which rules the page has: those are not inserted again, others are', () => {
    // The rule a Box in jade makes, as the browser would insert it.
    render(<Page cache={createBrowserEmotionCache()} color="jade.700" />);
    const names = ruleNames(screen.getByText('Rasa Journeys'));
    const css = insertedCss();
    expect(names).toHaveLength(1);
    expect(css).toContain('var(--chakra-colors-jade-700)');
    cleanup();

    // The same rule, pre-rendered into the page under its name.
    document.head.innerHTML = serverStyleTags([{ key: 'css', ids: names, css }]).rules;
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
