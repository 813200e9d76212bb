/**
 * A picture's 2-D code, read on the phone: the browser's BarcodeDetector where it has one that
 * knows the format, else ZXing's WebAssembly reader (zxing.ts, fetched from the site on first use).
 * The picture is drawn on white with a border first: a code cropped with no white around it
 * (a screenshot cut to the code) decodes to nothing. Browser only.
 */
import type { PassFormat } from '../../trip/passes';

/** A phone photo is read at most this size across (larger only slows the reader). */
const MAX_SIDE = 2400;

interface DetectedBarcode {
  readonly rawValue: string;
  readonly format: string;
}
interface BarcodeDetectorLike {
  detect(image: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const DETECTOR_FORMATS: Readonly<Record<string, PassFormat>> = { pdf417: 'PDF417', aztec: 'Aztec', qr_code: 'QRCode' };

/** The picture on white, with a border a tenth of its longer side (at least 16 px). */
async function padded(blob: Blob): Promise<HTMLCanvasElement | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return undefined;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale));
  const h = Math.max(1, Math.round(bitmap.height * scale));
  const border = Math.max(16, Math.round(Math.max(w, h) / 10));
  const canvas = document.createElement('canvas');
  canvas.width = w + 2 * border;
  canvas.height = h + 2 * border;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, border, border, w, h);
  bitmap.close();
  return canvas;
}

async function detect(canvas: HTMLCanvasElement): Promise<{ message: string; format: PassFormat } | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = (await Detector.getSupportedFormats()).filter((f) => f in DETECTOR_FORMATS);
    if (!formats.length) return undefined;
    const found = await new Detector({ formats }).detect(canvas);
    const first = found.find((b) => b.rawValue && DETECTOR_FORMATS[b.format]);
    return first && { message: first.rawValue, format: DETECTOR_FORMATS[first.format]! };
  } catch {
    return undefined;
  }
}

export type PictureCode = { readonly ok: true; readonly message: string; readonly format: PassFormat } | { readonly ok: false; readonly reason: 'noCode' | 'readerMissing' };

/** The code in a picture, or why none was read. */
export async function readPicture(blob: Blob): Promise<PictureCode> {
  const canvas = await padded(blob);
  if (!canvas) return { ok: false, reason: 'noCode' };
  const native = await detect(canvas);
  if (native) return { ok: true, ...native };
  let zxing: typeof import('./zxing');
  try {
    zxing = await import('./zxing');
  } catch {
    return { ok: false, reason: 'readerMissing' };
  }
  try {
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const found = await zxing.zxingRead(image);
    return found ? { ok: true, ...found } : { ok: false, reason: 'noCode' };
  } catch {
    // The .wasm could not be fetched (offline before it was kept).
    return { ok: false, reason: 'readerMissing' };
  }
}
