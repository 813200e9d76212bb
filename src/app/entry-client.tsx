/**
 * Browser entry, kept tiny. A pre-rendered page is complete without scripts, so the app is fetched
 * only once the page has painted, hero photo included: the text, the fonts and the photo have the
 * network first. Then the chunks this page needs (listed on #root by the prerenderer) are fetched
 * together with the app, which starts once they are here.
 */
import '../theme/fonts.css';
import '../theme/print.css';
import '../theme/marks.css';
import '../theme/icons.css';
import '../theme/held.css';
import { heroPhoto, islandHrefs, pageRoot, preloadHrefs } from '../lib/pageRoot';
import { afterFirstPaint, afterHeroPhoto, yieldToMain } from '../lib/scheduling';

async function boot() {
  const root = pageRoot();
  // The app shell (an empty #root) has nothing to paint before the app renders it.
  if (root?.hasChildNodes()) await Promise.all([afterFirstPaint(), afterHeroPhoto(heroPhoto(root))]);
  // One link per task: setting up a module fetch takes the browser up to a few milliseconds, and a
  // page has some twenty chunks.
  // Then the islands' chunks, which the app would otherwise ask for one by one as it hydrates.
  for (const href of [...preloadHrefs(root), ...islandHrefs(root)]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    await yieldToMain();
  }
  // React DOM first, in a task of its own: evaluating it (one large CommonJS function, compiled
  // on first call) and then the app in one task was start-up's longest task.
  await import('react-dom/client');
  await yieldToMain();
  const { start } = await import('./start');
  await start();
}

void boot();
