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
 * | 'tap'       | the part, in full                  | when a tap in it is held: on first use only    |
 * | 'client'    | the placeholder (nothing if none)  | at once, and renders it (browser only)         |
 *
 * Until then the part's server HTML stays (links and text work): a 'tap' part whose HTML does all a
 * visitor needs until they ask for more (the sources under a fact, which a tap opens) loads nothing
 * on a first visit. A part that means nothing
 * without scripts (a dialog, the toasts, a list read from the device) is browser-only: 'client',
 * or any other `when` with a `placeholder`, which the server renders and the browser shows until
 * the code has arrived. A part mounted later (a dialog on its button's click) loads when mounted.
 *
 * One failure display: if the code cannot be fetched, the part says "We couldn't load {what}",
 * with Try again, and tries again when the connection returns (lib/load's rule); the rest of the
 * page stays.
 *
 * No tap is lost: each island is a region (lib/pageRoot) that is not ready until its code has run.
 * A tap on a control in it meanwhile is held by the page template's script and carried out then,
 * the control showing that it waits; a held tap also opens the gate of an island that waits. The
 * page is marked interactive once the islands that do not wait have run (lib/readiness).
 */
import type * as React from 'react';
import { memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { islandRendered, lazyComponent } from '../lib/load';
import { WANTED_EVENT, WHEN_ATTRIBUTE } from '../lib/pageRoot';
import { regionReady } from '../lib/readiness';
import { afterPageLoad, whenNearViewport } from '../lib/scheduling';
import { isOnPrerenderedPage, useHydrated } from '../lib/useHydrated';
import { LoadFailure } from './LoadFailure';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's own JSX namespace, extended
  namespace JSX {
    interface IntrinsicElements {
      /** An island's region: no box of its own (theme/held.css), valid wherever text is. */
      'rasa-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

export type IslandWhen = 'start' | 'idle' | 'visible' | 'tap' | { readonly media: string } | 'client';

export interface IslandOptions<P> {
  /** What the part is, for the failure message: 'the map', 'the menu'. */
  readonly what: string;
  /** When the browser loads it; 'start' by default. */
  readonly when?: IslandWhen;
  /** Makes the part browser-only: rendered by the server and shown until the part is here. */
  readonly placeholder?: ReactNode | ((props: P) => ReactNode);
  /** The part's source module, written in by the server build (scripts/island-module-plugin.ts). */
  readonly module?: string;
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
  // Only a held tap opens it (useGate's WANTED_EVENT).
  if (when === 'tap') return new Promise<void>(() => {});
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

/** Says its region is ready once it commits: React commits it with the part, never before. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function island<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: IslandOptions<P>): Island<P> {
  const { what, when = 'start', placeholder, module } = options;
  const browserOnly = when === 'client' || placeholder !== undefined;
  // The pre-renderer loads every island the server renders (lib/load's preloadIslands).
  const Part = lazyComponent(load, { prerender: !browserOnly });
  const placeholderFor = (props: P): ReactNode => (typeof placeholder === 'function' ? placeholder(props) : (placeholder ?? null));
  const gated = when !== 'start' && when !== 'client';
  // What a phone loads without a tap or a scroll: the pre-renderer lists these parts' chunks for the
  // browser to fetch with the page's own, not one round trip after another once hydration asks.
  const loadsUnasked = when === 'start' || when === 'client' || when === 'idle';
  const rendered = () => {
    if (loadsUnasked && typeof window === 'undefined') islandRendered(module, what);
  };

  /** Suspends until the gate opens: during hydration React keeps the server's HTML meanwhile. */
  function Gated({ gate, props }: { gate: Promise<void>; props: P }) {
    use(gate);
    return <Part {...props} />;
  }

  /**
   * The gate's promise, opened by an effect once `when` holds, or at once when a tap in the region
   * is held (it wants the code now).
   */
  function useGate(region: RefObject<HTMLElement | null>) {
    // Kept in state: the island is committed while the part below it still waits.
    const [gate] = useState(() => {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      return { promise, open };
    });
    useEffect(() => {
      if (!gated) return;
      void waitFor(when, () => region.current).then(gate.open);
      const element = region.current;
      element?.addEventListener(WANTED_EVENT, gate.open);
      return () => element?.removeEventListener(WANTED_EVENT, gate.open);
    }, [gate, region]);
    return gate.promise;
  }

  /**
   * The part's region: `ready` marks it ready once the code has run (or failed), which carries out
   * the taps held in it; `settled` is then true.
   */
  function useRegion() {
    const region = useRef<HTMLElement>(null);
    const [settled, setSettled] = useState(false);
    const ready = useCallback(() => {
      if (region.current) regionReady(region.current);
      setSettled(true);
    }, []);
    return { region, ready, settled };
  }

  /**
   * The region's element, with no box of its own (but for 'visible', which needs one to be seen).
   * An island that waits says so (WHEN_ATTRIBUTE): the page is interactive without it.
   */
  function Region({ region, children }: { region: RefObject<HTMLElement | null>; children: ReactNode }) {
    const attributes = gated ? { [WHEN_ATTRIBUTE]: typeof when === 'string' ? when : 'media' } : {};
    return (
      <rasa-island ref={region} {...attributes}>
        {children}
      </rasa-island>
    );
  }

  /**
   * Memoised: an island that renders again with the same props (its page, or the island around
   * it, rendered again) passes nothing on to a part React has not hydrated yet.
   */
  const Loaded = memo(function Loaded({ props, gate, fallback, onReady }: { props: P; gate?: Promise<void>; fallback: ReactNode; onReady: () => void }) {
    const part = gate ? <Gated gate={gate} props={props} /> : <Part {...props} />;
    return (
      <LoadFailure what={what} onFailure={onReady}>
        <Suspense fallback={fallback}>
          {part}
          <Ready onReady={onReady} />
        </Suspense>
      </LoadFailure>
    );
  });

  /**
   * Rendered by the server. Until its part has run, a part being hydrated gets the props it was
   * first rendered with, so nothing reaches it meanwhile: a part React has not hydrated yet that
   * gets an update that is not a transition (new props when the island around it renders again
   * once hydrated) loses its server HTML, rendered afresh with nothing while its code loads.
   */
  function Island(props: P) {
    rendered();
    const { region, ready, settled } = useRegion();
    const gate = useGate(region);
    // Only a part being hydrated waits: the server renders in full what the pre-renderer loaded,
    // and a part rendered later in the browser (a page reached by a link) has no HTML to keep.
    const [hydrating] = useState(isOnPrerenderedPage);
    const [first] = useState(props);
    return (
      <Region region={region}>
        <Loaded props={hydrating && !settled ? first : props} gate={gated && hydrating ? gate : undefined} fallback={null} onReady={ready} />
      </Region>
    );
  }

  /** Browser only: the placeholder on the server and while hydrating, then the part. */
  function BrowserIsland(props: P) {
    rendered();
    const hydrated = useHydrated();
    const { region, ready } = useRegion();
    const gate = useGate(region);
    return <Region region={region}>{hydrated ? <Loaded props={props} gate={gated ? gate : undefined} fallback={placeholderFor(props)} onReady={ready} /> : placeholderFor(props)}</Region>;
  }

  const Component = browserOnly ? BrowserIsland : Island;
  return Object.assign(Component, { preload: Part.preload });
}
