import { describe, expect, it } from 'vitest';
import { nameIslandModules } from '../../scripts/island-module-plugin';

const resolve = async (specifier: string) => `src/pages/${specifier.replace(/^\.\//, '')}.tsx`;

describe("the island plugin (the server build names each island's module)", () => {
  it('names the module of each call, plain or with type arguments, async or not', async () => {
    const code = [
      "const A = island(() => import('./A'), { what: 'a' });",
      "const B = island<{ trip: Trip }>(async () => ({ default: (await import('./B')).B }), { what: 'b', when: 'client' });",
      "const C = island(() => retryWhenOnline(async () => ({ default: (await import('./C')).C })), {\n  what: 'c',\n});",
    ].join('\n');
    const out = await nameIslandModules(code, resolve);
    expect(out).toContain(`island(() => import('./A'), { module: "src/pages/A.tsx", what: 'a' })`);
    expect(out).toContain(`{ module: "src/pages/B.tsx", what: 'b', when: 'client' }`);
    expect(out).toContain(`{ module: "src/pages/C.tsx",\n  what: 'c',\n}`);
  });

  it('leaves code without island calls, and calls without an import, as they are', async () => {
    expect(await nameIslandModules("const x = 1; // island(load, { what })", resolve)).toBeNull();
    expect(await nameIslandModules('const D = island(load, { what: "d" });', resolve)).toBeNull();
  });

  it('fails the build for an import it cannot resolve', async () => {
    await expect(nameIslandModules("island(() => import('./gone'), { what: 'x' })", async () => undefined)).rejects.toThrow(/cannot resolve \.\/gone/);
  });
});
