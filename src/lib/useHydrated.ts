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
