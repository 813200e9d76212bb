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

let onPrerenderedPage = true;

/**
 * Called once the page shown is no longer the one pre-rendered into the HTML: after a navigation
 * in the app, or when the app renders a page afresh (the app shell, 404.html).
 */
export function leavePrerenderedPage(): void {
  onPrerenderedPage = false;
}

/**
 * True in the browser while the page shown is the pre-rendered one: what renders now may have the
 * server's HTML in the page (React keeps it for a part whose code has not arrived), also in a part
 * React hydrates late, after the rest of the page.
 */
export function isOnPrerenderedPage(): boolean {
  return typeof window !== 'undefined' && onPrerenderedPage;
}
