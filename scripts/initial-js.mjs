/**
 * Prints each pre-rendered page's initial JavaScript (entry and data-preload chunks, gzip) from dist/,
 * without serving it: a quick size check after `npm run build`. `npm run bench` reports the same
 * figure alongside Lighthouse's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialJs } from './page-assets.mjs';

const DIST = new URL('../dist/', import.meta.url).pathname;
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['index.html', 'destinations.html', 'destinations/india.html', 'destinations/india/agra.html', 'itineraries/india.html', 'itinerary/golden-triangle.html', 'gallery.html', 'booking.html', 'contact.html'];

for (const page of PAGES) {
  const { files, bytes } = initialJs(readFileSync(join(DIST, page), 'utf8'), DIST);
  console.log(`${page.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip in ${files} files`);
}
