// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterHeroPhoto, whenNearViewport, yieldToMain } from '../../src/lib/scheduling';

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

describe('afterHeroPhoto', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** An <img> still loading (jsdom loads nothing, so complete is stubbed). */
  function loadingPhoto() {
    const img = document.createElement('img');
    let complete = false;
    Object.defineProperty(img, 'complete', { get: () => complete });
    return { img, load: () => ((complete = true), img.dispatchEvent(new Event('load'))) };
  }

  it('waits for the photo to load and then for the frame that shows it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const photo = loadingPhoto();
    let done = false;
    void afterHeroPhoto(photo.img).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    photo.load();
    await vi.advanceTimersByTimeAsync(16);
    expect(done, 'the photo is not on screen yet').toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(done).toBe(true);
  });

  it('goes on when the photo fails, and after 3 s when it never arrives', async () => {
    vi.useFakeTimers();
    const failing = loadingPhoto();
    let failed = false;
    void afterHeroPhoto(failing.img).then(() => (failed = true));
    failing.img.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(failed).toBe(true);

    let timedOut = false;
    void afterHeroPhoto(loadingPhoto().img).then(() => (timedOut = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(timedOut).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(timedOut).toBe(true);
  });

  it('does not wait without a photo', async () => {
    await expect(afterHeroPhoto(null)).resolves.toBeUndefined();
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

describe('whenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element nears the viewport, then stops watching', async () => {
    const watched: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    let margin = '';
    class FakeObserver {
      constructor(callback: typeof report, options: { rootMargin: string }) {
        report = callback;
        margin = options.rootMargin;
      }
      observe(el: Element) {
        watched.push(el);
      }
      disconnect() {
        watched.length = 0;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const footer = document.createElement('footer');
    let near = false;
    const done = whenNearViewport(() => footer).then(() => (near = true));
    expect(watched).toEqual([footer]);
    expect(margin).toBe('400px');
    report([{ isIntersecting: false }]);
    await Promise.resolve();
    expect(near).toBe(false);
    report([{ isIntersecting: true }]);
    await done;
    expect(near).toBe(true);
    expect(watched).toEqual([]);
  });

  it('without the element, waits for the loaded page instead of forever', async () => {
    await expect(whenNearViewport(() => null)).resolves.toBeUndefined();
  });
});
