/**
 * Start-up's readiness, the app's side of the page template's held taps (app/pageScript.ts):
 * - a region (#root until the page is hydrated, each island until its code has run) is marked
 *   ready, and the taps held in it meanwhile are carried out, on the same control, or on the one
 *   at the same place with the same text when the part replaced a placeholder;
 * - #root is marked interactive once the page itself is hydrated and every island in it that does
 *   not wait has run or failed to load, read from the page (an island in a part React hydrates
 *   later is there from the server's HTML). The islands that wait (idle, visible, a tap, a screen size)
 *   do not count: a tap on them is held until their code has run.
 */
import { HYDRATED_ATTRIBUTE, markInteractive, pageRoot, READY_ATTRIBUTE, REGION_ELEMENT, WHEN_ATTRIBUTE } from './pageRoot';

/** A tap the page template's script held (it writes them to `window.rasaHeldTaps`). */
export interface HeldTap {
  region: Element;
  control: Element;
  type: 'click' | 'change';
  /** Where the control is in its region (child indexes), and what it is, to find it again. */
  path: number[];
  tag: string;
  text: string | null;
  /** Its aria-busy before the hold, to put back. */
  busy: string | null;
}

declare global {
  interface Window {
    rasaHeldTaps?: HeldTap[];
  }
}

function find(region: Element, tap: HeldTap): Element | undefined {
  if (tap.control.isConnected) return tap.control;
  let el: Element | undefined = region;
  for (const index of tap.path) el = el?.children[index];
  return el && el.tagName === tap.tag && el.textContent === tap.text ? el : undefined;
}

/** Carries out the taps held in `region`, after this task (the part's handlers are set by then). */
function replay(region: Element): void {
  const queue = window.rasaHeldTaps;
  if (!queue?.some((tap) => tap.region === region)) return;
  const taps = queue.filter((tap) => tap.region === region);
  queue.splice(0, queue.length, ...queue.filter((tap) => tap.region !== region));
  setTimeout(() => {
    for (const tap of taps) {
      if (tap.busy === null) tap.control.removeAttribute('aria-busy');
      else tap.control.setAttribute('aria-busy', tap.busy);
      tap.control.removeAttribute('data-held-tap');
      const control = find(region, tap);
      // Gone with a part that failed to load: its failure notice says so.
      if (!control) continue;
      if (tap.type === 'click') (control as HTMLElement).click();
      else control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (!queue.length) document.getElementById('held-tap-status')?.replaceChildren();
  });
}

/** Marks a region ready (#root: the page is hydrated) and carries out the taps held in it. */
export function regionReady(region: Element): void {
  const attribute = region === pageRoot() ? HYDRATED_ATTRIBUTE : READY_ATTRIBUTE;
  if (region.hasAttribute(attribute)) return;
  region.setAttribute(attribute, '');
  replay(region);
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
