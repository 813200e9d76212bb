// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadWhenOnline } from '../../src/lib/lazyComponent';

describe('loadWhenOnline', () => {
  it('stays pending after a failed load and tries again when the browser is back online', async () => {
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('chunk'));
    let result: string | undefined;
    const pending = loadWhenOnline(load).then((value) => (result = value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Offline: no rejection reaches the caller (a Suspense boundary would fail the whole app).
    expect(attempts).toBe(1);
    expect(result).toBeUndefined();
    window.dispatchEvent(new Event('online'));
    await pending;
    expect(attempts).toBe(2);
    expect(result).toBe('chunk');
  });
});
