/**
 * Local stand-in for the stock photo host: answers any /{photo-id}?w=&h=&q=&fm=&auto=format URL
 * with a generated image of the requested size and format (JPEG or WebP), so tests, benchmarks and
 * an offline `npm start` never reach the internet. Each image reads as what it stands for: the
 * photo's placeholder colour as a soft gradient, and its subject in small text (both from the
 * catalogue), under a fine texture so its weight is that of a photograph.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import sharp from 'sharp';
import { photoTable } from './photo-table.mjs';

const MAX_WIDTH = 2400;
const cache = new Map();
/** The noise of the sizes last drawn (an uncompressed PNG each: up to 4 MB at the largest size). */
const noiseCache = new Map();
const NOISE_SIZES_KEPT = 32;

/**
 * Fine blurred noise of one size: it compresses like a photograph (tens of KB at 800 px), so
 * benchmarks and the precache see realistic bytes, and browsers treat it as a real image (a
 * near-flat image is too low in entropy to count as the Largest Contentful Paint). Drawn once per
 * size and laid under every photo of that size: drawing it was most of the stand-in's work.
 */
function noiseOf(width, height) {
  const key = `${width}x${height}`;
  let noise = noiseCache.get(key);
  if (!noise) {
    noise = sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 56 } } })
      .greyscale()
      .blur(0.7)
      .png({ compressionLevel: 0 })
      .toBuffer();
    if (noiseCache.size >= NOISE_SIZES_KEPT) noiseCache.delete(noiseCache.keys().next().value);
    noiseCache.set(key, noise);
  }
  return noise;
}

function parseHex(hex) {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** The photo's colour from the catalogue; an id it does not list gets one derived from the id. */
function colourFor(id) {
  const known = photoTable().get(id);
  if (known) return parseHex(known.color);
  const h = createHash('sha1').update(id).digest();
  return { r: 60 + (h[0] % 150), g: 60 + (h[1] % 150), b: 60 + (h[2] % 150) };
}

const shade = ({ r, g, b }, f) => `rgb(${[r, g, b].map((c) => Math.round(f > 1 ? c + (255 - c) * (f - 1) : c * f)).join(',')})`;
// Its own escaper: the site's (src/lib/escape.ts) is TypeScript, which plain Node 20 cannot import.
const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The gradient and the caption, as SVG for sharp to draw. */
function standInSvg(id, width, height) {
  const colour = colourFor(id);
  const subject = photoTable().get(id)?.subject ?? id;
  const fontSize = Math.max(12, Math.min(32, Math.round(width * 0.022)));
  // On a light pill, so it reads on any colour and through the texture and compression.
  const pillWidth = Math.min(width - fontSize, Math.round(subject.length * fontSize * 0.62 + fontSize * 1.2));
  const caption =
    width >= 64
      ? `<rect x="${fontSize / 2}" y="${height - fontSize * 2.3}" width="${pillWidth}" height="${fontSize * 1.7}" rx="${fontSize * 0.85}" fill="rgba(255,255,255,0.94)"/>
      <text x="${fontSize * 1.1}" y="${height - fontSize * 1.1}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" fill="#1d2a28">${escapeXml(subject)}</text>`
      : '';
  return {
    background: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(colour, 1.25)}"/><stop offset="1" stop-color="${shade(colour, 0.7)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`,
    caption: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${caption}</svg>`,
  };
}

export async function generateImage(id, { width, height, quality, format }) {
  const key = `${id}|${width}|${height}|${quality}|${format}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { background, caption } = standInSvg(id, width, height);
  const noise = await noiseOf(width, height);
  const image = sharp(Buffer.from(background)).composite([
    { input: noise, blend: 'overlay' },
    { input: Buffer.from(caption), blend: 'overlay' },
  ]);
  const body = format === 'webp' ? await image.webp({ quality }).toBuffer() : await image.jpeg({ quality, mozjpeg: true }).toBuffer();
  const result = { body, type: format === 'webp' ? 'image/webp' : 'image/jpeg' };
  cache.set(key, result);
  return result;
}

export function createImageServer() {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const id = url.pathname.slice(1);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' };
    if (!/^photo-[\w-]+$/.test(id)) {
      res.writeHead(404, headers);
      res.end('Not a photo id');
      return;
    }
    const width = Math.min(MAX_WIDTH, Math.max(16, Number(url.searchParams.get('w')) || 1080));
    const height = Math.min(MAX_WIDTH, Math.max(16, Number(url.searchParams.get('h')) || Math.round(width * 0.66)));
    const quality = Math.min(100, Math.max(10, Number(url.searchParams.get('q')) || 75));
    const fm = url.searchParams.get('fm');
    const acceptsWebp = /image\/webp/.test(req.headers.accept ?? '');
    const format = fm === 'webp' || (url.searchParams.get('auto') === 'format' && !fm && acceptsWebp) ? 'webp' : 'jpg';
    try {
      const { body, type } = await generateImage(id, { width, height, quality, format });
      res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': body.length });
      res.end(body);
    } catch (error) {
      res.writeHead(500, headers);
      res.end(String(error));
    }
  });
}
