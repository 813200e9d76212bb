/**
 * The booking form's catalogue-reading half (bookingCatalogue.ts: itinerary choices, prefill, the
 * payload), loaded once the form is interactive, so the page's first load carries only the
 * countries. `loaded` is the module once here; `load` waits for it (the submit does).
 */
import { startTransition, useEffect, useState } from 'react';
import { loadOnce } from '../../../lib/load';

type BookingCatalogue = typeof import('./bookingCatalogue');

// A failed load (offline before the page was saved) is forgotten, so the next call retries.
const load = loadOnce((): Promise<BookingCatalogue> => import('./bookingCatalogue'));

export function useBookingCatalogue(): { loaded: BookingCatalogue | undefined; load: () => Promise<BookingCatalogue> } {
  const [loaded, setLoaded] = useState<BookingCatalogue>();
  useEffect(() => {
    let live = true;
    load().then(
      // A transition: the form re-renders with the choices in slices, not in one long task.
      (m) => live && startTransition(() => setLoaded(() => m)),
      // The itinerary choices and the place stay empty; submitting retries and says so if it fails.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { loaded, load };
}
