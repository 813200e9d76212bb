/**
 * The catalogue's photo table (src/content/photos.ts) for the Node scripts: id -> { subject, alt,
 * color }. The module is plain data with types, so TypeScript's transpiler turns it into JavaScript
 * here; the catalogue stays the one place photos are listed.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const SOURCE = new URL('../src/content/photos.ts', import.meta.url);
let table;

/** Map of photo id -> { subject, alt, color }, read once. */
export function photoTable() {
  if (!table) {
    const { outputText } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    const module = { exports: {} };
    new Function('module', 'exports', outputText)(module, module.exports);
    table = new Map(Object.values(module.exports.photos).map(({ id, subject, alt, color }) => [id, { subject, alt, color }]));
  }
  return table;
}
