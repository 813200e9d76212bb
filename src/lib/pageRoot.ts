/**
 * The page's root element (#root), the one place where the pre-rendered page and the app pass
 * messages: the pre-renderer writes it (through the server entry's rootElement), the browser entry,
 * the app and the end-to-end tests read it. Kept tiny: the browser entry imports it.
 *
 * - data-path: the path the HTML was rendered for. The app hydrates it only at that path (404.html
 *   and the app shell are served at other URLs), and the page's head is then already right.
 * - data-preload: the chunks the page starts with (its page, its data and what they import), which
 *   the entry fetches after the first paint. Not modulepreload links in the head: fetched at once
 *   they would compete with the hero photo, the largest paint (docs/performance.md).
 * - data-interactive: set once the app has rendered the page, so a test knows a click now reaches
 *   React. A part of the page loaded as an island with its own chunk (a route map, the dated
 *   plan) may hydrate after it: a control there that must not miss a tap is disabled until its
 *   code has run (WhereAmI).
 * - the hero photo: the first photo SmartImage loads eagerly (above the fold); the app starts after
 *   it has painted.
 */
import { escapeMarkup } from './escape';

export const ROOT_ID = 'root';
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The selector a test waits on: the page is interactive. */
export const INTERACTIVE_SELECTOR = `#${ROOT_ID}[${INTERACTIVE_ATTRIBUTE}]`;

/** The pre-rendered root; `path` null for the app shell, which has no page in it. */
export function rootElementHtml({ html, path, preload }: { html: string; path: string | null; preload: readonly string[] }): string {
  const attributes = [path === null ? '' : ` data-path="${escapeMarkup(path)}"`, preload.length ? ` data-preload="${escapeMarkup(preload.join(' '))}"` : ''].join('');
  return `<div id="${ROOT_ID}"${attributes}>${html}</div>`;
}

export function pageRoot(): HTMLElement | null {
  return document.getElementById(ROOT_ID);
}

/** Whether the root holds the page pre-rendered for `pathname`. */
export function isPrerenderedFor(root: HTMLElement | null, pathname: string): boolean {
  return !!root?.hasChildNodes() && root.dataset.path === pathname;
}

/** The chunks the page starts with. */
export function preloadHrefs(root: HTMLElement | null): string[] {
  return root?.dataset.preload?.split(' ').filter(Boolean) ?? [];
}

/** The hero photo, if the page has one above the fold. */
export function heroPhoto(root: HTMLElement | null): HTMLImageElement | null {
  return root?.querySelector<HTMLImageElement>('img[loading="eager"]') ?? null;
}

export function markInteractive(): void {
  pageRoot()?.setAttribute(INTERACTIVE_ATTRIBUTE, '');
}
