import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/lib/loadOnce';

describe('loadOnce', () => {
  it('runs the load once for every caller, and again only after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls++;
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return 'chunk';
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    fail = false;
    expect(await load()).toBe('chunk');
    expect(await load()).toBe('chunk');
    expect(calls).toBe(2);
  });
});
