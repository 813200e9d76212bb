// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();

const loader = vi.hoisted(() => ({ state: { isLoaded: true, loadError: undefined as Error | undefined } }));
const seen = vi.hoisted(() => ({ mapProps: undefined as Record<string, unknown> | undefined }));

vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.state,
  GoogleMap: (props: { children: ReactNode } & Record<string, unknown>) => {
    seen.mapProps = props;
    return <div data-testid="google-map">{props.children}</div>;
  },
  MarkerF: ({ children, onClick, title }: { children?: ReactNode; onClick: () => void; title: string }) => (
    <div>
      <button type="button" onClick={onClick}>
        marker {title}
      </button>
      {children}
    </div>
  ),
  InfoWindowF: ({ children, onCloseClick }: { children: ReactNode; onCloseClick: () => void }) => (
    <div role="dialog" aria-label="info window">
      {children}
      <button type="button" onClick={onCloseClick}>
        close info
      </button>
    </div>
  ),
}));

const { MapView } = await import('../../src/components/MapView');

function show(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

describe('MapView', () => {
  beforeEach(() => {
    loader.state = { isLoaded: true, loadError: undefined };
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });
  afterEach(cleanup);

  it('without a key shows the static card with place, coordinates and a Google Maps link', () => {
    show(<MapView lat={27.1751} lng={78.0421} title="Agra" apiKey="" />);
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
    expect(screen.getByText('Agra')).toBeTruthy();
    expect(screen.getByText('27.1751° N, 78.0421° E')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=27.1751,78.0421');
    expect(screen.queryByTestId('google-map')).toBeNull();
  });

  it('with a key renders the map with the spec options, the zoom and a marker', async () => {
    // The first live map suspends while its chunk loads: an awaited act lets React resume it.
    await act(async () => {
      show(<MapView lat={27.1751} lng={78.0421} title="Agra" apiKey="key" zoom={12} />);
    });
    expect(await screen.findByTestId('google-map')).toBeTruthy();
    // The live map's own module, loaded by now.
    const { MAP_OPTIONS } = await import('../../src/components/LiveMap');
    expect(seen.mapProps).toMatchObject({ zoom: 12, center: { lat: 27.1751, lng: 78.0421 }, options: MAP_OPTIONS });
    expect(MAP_OPTIONS).toMatchObject({ zoomControl: true, streetViewControl: true, fullscreenControl: true, mapTypeControl: false });
    expect(MAP_OPTIONS.styles).toEqual([{ featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] }]);
  });

  it('defaults to zoom 15, info window closed; a marker click opens it and its close button closes it', async () => {
    show(<MapView lat={28.6} lng={77.2} title="Office" apiKey="key" />);
    await screen.findByTestId('google-map');
    expect(seen.mapProps?.zoom).toBe(15);
    expect(screen.queryByRole('dialog', { name: 'info window' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'marker Office' }));
    expect(screen.getByRole('dialog', { name: 'info window' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close info' }));
    expect(screen.queryByRole('dialog', { name: 'info window' })).toBeNull();
  });

  it('can start with the info window open', async () => {
    show(<MapView lat={28.6} lng={77.2} title="Office" apiKey="key" infoOpen />);
    expect(await screen.findByRole('dialog', { name: 'info window' })).toBeTruthy();
  });

  it('falls back to the card when the script fails or the device is offline', async () => {
    loader.state = { isLoaded: false, loadError: new Error('blocked') };
    show(<MapView lat={28.6} lng={77.2} title="Office" apiKey="key" />);
    await act(async () => {
      await import('../../src/components/LiveMap');
    });
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
    cleanup();

    loader.state = { isLoaded: true, loadError: undefined };
    show(<MapView lat={28.6} lng={77.2} title="Office" apiKey="key" />);
    expect(await screen.findByTestId('google-map')).toBeTruthy();
    act(() => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
  });
});
