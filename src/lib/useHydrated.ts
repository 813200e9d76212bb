import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while hydrating; true right after. For parts that only matter once
 * scripts run (menu panels). The switch renders as a transition, in short slices; Chakra's
 * ClientOnly flips in a layout effect, which re-renders synchronously in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

let firstRenderDone = false;

/** Called by the app once its first render (the hydration of a pre-rendered page) has committed. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/**
 * True in the browser until the app's first render has committed: what renders now has the
 * server's HTML in the page, which React keeps for a part whose code has not arrived.
 */
export function isFirstRender(): boolean {
  return typeof window !== 'undefined' && !firstRenderDone;
}
