/**
 * island() on the server (the pre-renderer): a part is rendered in full once preloadIslands has
 * loaded it, whatever its `when`, exactly as a Suspense boundary around the part (which the
 * browser's hydration in island.test.tsx starts from); a browser-only part renders its placeholder,
 * and its code is not loaded at all.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { island, type IslandWhen } from '../../src/components/island';
import { preloadIslands } from '../../src/lib/load';
import { createAppSystem } from '../../src/theme/system';

const system = createAppSystem();
const html = (ui: ReactNode) => renderToString(<ChakraProvider value={system}>{ui}</ChakraProvider>);

function Counter({ label }: { label: string }) {
  return <button type="button">{label} 0</button>;
}

describe('island on the server', () => {
  it.each<IslandWhen>(['start', 'idle', { media: '(min-width: 64rem)' }])('renders a %o part in full, as a Suspense boundary around it', async (when) => {
    const Part = island(async () => ({ default: Counter }), { what: 'the counter', when });
    await preloadIslands();
    expect(html(<Part label="clicks" />)).toBe(html(<Suspense><Counter label="clicks" /></Suspense>));
  });

  it("renders a 'visible' part in full in a plain div, which the browser watches", async () => {
    const Part = island(async () => ({ default: Counter }), { what: 'the counter', when: 'visible' });
    await preloadIslands();
    expect(html(<Part label="clicks" />)).toBe(html(<div><Suspense><Counter label="clicks" /></Suspense></div>));
  });

  it('renders the placeholder of a browser-only part and never loads its code', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Client = island(load, { what: 'the counter', when: 'client', placeholder: <p>Opening the counter…</p> });
    const Idle = island(load, { what: 'the counter', when: 'idle', placeholder: (props: { label: string }) => <p>Waiting for {props.label}</p> });
    await preloadIslands();
    expect(html(<Client label="clicks" />)).toBe(html(<p>Opening the counter…</p>));
    expect(html(<Idle label="clicks" />)).toBe(html(<p>Waiting for {'clicks'}</p>));
    expect(load).not.toHaveBeenCalled();
  });
});
