/**
 * A lazily loaded component that can be loaded ahead of rendering. The server preloads what it
 * renders, and the client's first render preloads its page, so hydration never suspends and never
 * mismatches; later navigations suspend on the chunk like React.lazy would. A part the client does
 * not preload suspends during hydration: React keeps its server HTML until the chunk arrives, then
 * hydrates it. (React.lazy alone cannot be preloaded synchronously, hence this small wrapper.)
 */
import { createElement, use, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<ComponentType<P>>;
}

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m.default;
    }));

  const Lazy = (props: P) => createElement(loaded ?? use(preload()), props);
  Lazy.preload = preload;
  return Lazy;
}

/**
 * Loads a chunk; if that fails (offline before the service worker saved it), tries again each time
 * the browser comes back online, and until then stays pending. For parts whose absence breaks
 * nothing (a pre-rendered list of plain links, the desktop dropdowns over their static bar): a
 * rejected import inside a Suspense boundary would take the whole app down with it.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    }
  }
}
