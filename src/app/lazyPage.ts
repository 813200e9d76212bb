/**
 * A lazily loaded page that can be loaded ahead of rendering. The server and the client's first
 * render preload the page they need, so hydration never suspends and never mismatches; later
 * navigations suspend on the page's chunk like React.lazy would. (React.lazy alone cannot be
 * preloaded synchronously, hence this small wrapper.)
 */
import { createElement, use, type ComponentType, type ReactNode } from 'react';

import type { PageProps } from '../lib/pageProps';

export type { PageProps };

export interface LazyPage {
  (props: PageProps): ReactNode;
  preload(): Promise<ComponentType<PageProps>>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  let loaded: ComponentType<PageProps> | undefined;
  let pending: Promise<ComponentType<PageProps>> | undefined;

  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m.default;
    }));

  const Page = (props: PageProps) => createElement(loaded ?? use(preload()), props);
  Page.preload = preload;
  return Page;
}
