/**
 * The passes kept on this phone, as a screen reads them: current after each change, in this tab or
 * another; none until read, or where storage is refused (the trip's screens say so elsewhere). The
 * store's code is fetched only when `read` is true: Today asks only where a trip may be kept.
 */
import { useEffect, useState } from 'react';
import type { KeptPass } from './store';

const NONE: readonly KeptPass[] = [];

export function usePasses(read = true): readonly KeptPass[] {
  const [passes, setPasses] = useState<readonly KeptPass[]>(NONE);
  useEffect(() => {
    if (!read) return;
    let live = true;
    let stop = () => {};
    import('./store').then(({ listPasses, subscribePasses }) => {
      if (!live) return;
      const list = () => void listPasses().then((all) => live && setPasses(all), () => live && setPasses(NONE));
      list();
      stop = subscribePasses(list);
    }, () => {});
    return () => {
      live = false;
      stop();
    };
  }, [read]);
  return read ? passes : NONE;
}
