/**
 * Writes the page template's one inline script (src/app/pageScript.ts) into index.html in place of
 * <!--page-script-->, compiled and minified: it is in every pre-rendered page, and every page is
 * precached. The CSP allows it by its hash, taken from the built template (scripts/headers.mjs).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minifySync, transformWithOxc, type Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/app/pageScript.ts', import.meta.url));
const PLACEHOLDER = '<!--page-script-->';

/** The script as the page carries it: compiled, in a function of its own (its names stay local), minified. */
export async function pageScript(): Promise<string> {
  const { code } = await transformWithOxc(await readFile(SOURCE, 'utf8'), SOURCE, { lang: 'ts' });
  // A type-only import leaves an empty export, which a classic script cannot have.
  const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  const minified = minifySync('pageScript.js', `(()=>{${body}})();`, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(`pageScript: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code.trim();
}

export function pageScriptPlugin(): Plugin {
  return {
    name: 'rasa-page-script',
    async transformIndexHtml(html, { path }) {
      // The page template has it; the apps of their own (desk.html) have none: they render in the
      // browser, with no pre-rendered control whose tap would need holding, and no inline script.
      if (!html.includes(PLACEHOLDER)) {
        if (path === '/index.html') throw new Error(`index.html has no ${PLACEHOLDER}`);
        return html;
      }
      return html.replace(PLACEHOLDER, `<script>${await pageScript()}</script>`);
    },
  };
}
