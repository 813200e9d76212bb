/**
 * The browser's style cache (src/app/emotionCache.ts): the rules a task renders go into one new
 * style element, and a sheet the browser has read is never added to (in Chromium, a rule in
 * `@layer` or `@media` added to such a sheet lays the whole page out again).
 */
import { Box, Button, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createBrowserEmotionCache } from '../../src/app/emotionCache';
import { palette } from '../../src/theme/palette';
import { createAppSystem } from '../../src/theme/system';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `#rrggbb` as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function Screen() {
  const [more, setMore] = useState(false);
  return (
    <>
      <Box data-testid="first" color="jade.700" p={{ base: 2, md: 4 }}>
        First
      </Box>
      <Button onClick={() => setMore(true)}>More</Button>
      {more && (
        <Box data-testid="second" bg="brass.100" mt={{ base: 3, md: 6 }}>
          Second
        </Box>
      )}
    </>
  );
}

it('puts the rules of each task into a style element of its own and never adds to one the browser has read', async () => {
  const cache = createBrowserEmotionCache();
  const screen = await render(
    <CacheProvider value={cache}>
      <ChakraProvider value={createAppSystem()}>
        <Screen />
      </ChakraProvider>
    </CacheProvider>,
  );
  await nextTask();

  // The first render: one element, with a recipe's rule (the button's, in its layer) and a responsive one.
  expect(cache.sheet.tags).toHaveLength(1);
  const first = cache.sheet.tags[0]!;
  const firstRules = [...first.sheet!.cssRules].map((rule) => rule.cssText);
  expect(firstRules.some((rule) => rule.startsWith('@layer recipes'))).toBe(true);
  expect(firstRules.some((rule) => rule.startsWith('@media'))).toBe(true);
  expect(getComputedStyle(screen.getByTestId('first').element()).color).toBe(rgb(palette.jade[700]));

  // A later task's rules: a second element after the first, which is left as it was.
  await screen.getByRole('button', { name: 'More' }).click();
  await expect.element(screen.getByTestId('second')).toBeVisible();
  await nextTask();
  expect(cache.sheet.tags).toHaveLength(2);
  const second = cache.sheet.tags[1]!;
  expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect([...first.sheet!.cssRules].map((rule) => rule.cssText)).toEqual(firstRules);
  expect(getComputedStyle(screen.getByTestId('second').element()).backgroundColor).toBe(rgb(palette.brass[100]));
});

it('leaves out a rule the browser cannot parse and keeps the rest of the task', async () => {
  const cache = createBrowserEmotionCache();
  cache.sheet.insert('.kept-before{color:red}');
  expect(() => cache.sheet.insert('.x::-moz-unknown-thing{color:blue}')).not.toThrow();
  cache.sheet.insert('.kept-after{color:green}');
  await nextTask();
  expect(cache.sheet.tags).toHaveLength(1);
  expect([...cache.sheet.tags[0]!.sheet!.cssRules].map((rule) => rule.cssText)).toEqual(['.kept-before { color: red; }', '.kept-after { color: green; }']);
  const tag = cache.sheet.tags[0]!;
  cache.sheet.flush();
  expect(tag.isConnected).toBe(false);
});
