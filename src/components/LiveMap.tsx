/**
 * The live Google map behind MapView, in its own module so the Maps library loads only when a
 * map can be shown (a key is configured and the device is online).
 */
import { Box } from '@chakra-ui/react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useState } from 'react';
import { MAP_HEIGHT_PX, StaticMapCard, type MapViewProps } from './StaticMapCard';

export const DEFAULT_ZOOM = 15;

/** Points-of-interest labels hidden: the one marker is the place. The options are the product's. */
export const MAP_OPTIONS: google.maps.MapOptions = {
  styles: [{ featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] }],
  zoomControl: true,
  streetViewControl: true,
  fullscreenControl: true,
  mapTypeControl: false,
};

export default function LiveMap(props: MapViewProps) {
  const { lat, lng, title, description, zoom = DEFAULT_ZOOM, apiKey, infoOpen = false } = props;
  const { isLoaded, loadError } = useJsApiLoader({ id: 'rasa-google-maps', googleMapsApiKey: apiKey });
  const [open, setOpen] = useState(infoOpen);
  if (loadError || !isLoaded) return <StaticMapCard {...props} />;
  const center = { lat, lng };
  return (
    <Box h={`${MAP_HEIGHT_PX}px`} borderRadius="l3" overflow="hidden" data-testid="map-live">
      <GoogleMap mapContainerStyle={{ width: '100%', height: '100%' }} center={center} zoom={zoom} options={MAP_OPTIONS}>
        <MarkerF position={center} title={title} onClick={() => setOpen(true)}>
          {open && (
            <InfoWindowF position={center} onCloseClick={() => setOpen(false)}>
              <div>
                <strong>{title}</strong>
                {description && <div>{description}</div>}
              </div>
            </InfoWindowF>
          )}
        </MarkerF>
      </GoogleMap>
    </Box>
  );
}
