/**
 * A load (lib/load's loadOnce) as a component's state, tried again when the connection returns.
 * A module of its own: lib/load is in every page's first load, and only the search uses this.
 */
import { useEffect, useState } from 'react';
import type { Load } from './load';

export interface Loaded<T> {
  /** The value, once loaded. */
  readonly value: T | undefined;
  /** Whether the last try failed: it is tried again when the connection returns. */
  readonly failed: boolean;
}

/**
 * What `load` gives, for a component: the rule of retryWhenOnline, with the failure shown
 * meanwhile. `enabled: false` holds the load back (the server, hydration).
 */
export function useLoaded<T>(load: Load<T>, enabled = true): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() => ({ value: load.peek(), failed: false }));
  const missing = state.value === undefined;
  useEffect(() => {
    if (!missing || !enabled) return;
    let live = true;
    const attempt = () =>
      load().then(
        (value) => live && setState({ value, failed: false }),
        () => {
          if (!live) return;
          setState({ value: undefined, failed: true });
          window.addEventListener('online', retry, { once: true });
        },
      );
    const retry = () => void attempt();
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [load, enabled, missing]);
  return state;
}
