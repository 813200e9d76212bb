// @vitest-environment jsdom
/**
 * island(): the one way a part loads late. The server renders a part in full (or, for a
 * browser-only part, its placeholder); in the browser the server's HTML stays until `when` holds
 * and the code has arrived; a part whose code cannot load says so, with a retry, never its
 * placeholder.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from '../../src/components/island';
import { WANTED_EVENT } from '../../src/lib/pageRoot';
import { leavePrerenderedPage } from '../../src/lib/useHydrated';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();
const withChakra = (ui: React.ReactNode) => <ChakraProvider value={system}>{ui}</ChakraProvider>;

/** A part that counts its clicks: it answers only once hydrated. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

const failedImport = () => new TypeError('Failed to fetch dynamically imported module');

/** A media query the test turns on. */
function fakeMedia() {
  const listeners = new Set<() => void>();
  const query = { matches: false, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  Object.defineProperty(window, 'matchMedia', { value: () => query, configurable: true });
  return {
    match() {
      query.matches = true;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(cleanup);

/**
 * A waiting island's server HTML, in the page: as island-server.test.tsx proves the server renders
 * it, in its region, which says what it waits for.
 */
function serverRendered(when: string): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    withChakra(
      <rasa-island data-when={when}>
        <Suspense>
          <Counter label="clicks" />
        </Suspense>
      </rasa-island>,
    ),
  );
  document.body.append(root);
  return root;
}

describe('island', () => {
  it('keeps the server HTML as it is until its media query matches, then hydrates it', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Part = island(load, { what: 'the counter', when: { media: '(min-width: 64rem)' } });
    const media = fakeMedia();
    const root = serverRendered('media');
    const button = root.querySelector('button')!;
    await act(async () => {
      hydrateRoot(root, withChakra(<Part label="clicks" />));
    });
    expect(root.querySelector('button')).toBe(button);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(button.textContent).toBe('clicks 0'); // not hydrated: the click does nothing

    await act(async () => media.match());
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button')).toBe(button); // the server's element, hydrated, not replaced
    fireEvent.click(button);
    expect(button.textContent).toBe('clicks 1');
    root.remove();
  });

  it("'tap': keeps the server HTML and loads nothing until a tap in it is held (the wanted event), then hydrates it", async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Part = island(load, { what: 'the counter', when: 'tap' });
    const root = serverRendered('tap');
    const button = root.querySelector('button')!;
    await act(async () => {
      hydrateRoot(root, withChakra(<Part label="clicks" />));
    });
    // Idle and in view, it still waits.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    await act(async () => root.querySelector('rasa-island')!.dispatchEvent(new Event(WANTED_EVENT, { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('clicks 1');
    root.remove();
  });

  it('browser-only: the browser renders the placeholder, then the part once it is here', async () => {
    const Part = island(async () => ({ default: Counter }), { what: 'the counter', when: 'client', placeholder: <p>Opening the counter…</p> });
    leavePrerenderedPage();
    await act(async () => render(withChakra(<Part label="clicks" />)));
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeTruthy();
    expect(screen.queryByText('Opening the counter…')).toBeNull();
  });

  it('a part whose code cannot load says so, not its placeholder, and loads again on Try again', async () => {
    let fail = true;
    const Part = island(
      async () => {
        if (fail) throw failedImport();
        return { default: Counter };
      },
      { what: 'your journeys', when: 'client', placeholder: <p>Opening your journeys…</p> },
    );
    await act(async () => render(withChakra(<Part label="clicks" />)));
    expect(await screen.findByText("We couldn't load your journeys. Check your connection and try again.")).toBeTruthy();
    expect(screen.queryByText('Opening your journeys…')).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeTruthy();
  });

  it('a part whose code cannot load tries again when the connection returns', async () => {
    let fail = true;
    const Part = island(
      async () => {
        if (fail) throw failedImport();
        return { default: Counter };
      },
      { what: 'the map', when: 'client' },
    );
    await act(async () => render(withChakra(<Part label="map" />)));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'map 0' })).toBeTruthy();
  });
});
