/**
 * Browser entry. A pre-rendered page is hydrated once its page chunk and data are loaded (so hydration never
 * suspends); the app shell, or a page pre-rendered for another URL (404.html), is rendered afresh.
 */
import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../theme/fonts.css';
import { App } from './App';
import { preloadPath } from './routes';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const cache = createCache({ key: 'css' });
  const app = (
    <StrictMode>
      <App cache={cache} />
    </StrictMode>
  );
  const prerendered = root.hasChildNodes() && root.dataset.path === window.location.pathname;
  if (prerendered) {
    await preloadPath(window.location.pathname);
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
