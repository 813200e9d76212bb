/**
 * The application: emotion cache (shared with the server renderer), Chakra system, router, layout.
 */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Router } from 'wouter';
import { Layout } from './layout/Layout';
import { RouteSwitch } from './RouteSwitch';

export interface AppProps {
  cache: EmotionCache;
  /**
   * From src/theme/system; in the browser, when the page already carries the system's global CSS
   * (the pre-renderer puts it in the site's one stylesheet, which every page and the app shell
   * link), as `withGlobalCssInPage` gives it: the provider then renders none.
   */
  system: SystemContext;
  /** Set on the server: the path and query being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ cache, system, ssrPath, ssrSearch }: AppProps) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Layout>
            <RouteSwitch />
          </Layout>
        </Router>
      </ChakraProvider>
    </CacheProvider>
  );
}
