/**
 * The one way to load a part of a page late: `island(load, { what, when, placeholder })`, on the
 * model of Astro's client directives. `when` says when the browser loads the part's code:
 *
 * | when        | the server renders                 | the browser loads the code and hydrates        |
 * | ----------- | ---------------------------------- | ---------------------------------------------- |
 * | 'start'     | the part, in full                  | at once (default)                              |
 * | 'idle'      | the part, in full                  | once the page has loaded and the browser idles |
 * | 'visible'   | the part, in full, in a plain div  | when that div comes near the viewport          |
 * | { media }   | the part, in full                  | when the screen matches the media query        |
 * | 'client'    | the placeholder (nothing if none)  | at once, and renders it (browser only)         |
 *
 * Until then the part's server HTML stays (links and text work). A part that means nothing
 * without scripts (a dialog, the toasts, a list read from the device) is browser-only: 'client',
 * or any other `when` with a `placeholder`, which the server renders and the browser shows until
 * the code has arrived. A part mounted later (a dialog on its button's click) loads when mounted.
 *
 * One failure display: if the code cannot be fetched, the part says "We couldn't load {what}",
 * with Try again, and tries again when the connection returns (lib/load's rule); the rest of the
 * page stays.
 */
import { Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lib/load';
import { afterPageLoad, whenNearViewport } from '../lib/scheduling';
import { isFirstRender, useHydrated } from '../lib/useHydrated';
import { LoadFailure } from './LoadFailure';

export type IslandWhen = 'start' | 'idle' | 'visible' | { readonly media: string } | 'client';

export interface IslandOptions<P> {
  /** What the part is, for the failure message: 'the map', 'the menu'. */
  readonly what: string;
  /** When the browser loads it; 'start' by default. */
  readonly when?: IslandWhen;
  /** Makes the part browser-only: rendered by the server and shown until the part is here. */
  readonly placeholder?: ReactNode | ((props: P) => ReactNode);
}

export interface Island<P extends object> {
  (props: P): ReactNode;
  /** Fetches the code ahead of need (a pointer over the menu button). */
  preload(): Promise<unknown>;
}

/** Resolves when the condition of `when` holds; `element` is the part's div for 'visible'. */
function waitFor(when: IslandWhen, element: () => Element | null): Promise<void> {
  if (when === 'start' || when === 'client') return Promise.resolve();
  if (when === 'idle') return afterPageLoad({ idle: true });
  if (when === 'visible') return whenNearViewport(element);
  const query = window.matchMedia(when.media);
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const change = () => {
      if (!query.matches) return;
      query.removeEventListener('change', change);
      resolve();
    };
    query.addEventListener('change', change);
  });
}

export function island<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: IslandOptions<P>): Island<P> {
  const { what, when = 'start', placeholder } = options;
  const browserOnly = when === 'client' || placeholder !== undefined;
  // The pre-renderer loads every island the server renders (lib/load's preloadIslands).
  const Part = lazyComponent(load, { prerender: !browserOnly });
  const placeholderFor = (props: P): ReactNode => (typeof placeholder === 'function' ? placeholder(props) : (placeholder ?? null));
  const gated = when !== 'start' && when !== 'client';

  /** Suspends until the gate opens: during hydration React keeps the server's HTML meanwhile. */
  function Gated({ gate, props }: { gate: Promise<void>; props: P }) {
    use(gate);
    return <Part {...props} />;
  }

  /** The gate's promise, opened by an effect once `when` holds; `div` is the part's div for 'visible'. */
  function useGate() {
    const div = useRef<HTMLDivElement>(null);
    // Kept in state: the island is committed while the part below it still waits.
    const [gate] = useState(() => {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      return { promise, open };
    });
    useEffect(() => {
      if (gated) void waitFor(when, () => div.current).then(gate.open);
    }, [gate]);
    return { promise: gate.promise, div };
  }

  function Loaded({ props, gate, fallback }: { props: P; gate?: Promise<void>; fallback: ReactNode }) {
    const part = gate ? <Gated gate={gate} props={props} /> : <Part {...props} />;
    return (
      <LoadFailure what={what}>
        <Suspense fallback={fallback}>{part}</Suspense>
      </LoadFailure>
    );
  }

  /**
   * Rendered by the server. Nothing here changes state after hydration: a new render of a part
   * React has not hydrated yet would make it drop the server's HTML.
   */
  function Island(props: P) {
    const gate = useGate();
    // Only a part being hydrated waits: the server renders in full what the pre-renderer loaded,
    // and a part rendered later in the browser (a page reached by a link) has no HTML to keep.
    const [hydrating] = useState(isFirstRender);
    const loaded = <Loaded props={props} gate={gated && hydrating ? gate.promise : undefined} fallback={null} />;
    return when === 'visible' ? <div ref={gate.div}>{loaded}</div> : loaded;
  }

  /** Browser only: the placeholder on the server and while hydrating, then the part. */
  function BrowserIsland(props: P) {
    const hydrated = useHydrated();
    const gate = useGate();
    const shown = hydrated ? <Loaded props={props} gate={gated ? gate.promise : undefined} fallback={placeholderFor(props)} /> : placeholderFor(props);
    return when === 'visible' ? <div ref={gate.div}>{shown}</div> : shown;
  }

  const Component = browserOnly ? BrowserIsland : Island;
  return Object.assign(Component, { preload: Part.preload });
}
