/**
 * `node scripts/generate-icons.mjs`: the app icons, all drawn from public/icons/icon.svg with
 * sharp. Run it after changing the SVG; the PNGs are committed so builds need no image tooling.
 *   pwa-192.png, pwa-512.png   any purpose
 *   maskable-512.png           the mark inside the 80 % safe zone on the brand colour
 *   apple-touch-icon.png       180 x 180, no transparency
 *   shortcut-*.png             96 x 96, the manifest's home-screen shortcuts (Today, Help, My
 *                              Journeys): a white glyph on the brand colour, drawn below
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

/** The shortcuts' glyphs, on a 24-unit grid: white strokes on the brand colour. */
const glyphs = {
  // A calendar page with today's square.
  today: '<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M8 3v4M16 3v4M4 10h16"/><rect x="13" y="13" width="4" height="4" fill="#fff" stroke="none"/>',
  // A cross in a circle: help.
  help: '<circle cx="12" cy="12" r="9"/><path d="M12 7.5v9M7.5 12h9" stroke-width="2.6"/>',
  // A heart: what the traveller keeps.
  'my-journeys': '<path d="M12 20s-7.5-4.6-9.3-9.2A4.9 4.9 0 0 1 12 7a4.9 4.9 0 0 1 9.3 3.8C19.5 15.4 12 20 12 20z"/>',
};

for (const [name, glyph] of Object.entries(glyphs)) {
  const svgText = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96"><rect width="24" height="24" fill="${BRAND}"/><g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
  await sharp(Buffer.from(svgText), { density: 384 }).resize(96, 96).png({ compressionLevel: 9, palette: true, effort: 10 }).toFile(new URL(`shortcut-${name}.png`, dir).pathname);
  console.log(`public/icons/shortcut-${name}.png`);
}
