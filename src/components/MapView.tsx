/**
 * A Google map with one marker and an info window (LiveMap.tsx). Without a key, offline, or
 * when the script fails to load, a static card of the same height shows the place, its
 * coordinates and a link to Google Maps, so nothing shifts and nothing breaks.
 */
import { useOnline } from '../lib/useOnline';
import { island } from './island';
import { StaticMapCard, type MapViewProps } from './StaticMapCard';

export type { MapViewProps };

// The Maps library is large and useless without a key or a connection: it loads only when a live
// map can be shown, in the browser, and the static card stands in while it does. Its chunk is not
// precached (config/precache's ONLINE_ONLY_CHUNKS): if it cannot be fetched, the card stays.
const LiveMap = island<MapViewProps>(() => import('./LiveMap').catch(() => ({ default: StaticMapCard })), {
  what: 'the map',
  placeholder: (props) => <StaticMapCard {...props} />,
});

export function MapView(props: MapViewProps) {
  const online = useOnline();
  return props.apiKey && online ? <LiveMap {...props} /> : <StaticMapCard {...props} />;
}
