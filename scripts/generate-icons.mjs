/**
 * `node scripts/generate-icons.mjs`: the app icons, all drawn from public/icons/icon.svg with
 * sharp. Run it after changing the SVG; the PNGs are committed so builds need no image tooling.
 *   pwa-192.png, pwa-512.png   any purpose
 *   maskable-512.png           the mark inside the 80 % safe zone on the brand colour
 *   apple-touch-icon.png       180 x 180, no transparency
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir));
const BRAND = '#173632';

async function png(size, name, { padding = 0 } = {}) {
  const inner = Math.round(size * (1 - padding * 2));
  const mark = await sharp(svg, { density: 512 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    // A palette: the icon is two flat colours with smooth edges, a third of a truecolour file's size.
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toFile(new URL(name, dir).pathname);
  console.log(`public/icons/${name}`);
}

await png(192, 'pwa-192.png');
await png(512, 'pwa-512.png');
await png(512, 'maskable-512.png', { padding: 0.1 });
await png(180, 'apple-touch-icon.png');
