/**
 * The trips kept on this phone, as a screen reads them: current after each change, in this tab or
 * another. A module of its own, with no UI: Today, Help and the outbox read the list without the
 * kept list's buttons (which would bring the button's code into each of their chunks).
 */
import { useEffect, useState } from 'react';
import { listKeptTrips, subscribeKeptTrips, type KeptTrip } from './store';

/** The kept trips, current after each change here or in another tab; undefined until read; an error's message where storage is refused. */
export function useKeptTrips(): KeptTrip[] | undefined | { error: string } {
  const [trips, setTrips] = useState<KeptTrip[] | { error: string }>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void listKeptTrips().then(
        (list) => live && setTrips(list),
        () => live && setTrips({ error: 'This browser does not let the site keep data on this device (a private window, or site data blocked), so no trip can be kept here.' }),
      );
    read();
    const stop = subscribeKeptTrips(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return trips;
}
