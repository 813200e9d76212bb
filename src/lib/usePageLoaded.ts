/**
 * False on the server, during hydration and while the page is still loading; true once the `load`
 * event has fired (and, with `idle`, once the browser is idle after it, or 3 s at most). For work
 * that must not compete with the first paint or with hydration.
 */
import { startTransition, useEffect, useState } from 'react';

export function usePageLoaded({ idle = false }: { idle?: boolean } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A transition: what this reveals renders in short slices, not one long task.
    const done = () => startTransition(() => setReady(true));
    const loaded = () => {
      if (idle && 'requestIdleCallback' in window) idleId = window.requestIdleCallback(done, { timeout: 3000 });
      else timer = setTimeout(done, 0);
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, [idle]);
  return ready;
}
