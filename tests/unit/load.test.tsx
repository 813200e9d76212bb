// @vitest-environment jsdom
/** The one way the app loads code late: once, shared, a failure forgotten and retried. */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from '../../src/components/LoadFailure';
import { lazyComponent, loadOnce, ONLINE_RETRY_MS, retryWhenOnline } from '../../src/lib/load';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();

const failedImport = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadOnce', () => {
  it('runs the load once for every caller, and again only after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls++;
      if (fail) throw failedImport();
      return 'chunk';
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    expect(load.peek()).toBeUndefined();
    fail = false;
    expect(await load()).toBe('chunk');
    expect(await load()).toBe('chunk');
    expect(load.peek()).toBe('chunk');
    expect(calls).toBe(2);
  });
});

describe('retryWhenOnline', () => {
  it('stays pending after a failure and tries again when the browser is back online', async () => {
    let attempts = 0;
    const task = () => (++attempts === 1 ? Promise.reject(failedImport()) : Promise.resolve('chunk'));
    let result: string | undefined;
    const pending = retryWhenOnline(task).then((value) => (result = value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(attempts).toBe(1);
    expect(result).toBeUndefined();
    window.dispatchEvent(new Event('online'));
    await pending;
    expect(attempts).toBe(2);
    expect(result).toBe('chunk');
  });

  describe('a failure reported while the browser is online (its `online` fired already)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tries again after 2 s, then after twice as long, with no `online` to come', async () => {
      vi.useFakeTimers();
      expect(navigator.onLine).toBe(true);
      let attempts = 0;
      const task = () => (++attempts <= 2 ? Promise.reject(failedImport()) : Promise.resolve('chunk'));
      let result: string | undefined;
      void retryWhenOnline(task).then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(ONLINE_RETRY_MS - 1);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(2);
      await vi.advanceTimersByTimeAsync(2 * ONLINE_RETRY_MS - 1);
      expect(attempts).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(3);
      expect(result).toBe('chunk');
    });

    it('offline, waits for the connection only', async () => {
      vi.useFakeTimers();
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      let attempts = 0;
      const task = () => (++attempts === 1 ? Promise.reject(failedImport()) : Promise.resolve('chunk'));
      const pending = retryWhenOnline(task);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(attempts).toBe(1);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await pending).toBe('chunk');
      expect(attempts).toBe(2);
      onLine.mockRestore();
    });
  });
});

describe('lazyComponent', () => {
  it('reports a failed load to the boundary, keeps it failed on re-render, and loads on retry', async () => {
    let fail = true;
    let calls = 0;
    const Part = lazyComponent(async () => {
      calls++;
      if (fail) throw failedImport();
      return { default: ({ name }: { name: string }) => <p>loaded {name}</p> };
    });
    // Awaited acts let React resume what suspended once the load settles.
    const view = await act(async () =>
      render(
        <ChakraProvider value={system}>
          <LoadFailure what="the part">
            <Suspense fallback={<p>loading</p>}>
              <Part name="x" />
            </Suspense>
          </LoadFailure>
        </ChakraProvider>,
      ),
    );
    expect(await screen.findByText("We couldn't load the part. Check your connection and try again.")).toBeTruthy();
    expect(calls).toBe(1);
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('loaded x')).toBeTruthy();
    expect(calls).toBe(2);
    view.unmount();
  });
});
