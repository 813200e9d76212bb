/**
 * Browser entry, kept tiny. A pre-rendered page is complete without scripts, so the app is fetched
 * only once the page has painted: the hero photo and the fonts have the network first. The chunks
 * this page needs are listed on #root by the prerenderer and fetched together with the app.
 */
import '../theme/fonts.css';
import { afterFirstPaint } from '../lib/scheduling';

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function boot() {
  const root = document.getElementById('root');
  // The app shell (an empty #root) has nothing to paint before the app renders it.
  if (root?.hasChildNodes()) await afterFirstPaint();
  preload(root?.dataset.preload?.split(' ').filter(Boolean) ?? []);
  const { start } = await import('./start');
  await start();
}

void boot();
