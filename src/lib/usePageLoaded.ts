/**
 * False on the server, during hydration and while the page is still loading; true once the `load`
 * event has fired (and, with `idle`, once the browser is idle after it, or 3 s at most). For work
 * that must not compete with the first paint or with hydration.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterPageLoad } from './scheduling';

export function usePageLoaded({ idle = false }: { idle?: boolean } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPageLoad({ idle }).then(() => {
      // A transition: what this reveals renders in short slices, not one long task.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [idle]);
  return ready;
}
