/**
 * Local stand-in for the stock photo host: answers any /{photo-id}?w=&h=&q=&fm=&auto=format URL
 * with a generated image of the requested width and format (JPEG or WebP), so tests, benchmarks
 * and `npm start` never reach the internet. Images carry texture so their sizes are realistic.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import sharp from 'sharp';

const MAX_WIDTH = 2400;
const cache = new Map();

function colourFor(id) {
  const h = createHash('sha1').update(id).digest();
  return { r: 60 + (h[0] % 150), g: 60 + (h[1] % 150), b: 60 + (h[2] % 150) };
}

export async function generateImage(id, { width, height, quality, format }) {
  const key = `${id}|${width}|${height}|${quality}|${format}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { r, g, b } = colourFor(id);
  // A gradient under fine blurred noise: it compresses like a photograph (about 45-60 KB at 800 px,
  // q60), so benchmarks and the precache see realistic bytes, and browsers treat it as a real image
  // (a near-flat image is too low in entropy to count as the Largest Contentful Paint).
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${255 - r},${Math.round(g * 0.8)},${b})"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .blur(0.8)
    .png()
    .toBuffer();
  const image = sharp(await sharp(Buffer.from(gradient)).composite([{ input: noise, blend: 'overlay' }]).png().toBuffer());
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
