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
 * - data-islands: the chunks of the islands the page loads without a tap or a scroll ('start',
 *   'client', 'idle'), which the entry fetches right after data-preload's; the app starts without
 *   waiting for them, and each island finds its code on the way or here when hydration reaches it.
 * - data-hydrated: set once the app has hydrated (or rendered) the page itself; the islands in it
 *   may still be waiting for their code.
 * - data-interactive: set once the page and every island on it that does not wait (no data-when:
 *   'start' and 'client') have hydrated, or failed to load: every control on screen then reaches
 *   its code, but for the islands that wait for idle, the viewport or a screen size, whose taps
 *   are held (below).
 * - regions: until the page is hydrated, #root is a region that is not ready; each island is a
 *   region of its own (a rasa-island element) until its code has run
 *   (data-ready). A tap on a control in a region that is not ready is held by the page template's
 *   script (app/pageScript.ts): the control shows it waits (aria-busy, data-held-tap) and the app
 *   carries the tap out once the region is ready (lib/readiness.ts).
 * - the hero photo: the first photo SmartImage loads eagerly (above the fold); the app starts after
 *   it has painted.
 */
import { escapeMarkup } from './escape';

export const ROOT_ID = 'root';
const INTERACTIVE_ATTRIBUTE = 'data-interactive';
/** Set on #root once the app has hydrated (or rendered) the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** An island's region: an element of its own, ready once READY_ATTRIBUTE is set. */
export const REGION_ELEMENT = 'rasa-island';
export const READY_ATTRIBUTE = 'data-ready';
/** On an island that waits before it loads ('idle', 'visible', 'tap', 'media'): the page is interactive without it. */
export const WHEN_ATTRIBUTE = 'data-when';
/** Dispatched on a region when a tap in it is held: an island that waits loads its code now. */
export const WANTED_EVENT = 'rasa:wanted';

/** The selector a test waits on: the page is interactive. */
export const INTERACTIVE_SELECTOR = `#${ROOT_ID}[${INTERACTIVE_ATTRIBUTE}]`;

/** The pre-rendered root; `path` null for the app shell, which has no page in it. */
export function rootElementHtml({ html, path, preload, islands = [] }: { html: string; path: string | null; preload: readonly string[]; islands?: readonly string[] }): string {
  const list = (name: string, hrefs: readonly string[]) => (hrefs.length ? ` ${name}="${escapeMarkup(hrefs.join(' '))}"` : '');
  const attributes = [path === null ? '' : ` data-path="${escapeMarkup(path)}"`, list('data-preload', preload), list('data-islands', islands)].join('');
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

/** The chunks of the islands the page loads without a tap or a scroll, less those it starts with. */
export function islandHrefs(root: HTMLElement | null): string[] {
  return root?.dataset.islands?.split(' ').filter(Boolean) ?? [];
}

/** The hero photo, if the page has one above the fold. */
export function heroPhoto(root: HTMLElement | null): HTMLImageElement | null {
  return root?.querySelector<HTMLImageElement>('img[loading="eager"]') ?? null;
}

export function markInteractive(): void {
  pageRoot()?.setAttribute(INTERACTIVE_ATTRIBUTE, '');
}

