// @vitest-environment jsdom
/**
 * An island inside another island (the itinerary's 'Ask about this day' in the day-by-day plan):
 * the inner part's pre-rendered control stays, the same element, from the server's HTML until its
 * own code has run, whenever the outer island's code arrives and however the outer part renders
 * again once hydrated (a dated plan read from the URL and the device, as TripPlan does). A tap in
 * the gap must land on something.
 */
import { act } from '@testing-library/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, type IslandWhen } from '../../src/components/island';
import { preloadIslands } from '../../src/lib/load';
import { useHydrated } from '../../src/lib/useHydrated';

interface Topic {
  day: number;
  /** Only once the outer part has read the dates (after hydration). */
  dateText?: string;
}

/** The inner part: a button that counts its clicks, so a test sees when it answers. */
function Ask({ topic }: { topic: Topic }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`Ask about day ${topic.day}${topic.dateText ? `, ${topic.dateText}` : ''} (${n})`}
    </button>
  );
}

/** A store whose browser value differs from the server's: React re-renders at once, synchronously, after hydrating its reader (as usePlans does). */
const browserPlans = ['kept'];
const serverPlans: string[] = [];
const subscribe = () => () => {};

/** The outer part: renders the inner island again, with a new topic, right after it has hydrated. */
function Plan({ ask }: { ask: (topic: Topic) => ReactNode }) {
  const plans = useSyncExternalStore(
    subscribe,
    () => browserPlans,
    () => serverPlans,
  );
  const hydrated = useHydrated();
  return (
    <section>
      <h2>{`Day by day (${plans.length} kept)`}</h2>
      {ask(hydrated ? { day: 1, dateText: 'Sun 14 Mar' } : { day: 1 })}
    </section>
  );
}

/** Every held load, released after each test (the next pre-render preloads every island made so far). */
const holds: (() => void)[] = [];

/** A load the test releases. */
function held<T>(value: T) {
  let release = () => {};
  const promise = new Promise<T>((resolve) => (release = () => resolve(value)));
  holds.push(release);
  return { load: vi.fn(() => promise), release };
}

/** Every IntersectionObserver reports its element in view at once (day 1 on screen). */
function inView() {
  class InView {
    constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      queueMicrotask(() => this.report([{ isIntersecting: true }]));
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', InView);
}

/** The pre-rendered page: both islands rendered in full by the server (no window). */
async function prerendered(inner: IslandWhen): Promise<string> {
  const ServerPlan = island(async () => ({ default: Plan }), { what: 'your dates' });
  const ServerAsk = island(async () => ({ default: Ask }), { what: 'the question button', when: inner });
  vi.stubGlobal('window', undefined);
  try {
    await preloadIslands();
    return renderToString(<ServerPlan ask={(topic) => <ServerAsk topic={topic} />} />);
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: HTMLElement | undefined;
let app: Root | undefined;

afterEach(() => {
  holds.splice(0).forEach((release) => release());
  act(() => app?.unmount());
  root?.remove();
  app = root = undefined;
  vi.unstubAllGlobals();
});

describe('an island inside another island', () => {
  it.each<IslandWhen>(['visible', 'start'])('keeps its pre-rendered control (%o) after the outer code has run and until its own has', async (inner) => {
    const html = await prerendered(inner);
    expect(html).toContain('Ask about day 1');
    inView();
    root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const button = root.querySelector('button')!;
    const removed: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node.contains(button)) removed.push(record.type);
    }).observe(root, { childList: true, subtree: true });

    // The browser's islands, each with its code held back.
    const planCode = held({ default: Plan });
    const askCode = held({ default: Ask });
    const BrowserPlan = island(planCode.load, { what: 'your dates' });
    const BrowserAsk = island(askCode.load, { what: 'the question button', when: inner });
    await act(async () => {
      app = hydrateRoot(root!, <BrowserPlan ask={(topic) => <BrowserAsk topic={topic} />} />, { onRecoverableError: () => {} });
    });
    expect(root.querySelector('button')).toBe(button);

    // The outer code arrives: the plan hydrates, then renders again with the dates.
    await act(async () => planCode.release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(root.querySelector('h2')?.textContent).toBe('Day by day (1 kept)'); // the outer part has run
    expect(askCode.load).toHaveBeenCalled(); // the inner part's code is asked for, not here yet
    expect(removed).toEqual([]);
    expect(root.querySelector('button')).toBe(button);
    expect(button.isConnected).toBe(true);

    // The inner code arrives: the server's button is hydrated, not replaced, then shows the dates.
    await act(async () => askCode.release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(removed).toEqual([]);
    expect(root.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Ask about day 1, Sun 14 Mar (0)');
    await act(async () => button.click());
    expect(button.textContent).toBe('Ask about day 1, Sun 14 Mar (1)');
    expect(root.querySelectorAll('rasa-island:not([data-ready])')).toHaveLength(0);
  });
});
