/**
 * Chakra's global styles (reset, global CSS, token variables) on a pre-rendered page.
 *
 * The prerenderer marks the <style> tag that holds them; in the browser the system adopts that
 * tag's name and text as its global styles, already serialized. Emotion's Global then finds the
 * tag by name and keeps it, as it always does when hydrating, and nothing has to compute, serialize
 * or hash some 27 KB of styles at start-up (with scripts/chakra-system-plugin.ts, which makes
 * the system compute them only when read).
 */
import type { SystemContext } from '@chakra-ui/react';
import { css, type SerializedStyles } from '@emotion/react';

const MARK = 'data-chakra-global';

/** The page's style tags with the system's global styles marked (at build time). */
export function markGlobalStyles(styleTags: string, system: SystemContext, cacheKey: string): string {
  const open = `<style data-emotion="${cacheKey}-global ${css(system._global).name}"`;
  if (!styleTags.includes(open)) throw new Error("markGlobalStyles: the system's global styles are not among the page's styles");
  return styleTags.replace(open, `${open} ${MARK}=""`);
}

/**
 * Gives the system the global styles the page was pre-rendered with, if it was. Returns whether it
 * did (the page's other style tags do not matter here).
 */
export function adoptPrerenderedGlobalStyles(system: SystemContext, doc: Document = document): boolean {
  const tag = doc.querySelector<HTMLStyleElement>(`style[${MARK}]`);
  const name = tag?.dataset.emotion?.split(' ')[1];
  if (!tag || !name) return false;
  const serialized: SerializedStyles = { name, styles: tag.textContent ?? '', next: undefined };
  // The system's _global is read-only (a getter with the build-time change).
  Object.defineProperty(system, '_global', { value: serialized, configurable: true });
  return true;
}
