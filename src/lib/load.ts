/**
 * How the app loads code (and data) after start-up, one helper and one rule. A load runs once, on
 * first use, and every caller shares it. A load that fails (offline before the service worker saved
 * the chunk, or a deploy replaced it) is forgotten, so it is tried again: by the next call, and
 * when the connection returns, by whatever was waiting for it (retryWhenOnline here, the LoadFailure
 * boundary for components).
 */
import { createElement, use, type ComponentType, type ReactNode } from 'react';

export interface Load<T> {
  (): Promise<T>;
  /** The value once loaded, else undefined (to render at once what is already here). */
  peek(): T | undefined;
}

/**
 * The promise of a load, marked with how it ended in the fields React's `use` reads (as data
 * libraries do): `use` of a settled load then returns at once instead of suspending, so a
 * component can always call `use`, never only while the value is missing.
 */
type Settling<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function loadOnce<T>(load: () => Promise<T>): Load<T> {
  let pending: Promise<T> | undefined;
  let value: { loaded: T } | undefined;
  const run = () => {
    if (pending) return pending;
    const promise: Settling<T> = load().then(
      (loaded) => {
        value = { loaded };
        Object.assign(promise, { status: 'fulfilled', value: loaded });
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        Object.assign(promise, { status: 'rejected', reason: error });
        throw error;
      },
    );
    return (pending = promise);
  };
  return Object.assign(run, { peek: () => value?.loaded });
}

/** After a failure while the browser says it is online, the wait before the next try; doubled each time, to a minute. */
export const ONLINE_RETRY_MS = 2_000;
const ONLINE_RETRY_CAP_MS = 60_000;

/**
 * Resolves when the browser comes back online; or, if it says it is online already, after `delay`.
 * A load that failed offline may report its failure only after `online` has fired (the signal came
 * back meanwhile): waiting for the next `online` alone, the outbox's sending never started in that
 * tab (seen in CI: a message kept offline stayed "waiting" until a reload).
 */
function nextChance(delay: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      clearTimeout(timer);
      window.removeEventListener('online', go);
      resolve();
    };
    window.addEventListener('online', go);
    if (navigator.onLine) timer = setTimeout(go, delay);
  });
}

/**
 * Runs `task`; while it fails, runs it again each time the connection returns, and while online,
 * after a wait that doubles (2 s to a minute). For work nothing waits on (warming the outbox,
 * loading a part whose absence breaks nothing).
 */
export async function retryWhenOnline<T>(task: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await task();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      await nextChance(Math.min(ONLINE_RETRY_CAP_MS, ONLINE_RETRY_MS * 2 ** failures));
    }
  }
}

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<ComponentType<P>>;
}

/** Clears the failures lazy components remember, so they load again (see retryFailedLoads). */
const failures = new Set<() => void>();

/**
 * Lets every lazy component whose load failed try again on its next render: called when the
 * connection returns, and by the LoadFailure boundary when the visitor asks to retry.
 */
export function retryFailedLoads(): void {
  for (const forget of failures) forget();
  failures.clear();
}

let waitingForOnline = false;

function retryFailedLoadsWhenOnline(): void {
  if (waitingForOnline || typeof window === 'undefined') return;
  waitingForOnline = true;
  window.addEventListener(
    'online',
    () => {
      waitingForOnline = false;
      retryFailedLoads();
    },
    { once: true },
  );
}

/**
 * A component loaded on first render (it suspends meanwhile, like React.lazy), or ahead of it with
 * preload(): the server preloads what it renders and the browser preloads its page, so hydration
 * never suspends. A part the browser does not preload suspends during hydration, and React keeps
 * its server HTML until it arrives. A failed load reaches the nearest LoadFailure boundary and stays
 * failed until retryFailedLoads: a render must see the same rejected promise again, or React would
 * suspend on a fresh load for ever instead of reporting the failure.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: { prerender?: boolean } = {}): LazyComponent<P> {
  let attempt: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (attempt) return attempt;
    const loading: Promise<ComponentType<P>> = load().then(
      (m) => {
        // Marked as React marks a promise it has seen settle, so that use() reads a component
        // preloaded before any render without suspending (hydration must not suspend on it).
        Object.assign(loading, { status: 'fulfilled', value: m.default });
        return m.default;
      },
      (error: unknown) => {
        failures.add(() => (attempt = undefined));
        retryFailedLoadsWhenOnline();
        throw error;
      },
    );
    return (attempt = loading);
  };
  // Always through use(): React warns when a component that suspended on use() renders without it.
  const Lazy = (props: P) => createElement(use(preload()), props);
  Lazy.preload = preload;
  if (options.prerender) prerenderedParts.add(preload);
  return Lazy;
}

/** The modules of the islands the server rendered since the last takeRenderedIslands(), in order. */
const renderedIslands = new Set<string>();

/** Islands rendered with no module named: the island plugin missed their call. */
const unnamedIslands = new Set<string>();

/** Server only: an island that the browser loads without a tap or a scroll was rendered. */
export function islandRendered(module: string | undefined, what: string): void {
  if (module) renderedIslands.add(module);
  else unnamedIslands.add(what);
}

/**
 * The islands rendered since the last call (one page's render), and forgets them. Throws if one had
 * no module named (the server build names each, scripts/island-module-plugin.ts): its code would
 * silently load late.
 */
export function takeRenderedIslands(): string[] {
  if (unnamedIslands.size) throw new Error(`island(): no module named for ${[...unnamedIslands].join(', ')} (scripts/island-module-plugin.ts)`);
  const modules = [...renderedIslands];
  renderedIslands.clear();
  return modules;
}

/** Preloads of the lazy components made with { prerender: true } (components/island). */
const prerenderedParts = new Set<() => Promise<unknown>>();

/**
 * Loads every island the modules imported so far declare, and those their modules declare: the
 * pre-renderer calls it after loading a page's chunk, so the page's islands render in full into its
 * HTML.
 */
export async function preloadIslands(): Promise<void> {
  // An island's module may declare more (the trip finder's cards carry save buttons): load until
  // no new ones appear.
  let loaded = 0;
  while (loaded < prerenderedParts.size) {
    const parts = [...prerenderedParts];
    loaded = parts.length;
    await Promise.all(parts.map((preload) => preload()));
  }
}
