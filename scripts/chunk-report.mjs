/**
 * What a page's initial JavaScript is made of: each initial chunk's gzip bytes attributed to the
 * source modules its source map names. Needs a build with source maps:
 *
 *   SOURCEMAP=1 npm run build && node scripts/chunk-report.mjs [page.html ...] [--top=N]
 *
 * A module's share is what it adds to the gzip size of the chunk read from the start (gzip of the
 * chunk up to the end of its code minus gzip up to its start), so the shares sum to the chunk's
 * gzip size; code no map segment names counts as "(glue)".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialJs } from './page-assets.mjs';

const DIST = new URL('../dist/', import.meta.url).pathname;
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 12);
const pages = args.filter((a) => !a.startsWith('--'));
const byGroup = args.includes('--groups');

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one mapping segment's base64 VLQ fields. */
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The chunk's code cut into runs of one source each: [{ source, start, end }] in code offsets. */
function runs(code, map) {
  const lines = code.split('\n');
  const result = [];
  let offset = 0;
  let source = 0;
  const push = (name, start, end) => {
    if (end <= start) return;
    const last = result.at(-1);
    if (last && last.source === name && last.end === start) last.end = end;
    else result.push({ source: name, start, end });
  };
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let column = 0;
    let previous = { column: 0, source: '(glue)' };
    for (const segment of line ? line.split(',') : []) {
      const fields = vlq(segment);
      column += fields[0];
      push(previous.source, offset + previous.column, offset + column);
      if (fields.length > 1) source += fields[1];
      previous = { column, source: fields.length > 1 ? map.sources[source] : '(glue)' };
    }
    push(previous.source, offset + previous.column, offset + text.length + 1);
    offset += text.length + 1;
  });
  return result;
}

/** A readable module name: the package and its path for dependencies, the path for the app's code. */
function moduleName(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) return source.slice(nm + 13).replace(/\/dist\/(esm|es|cjs)\//, '/').replace(/\.(m?js|cjs)$/, '');
  return source.replace(/^(\.\.\/)+/, '').replace(/\.(tsx?|m?js)$/, '');
}

/** The part of the stack a module belongs to, for --groups. */
function groupOf(name) {
  const rules = [
    [/^(react-dom|scheduler)\//, 'React DOM'],
    [/^react\//, 'React'],
    [/^(@emotion|stylis)\//, 'Emotion'],
    [/^@chakra-ui\/react\/(styled-system|preset-base|utils)\/|^@pandacss\//, 'Chakra system engine'],
    [/^@chakra-ui\/react\/theme\/(tokens|semantic-tokens|breakpoints|text-styles|layer-styles|motion-styles|index)/, 'Chakra theme tokens'],
    [/^@chakra-ui\/react\/theme\/recipes\//, 'Chakra theme recipes'],
    [/^@chakra-ui\//, 'Chakra components'],
    [/^(@ark-ui|@zag-js)\//, 'Ark and Zag'],
    [/^(wouter|regexparam|use-sync-external-store)\//, 'wouter'],
    [/^lucide-react\//, 'lucide icons'],
    [/^idb\//, 'idb'],
    [/^src\/app\/layout\//, 'app: layout'],
    [/^src\/(app|features|components|content|theme|lib|config|pages)\//, (n) => `app: ${n.split('/')[1]}`],
  ];
  for (const [test, group] of rules) if (test.test(name)) return typeof group === 'function' ? group(name) : group;
  return name === '(glue)' ? '(glue)' : 'other';
}

/** gzip bytes per module of one chunk. */
export function attribute(file) {
  const code = readFileSync(join(DIST, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  // Rolldown writes no map for a chunk with only its glue.
  if (!existsSync(join(DIST, `${file}.map`))) return { total: gzipSync(code, { level: 9 }).length, modules: [['(glue)', gzipSync(code, { level: 9 }).length]] };
  const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8'));
  const bytes = new Map();
  let previous = 0;
  for (const run of runs(code, map)) {
    const size = gzipSync(code.slice(0, run.end), { level: 9 }).length;
    const name = run.source === '(glue)' ? '(glue)' : moduleName(run.source);
    bytes.set(name, (bytes.get(name) ?? 0) + size - previous);
    previous = size;
  }
  return { total: previous, modules: [...bytes].sort((a, b) => b[1] - a[1]) };
}

const kb = (n) => (n / 1024).toFixed(1).padStart(6);
const seen = new Set();
for (const page of pages.length ? pages : ['payment.html']) {
  if (byGroup) {
    const { bytes, hrefs } = initialJs(readFileSync(join(DIST, page), 'utf8'), DIST);
    const groups = new Map();
    for (const href of hrefs)
      for (const [name, size] of attribute(href.slice(1)).modules) groups.set(groupOf(name), (groups.get(groupOf(name)) ?? 0) + size);
    console.log(`\n${page}: ${kb(bytes).trim()} KB gzip in ${hrefs.length} files`);
    for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)}  ${group}`);
    continue;
  }
  const { bytes, hrefs } = initialJs(readFileSync(join(DIST, page), 'utf8'), DIST);
  console.log(`\n${page}: ${kb(bytes).trim()} KB gzip in ${hrefs.length} files`);
  for (const href of hrefs) {
    const file = href.slice(1);
    if (seen.has(file)) {
      console.log(`  ${file} (above)`);
      continue;
    }
    seen.add(file);
    const { total, modules } = attribute(file);
    console.log(`  ${file} ${kb(total)} KB`);
    for (const [name, size] of modules.slice(0, top)) console.log(`    ${kb(size)}  ${name}`);
    const rest = modules.slice(top).reduce((sum, [, size]) => sum + size, 0);
    if (rest) console.log(`    ${kb(rest)}  ${modules.length - top} more`);
  }
}
