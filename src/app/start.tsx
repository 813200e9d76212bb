/**
 * Starts the app. A pre-rendered page is hydrated once its page chunk and data are loaded (so
 * hydration never suspends); the app shell, or a page pre-rendered for another URL (404.html), is
 * rendered afresh. Each step runs in a task of its own, so start-up never blocks input for long.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPrerenderedFor, pageRoot } from '../lib/pageRoot';
import { leavePrerenderedPage } from '../lib/useHydrated';
import { yieldToMain } from '../lib/scheduling';
import { createAppSystemInTasks, withGlobalCssInPage } from '../theme/system';
import { App } from './App';
import { createBrowserEmotionCache, pageHasSiteStyles } from './emotionCache';
import { preloadPath } from './routes';

export async function start(): Promise<void> {
  const root = pageRoot();
  if (!root) throw new Error('#root is missing');
  const prerendered = isPrerenderedFor(root, window.location.pathname);
  const pageLoaded = prerendered ? preloadPath(window.location.pathname) : undefined;

  await yieldToMain();
  // Every built page links the site's stylesheet, with the global CSS; a page without it (the dev
  // server's) builds the global CSS here.
  const globalCssInPage = pageHasSiteStyles();
  // Reads the names of the stylesheet's rules: a task of its own, as the system's build yields first.
  const cache = createBrowserEmotionCache();
  const system = globalCssInPage ? withGlobalCssInPage(await createAppSystemInTasks()) : (await import('../theme/globalCss')).createSystemWithGlobalCss();
  const app = (
    <StrictMode>
      <App cache={cache} system={system} />
    </StrictMode>
  );
  await yieldToMain();

  if (pageLoaded) {
    await pageLoaded;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree, so taps and scrolls during start-up are answered.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    leavePrerenderedPage();
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
