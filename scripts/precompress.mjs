/**
 * Writes a Brotli (x.br) and a gzip (x.gz) copy beside every text file of the build, as a CDN
 * stores them, so the server sends compressed bytes without compressing on a request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses every text file under `dir`, or only `names` (paths relative to it). */
export async function precompress(dir, names) {
  const files = (names ?? (await readdir(dir, { recursive: true }))).filter((name) => TEXT.test(name)).map((name) => join(dir, name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
