/**
 * ZXing-C++ in WebAssembly (zxing-wasm's full build: the reader and the writer in one file), its
 * .wasm located on the site (readerFile.ts), never on a CDN. Loaded on the tap that adds or shows
 * a pass, never with a page.
 */
import { prepareZXingModule, readBarcodes, writeBarcode, type ReadResult } from 'zxing-wasm/full';
import type { PassFormat } from '../../trip/passes';
import { PASS_READER_URL } from './readerFile';

// printErr: a reader that cannot be fetched (offline before it was kept) is told in a sentence, not on the console.
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? PASS_READER_URL : prefix + path), printErr: () => {} } });

/** The first 2-D code zxing reads in `image`, if any. */
export async function zxingRead(image: ImageData): Promise<{ message: string; format: PassFormat } | undefined> {
  const results: ReadResult[] = await readBarcodes(image, { formats: ['PDF417', 'Aztec', 'QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
  for (const r of results) {
    const format: PassFormat | undefined = r.format.startsWith('PDF417') ? 'PDF417' : r.format.startsWith('Aztec') ? 'Aztec' : r.format.startsWith('QRCode') ? 'QRCode' : undefined;
    if (r.isValid && r.text && format) return { message: r.text, format };
  }
  return undefined;
}

/** The writer's names for the formats. */
const WRITE_FORMAT = { PDF417: 'PDF417', Aztec: 'AztecCode', QRCode: 'QRCode' } as const;

/** The code's modules (1 dark, 0 light), with its quiet zone, row by row; undefined where it cannot be written. */
export async function zxingWrite(message: string, format: PassFormat): Promise<{ width: number; height: number; dark: Uint8Array } | undefined> {
  const written = await writeBarcode(message, { format: WRITE_FORMAT[format], scale: 1, addQuietZones: true });
  if (written.error || !written.symbol.width) return undefined;
  const { width, height, data } = written.symbol;
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = data[i]! < 128 ? 1 : 0;
  return { width, height, dark };
}
