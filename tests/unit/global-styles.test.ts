// @vitest-environment jsdom
/**
 * Chakra's global styles on a pre-rendered page: the prerenderer marks the tag Emotion's Global
 * will look for, the browser adopts it instead of computing the styles, and the build-time change
 * that makes Chakra compute them lazily still fits the installed Chakra.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { lazyGlobalSource } from '../../scripts/chakra-lazy-global-plugin';
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
  });
});
