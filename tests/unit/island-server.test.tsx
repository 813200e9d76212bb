/**
 * island() on the server (the pre-renderer): a part is rendered in full once preloadIslands has
 * loaded it, whatever its `when`, exactly as a Suspense boundary around the part in the island's
 * region, a rasa-island that says when an island waits (which the browser's hydration in
 * island.test.tsx starts from, and the page template's script reads); a browser-only part renders
 * its placeholder in its region, and its code is not loaded at all.
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
  it.each<[IslandWhen, string | undefined]>([
    ['start', undefined],
    ['idle', 'idle'],
    [{ media: '(min-width: 64rem)' }, 'media'],
    ['visible', 'visible'],
    ['tap', 'tap'],
  ])('renders a %o part in full, as a Suspense boundary around it in its region', async (when, waits) => {
    const Part = island(async () => ({ default: Counter }), { what: 'the counter', when });
    await preloadIslands();
    expect(html(<Part label="clicks" />)).toBe(
      html(
        <rasa-island data-when={waits}>
          <Suspense>
            <Counter label="clicks" />
          </Suspense>
        </rasa-island>,
      ),
    );
  });

  it('renders the placeholder of a browser-only part and never loads its code', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Client = island(load, { what: 'the counter', when: 'client', placeholder: <p>Opening the counter…</p> });
    const Idle = island(load, { what: 'the counter', when: 'idle', placeholder: (props: { label: string }) => <p>Waiting for {props.label}</p> });
    await preloadIslands();
    expect(html(<Client label="clicks" />)).toBe(html(<rasa-island><p>Opening the counter…</p></rasa-island>));
    expect(html(<Idle label="clicks" />)).toBe(html(<rasa-island data-when="idle"><p>Waiting for {'clicks'}</p></rasa-island>));
    expect(load).not.toHaveBeenCalled();
  });
});
