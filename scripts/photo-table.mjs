/**
 * The catalogue's photo table (the modules of src/content/photos/) for the Node scripts: id ->
 * { subject, alt, color }. Each module is plain data with types, so TypeScript's transpiler turns
 * it into JavaScript here; the catalogue stays the one place photos are listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const FOLDER = new URL('../src/content/photos/', import.meta.url);
/** The modules that list photos: every one but the table (index.ts) and the type (photo.ts). */
const isPhotoList = (name) => name.endsWith('.ts') && name !== 'index.ts' && name !== 'photo.ts';
let table;

/** The photos a module exports, by their objects' values. */
function photosOf(file) {
  const { outputText } = ts.transpileModule(readFileSync(new URL(file, FOLDER), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, () => ({}));
  return Object.values(module.exports).flatMap((list) => Object.values(list));
}

/** Map of photo id -> { subject, alt, color }, read once. */
export function photoTable() {
  if (!table) {
    const photos = readdirSync(FOLDER).filter(isPhotoList).sort().flatMap(photosOf);
    table = new Map(photos.map(({ id, subject, alt, color }) => [id, { subject, alt, color }]));
  }
  return table;
}
