/**
 * Build-time changes to Chakra's createSystem, which builds the styling system at start-up in one
 * piece: on a mid-range phone (4x CPU slowdown) that was a single task of 60 to 95 ms, the
 * longest the page ran. Chakra offers no option for either change, so its module is rewritten
 * here; if Chakra's source changes, the build stops and says so rather than silently shipping the
 * slow path (the unit tests apply both changes to the installed Chakra).
 *
 * 1. Global styles on first read. The CSS reset, global CSS and one CSS variable per design token
 *    (about 430) were computed while the system was built, half of the work (18 of 35 ms in Node).
 *    A pre-rendered page already carries them, so the browser adopts them from the page
 *    (adoptPrerenderedGlobalStyles in src/theme/globalStyles.ts) and never computes them.
 * 2. Building in steps. createSystem also becomes a generator, `createSystem.steps`, that pauses
 *    after merging the configs and after the token dictionary, so the browser can build the
 *    system over three tasks (src/theme/system.ts). createSystem itself runs the steps at once,
 *    as before.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

function mismatch(): never {
  throw new Error("chakra-system: @chakra-ui/react's createSystem no longer matches; review scripts/chakra-system-plugin.ts against the installed version");
}

/** `code` with `find` replaced by `replace(find)`, where `find` must occur exactly once. */
function replaceOnce(code: string, find: string | RegExp, replace: (found: string) => string): string {
  const matches = typeof find === 'string' ? code.split(find).length - 1 : [...code.matchAll(new RegExp(find.source, `${find.flags}g`))].length;
  if (matches !== 1) mismatch();
  return code.replace(find, replace);
}

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_PROPERTY = /^(\s*)_global,$/m;

/** The source of Chakra's system.js with _global computed on first read (and then kept). */
export function lazyGlobalSource(code: string): string {
  const lazy = replaceOnce(code, EAGER_GLOBAL, () => 'let _global;');
  return replaceOnce(lazy, GLOBAL_PROPERTY, (line) => {
    const indent = line.slice(0, line.indexOf('_'));
    return `${indent}get _global() {\n${indent}  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n${indent}},`;
  });
}

const SIGNATURE = 'function createSystem(...configs) {';
const MERGED = 'const config = mergeConfigs(...configs);';
const TOKENS = /const tokens = createTokenDictionary\(\{[^}]*\}\);/;
const EXPORTS = 'export { createSystem, isValidSystem };';

/** The source of Chakra's system.js with createSystem's steps also available as `createSystem.steps`. */
export function steppedSource(code: string): string {
  let stepped = replaceOnce(code, SIGNATURE, () => 'function* createSystemSteps(...configs) {');
  stepped = replaceOnce(stepped, MERGED, (line) => `${line}\n  yield;`);
  stepped = replaceOnce(stepped, TOKENS, (statement) => `${statement}\n  yield;`);
  const runAtOnce = [
    'function createSystem(...configs) {',
    '  const steps = createSystemSteps(...configs);',
    '  for (;;) {',
    '    const step = steps.next();',
    '    if (step.done) return step.value;',
    '  }',
    '}',
    'createSystem.steps = createSystemSteps;',
  ].join('\n');
  return replaceOnce(stepped, EXPORTS, (line) => `${runAtOnce}\n${line}`);
}

export function chakraSystem(): Plugin {
  return {
    name: 'rasa:chakra-system',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: steppedSource(lazyGlobalSource(code)), map: null };
    },
  };
}
