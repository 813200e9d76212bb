/**
 * A Google map with one marker and an info window (LiveMap.tsx). Without a key, offline, or
 * when the script fails to load, a static card of the same height shows the place, its
 * coordinates and a link to Google Maps, so nothing shifts and nothing breaks.
 */
import { useEffect, useState } from 'react';
import { lazyComponent } from '../lib/load';
import { LoadWhen } from './LoadWhen';
import { StaticMapCard, type MapViewProps } from './StaticMapCard';

export type { MapViewProps };

// The Maps library is large and useless without a key or a connection: it loads only when a live
// map can be shown, and the static card stands in while it does (and until a failed load succeeds).
const LiveMap = lazyComponent(() => import('./LiveMap'));

/** Online state, false on the server and before mount so hydration matches the static card. */
function useCanLoadMap(apiKey: string): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    const update = () => setCan(Boolean(apiKey) && navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [apiKey]);
  return can;
}

export function MapView(props: MapViewProps) {
  const canLoad = useCanLoadMap(props.apiKey);
  if (!canLoad) return <StaticMapCard {...props} />;
  return (
    <LoadWhen when="now" fallback={<StaticMapCard {...props} />}>
      <LiveMap {...props} />
    </LoadWhen>
  );
}
