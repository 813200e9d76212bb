/**
 * Browser entry, kept tiny. A pre-rendered page is complete without scripts, so the app is fetched
 * only once the page has painted, hero photo included: the text, the fonts and the photo have the
 * network first. The chunks this page needs are listed on #root by the prerenderer and fetched
 * together with the app.
 */
import '../theme/fonts.css';
import { afterFirstPaint, afterHeroPhoto, yieldToMain } from '../lib/scheduling';

/**
 * Asks for the page's chunks, a few links per task: adding a modulepreload link costs from a tenth
 * of a millisecond to several (Chrome starts the fetch at once), which for some twenty links made
 * one long task at the start of the page's life. Resolves once every chunk has loaded (or failed):
 * a preloaded chunk is compiled as it arrives, largely off the main thread, whereas importing one
 * still in flight compiles it in the task that then runs it.
 */
async function preload(hrefs: string[]): Promise<void> {
  const loaded: Promise<unknown>[] = [];
  for (let i = 0; i < hrefs.length; i += 4) {
    if (i > 0) await yieldToMain();
    for (const href of hrefs.slice(i, i + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      // A browser without modulepreload ignores the link (and fires no event); import() fetches.
      if (link.relList.supports('modulepreload')) {
        loaded.push(new Promise((settle) => {
          link.onload = link.onerror = settle;
        }));
      }
      document.head.append(link);
    }
  }
  await Promise.all(loaded);
}

async function boot() {
  const root = document.getElementById('root');
  // The app shell (an empty #root) has nothing to paint before the app renders it.
  if (root?.hasChildNodes()) await Promise.all([afterFirstPaint(), afterHeroPhoto(root.querySelector<HTMLImageElement>('img[loading="eager"]'))]);
  await preload(root?.dataset.preload?.split(' ').filter(Boolean) ?? []);
  // Evaluating the app's code is one of the longest pieces of start-up work: React's DOM renderer
  // first, then (in a task of its own) the rest of the app, Chakra, the layout and the catalogue.
  await import('react-dom/client');
  await yieldToMain();
  const { start } = await import('./start');
  await start();
}

void boot();
