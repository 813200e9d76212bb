// @vitest-environment jsdom
/**
 * Help keeps the screen on where the browser has a Screen Wake Lock: asked for at once, asked
 * again when the page is shown after being hidden (the browser drops it then), released on leave;
 * where there is none, or it is refused, nothing is thrown.
 */
import { describe, expect, it, vi } from 'vitest';
import { keepScreenOn } from '../../src/lib/wakeLock';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeWakeLock(refuse = false) {
  const released = vi.fn(() => Promise.resolve());
  const request = vi.fn((type: 'screen') => (refuse ? Promise.reject(new DOMException('no', 'NotAllowedError')) : Promise.resolve({ type, release: released })));
  return { nav: { wakeLock: { request } }, request, released };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepScreenOn', () => {
  it('asks for the screen lock, again when the page is shown, and releases it on leave', async () => {
    setVisibility('visible');
    const { nav, request, released } = fakeWakeLock();
    const stop = keepScreenOn(nav);
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('screen');
    setVisibility('hidden');
    setVisibility('visible');
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    stop();
    expect(released).toHaveBeenCalled();
    setVisibility('hidden');
    setVisibility('visible');
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing, and throws nothing, without a wake lock or when refused', async () => {
    setVisibility('visible');
    expect(() => keepScreenOn({})()).not.toThrow();
    const { nav, request } = fakeWakeLock(true);
    const stop = keepScreenOn(nav);
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    expect(() => stop()).not.toThrow();
  });
});
