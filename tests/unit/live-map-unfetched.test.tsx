// @vitest-environment jsdom
/**
 * The live map's chunk is not precached (it only works online: config/precache's
 * ONLINE_ONLY_CHUNKS). When it cannot be fetched, MapView keeps the static card, as offline.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSystem } from '../../src/theme/system';

const tried = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/LiveMap', () => {
  tried.count++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { MapView } = await import('../../src/components/MapView');

describe('MapView when the live map chunk cannot be fetched', () => {
  afterEach(cleanup);

  it('keeps the static card with its link, and no failure message', async () => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    await act(async () => {
      render(
        <ChakraProvider value={createAppSystem()}>
          <MapView lat={27.1751} lng={78.0421} title="Agra" apiKey="key" />
        </ChakraProvider>,
      );
    });
    await vi.waitFor(() => expect(tried.count).toBeGreaterThan(0));
    // Let React settle what the failed import resolved to.
    await act(async () => {});
    expect(screen.getByTestId('map-fallback')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toBeTruthy();
    expect(screen.queryByText(/couldn.t load/i)).toBeNull();
  });
});
