/**
 * Start-up's readiness, the app's side of the page template's held taps (app/pageScript.ts):
 * - a region (#root until the page is hydrated, each island until its code has run) is marked
 *   ready; the page script sees the mark and carries out the taps held in it meanwhile;
 * - #root is marked interactive once the page itself is hydrated and every island in it that does
 *   not wait has run or failed to load, read from the page (an island in a part React hydrates
 *   later is there from the server's HTML). The islands that wait (idle, visible, a tap, a screen size)
 *   do not count: a tap on them is held until their code has run.
 */
import { HYDRATED_ATTRIBUTE, markInteractive, pageRoot, READY_ATTRIBUTE, REGION_ELEMENT, WHEN_ATTRIBUTE } from './pageRoot';

/** Marks a region ready (#root: the page is hydrated); the page script then carries out the taps held in it. */
export function regionReady(region: Element): void {
  const attribute = region === pageRoot() ? HYDRATED_ATTRIBUTE : READY_ATTRIBUTE;
  if (region.hasAttribute(attribute)) return;
  region.setAttribute(attribute, '');
  markIfInteractive();
}

/** The islands that have not run yet, and those of them that wait. */
const NOT_READY = `${REGION_ELEMENT}:not([${READY_ATTRIBUTE}])`;
const WAITING = `${NOT_READY}[${WHEN_ATTRIBUTE}]`;

/** Whether an island that does not wait is still to run (one inside an island that waits waits with it). */
function islandStillToRun(root: Element): boolean {
  return [...root.querySelectorAll(`${NOT_READY}:not([${WHEN_ATTRIBUTE}])`)].some((island) => !island.parentElement?.closest(WAITING));
}

let removals: MutationObserver | undefined;

/** Marks #root interactive once it is hydrated and no island that does not wait is still to run. */
function markIfInteractive(): void {
  const root = pageRoot();
  if (!root?.hasAttribute(HYDRATED_ATTRIBUTE) || islandStillToRun(root)) return;
  markInteractive();
  removals?.disconnect();
}

/**
 * The app has hydrated (or rendered) the page: held taps outside islands run now. Until the page
 * is interactive, an island that leaves it counts as settled: React drops a part it had not
 * hydrated yet (a list filtered before its cards had run) without running any of its code.
 */
export function pageHydrated(): void {
  const root = pageRoot();
  if (!root) return;
  if (!root.hasAttribute(HYDRATED_ATTRIBUTE) && typeof MutationObserver !== 'undefined') {
    removals = new MutationObserver(markIfInteractive);
    removals.observe(root, { childList: true, subtree: true });
  }
  regionReady(root);
}
