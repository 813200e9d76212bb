/**
 * The trips kept on this phone, as a screen reads them: current after each change, in this tab or
 * another. A module of its own, with no UI: Today, Help and the outbox read the list without the
 * kept list's buttons (which would bring the button's code into each of their chunks). The store's
 * code (idb, the database) is fetched only once a screen asks for the list: Today and Help ask only
 * where a trip may be kept (storage/mayHold).
 */
import { useEffect, useState } from 'react';
import type { KeptTrip } from './store';

const NONE: KeptTrip[] = [];

export const KEPT_REFUSED = 'This browser does not let the site keep data on this device (a private window, or site data blocked), so no trip can be kept here.';

/**
 * The kept trips, current after each change here or in another tab; undefined until read; an
 * error's message where storage is refused. With `read` false, none (and nothing fetched).
 */
export function useKeptTrips(read = true): KeptTrip[] | undefined | { error: string } {
  const [trips, setTrips] = useState<KeptTrip[] | { error: string }>();
  useEffect(() => {
    if (!read) return;
    let live = true;
    let stop = () => {};
    const refused = () => live && setTrips({ error: KEPT_REFUSED });
    import('./store').then(({ listKeptTrips, subscribeKeptTrips }) => {
      if (!live) return;
      const list = () => void listKeptTrips().then((kept) => live && setTrips(kept), refused);
      list();
      stop = subscribeKeptTrips(list);
    }, refused);
    return () => {
      live = false;
      stop();
    };
  }, [read]);
  return read ? trips : NONE;
}
