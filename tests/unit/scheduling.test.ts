// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, yieldToMain } from '../../src/lib/scheduling';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver stand-in whose paint entries the test emits. */
function fakePaintObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const fn of [...observers]) fn({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
    get watching() {
      return observers.length;
    },
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, not any paint', async () => {
    const paints = fakePaintObserver();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    paints.paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    paints.paint('first-contentful-paint');
    await Promise.resolve();
    expect(done).toBe(true);
    expect(paints.watching).toBe(0);
  });

  it('starts anyway after 3 s when nothing is painted', async () => {
    vi.useFakeTimers();
    const paints = fakePaintObserver();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
    expect(paints.watching).toBe(0);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    fakePaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});

describe('yieldToMain', () => {
  it('continues in a later task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after yield');
    expect(order).toEqual(['queued task', 'after yield']);
  });
});
