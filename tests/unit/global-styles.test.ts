// @vitest-environment jsdom
/**
 * Chakra's global styles on a pre-rendered page: the prerenderer marks the tag Emotion's Global
 * will look for, the browser adopts it instead of computing the styles. And the build-time changes
 * to Chakra's createSystem (global styles on first read, building in steps) still fit the
 * installed Chakra and build the same system.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSystem, defaultConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyGlobalSource, steppedSource } from '../../scripts/chakra-system-plugin';
import { runSteps, type Steps } from '../../src/lib/scheduling';
import { adoptPrerenderedGlobalStyles, markGlobalStyles } from '../../src/theme/globalStyles';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();
const name = css(system._global).name;
const tags = `<style data-emotion="css-global 1abc">@layer a, b;</style><style data-emotion="css-global ${name}">:where(html){--chakra-colors-jade-700:#1f5c4f}</style><style data-emotion="css 9xyz">.css-9xyz{color:red}</style>`;

describe('global styles on a pre-rendered page', () => {
  it('marks exactly the tag holding the system global styles, under the name Emotion gives them', () => {
    const marked = markGlobalStyles(tags, system, 'css');
    document.head.innerHTML = marked;
    const tag = document.querySelectorAll('style[data-chakra-global]');
    expect(tag).toHaveLength(1);
    expect(tag[0]!.getAttribute('data-emotion')).toBe(`css-global ${name}`);
  });

  it('refuses to build a page whose styles lack them', () => {
    expect(() => markGlobalStyles('<style data-emotion="css 9xyz"></style>', system, 'css')).toThrow(/not among the page's styles/);
  });

  it('are adopted, already serialized, by the browser system', () => {
    document.head.innerHTML = markGlobalStyles(tags, system, 'css');
    const browserSystem = createAppSystem();
    expect(adoptPrerenderedGlobalStyles(browserSystem, document)).toBe(true);
    // Emotion's Global serializes nothing for an already serialized style: it takes name and text as they are.
    expect(css(browserSystem._global)).toMatchObject({ name, styles: ':where(html){--chakra-colors-jade-700:#1f5c4f}' });
  });

  it('are left to the system when the page has none (the app shell)', () => {
    document.head.innerHTML = '';
    const shellSystem = createAppSystem();
    expect(adoptPrerenderedGlobalStyles(shellSystem, document)).toBe(false);
    expect(css(shellSystem._global).name).toBe(name);
  });
});

describe("build-time change to Chakra's createSystem", () => {
  const require = createRequire(import.meta.url);
  const esmRoot = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
  const source = readFileSync(join(esmRoot, 'styled-system', 'system.js'), 'utf8');

  it('fits the installed Chakra: global styles become a getter that computes them once', () => {
    const changed = lazyGlobalSource(source);
    expect(changed).not.toContain('const _global = [');
    expect(changed).toMatch(/get _global\(\) \{\s*return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];\s*\}/);
  });

  it('stops the build if Chakra changes', () => {
    expect(() => lazyGlobalSource(source.replace('getTokenCss()]', 'getTokenCss(), extra()]'))).toThrow(/no longer matches/);
    expect(() => steppedSource(source.replace('const config = mergeConfigs(...configs);', 'const config = merge(configs);'))).toThrow(/no longer matches/);
    expect(() => steppedSource(source.replace('export { createSystem, isValidSystem };', 'export { createSystem };'))).toThrow(/no longer matches/);
  });

  describe('with both changes', () => {
    // The changed module has to sit beside the original to import Chakra's other modules; it is
    // removed afterwards.
    const changedPath = join(esmRoot, 'styled-system', `.system-changed-${process.pid}.js`);
    writeFileSync(changedPath, steppedSource(lazyGlobalSource(source)));
    afterAll(() => rmSync(changedPath, { force: true }));

    type Changed = { createSystem: typeof createSystem & { steps: (...configs: SystemConfig[]) => Steps<SystemContext> } };
    const changed = import(/* @vite-ignore */ changedPath) as Promise<Changed>;

    /** What a system produces: its global styles, a style object, a recipe's classes and a token. */
    function output(system: SystemContext) {
      return {
        global: JSON.stringify(system._global),
        css: system.css({ color: 'red.500', px: { base: 4, md: 8 }, _hover: { bg: 'gray.100' } }),
        recipe: system.getRecipeFn('button')({ size: 'sm' }),
        token: system.token('colors.red.500'),
      };
    }

    it('builds the system in three steps, pausing twice', async () => {
      const { createSystem: changedCreateSystem } = await changed;
      const steps = changedCreateSystem.steps(defaultConfig);
      let pauses = 0;
      while (!steps.next().done) pauses++;
      expect(pauses).toBe(2);
    });

    it('builds the same system as the published createSystem, in steps or at once', async () => {
      const { createSystem: changedCreateSystem } = await changed;
      const published = output(createSystem(defaultConfig));
      expect(output(runSteps(changedCreateSystem.steps(defaultConfig)))).toEqual(published);
      expect(output(changedCreateSystem(defaultConfig))).toEqual(published);
    });
  });
});
