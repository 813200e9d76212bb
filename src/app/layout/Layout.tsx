/**
 * The page frame: skip link, fixed navigation bar, the routed page, footer, and (once interactive)
 * the toasts, the outbox indicator and the PWA status.
 */
import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadWhen } from '../../components/LoadWhen';
import { lazyComponent } from '../../lib/load';
import { Footer, preloadFooter } from './Footer';
import { NavBar } from './NavBar';

/** Toasts, the outbox indicator and the PWA status: wanted once the page is up, not for its first paint. */
const DeferredChrome = lazyComponent(() => import('./DeferredChrome'));

/** After a client-side navigation: back to the top, and focus to the new page for screen readers. */
function useNavigationReset() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}

/** What the server loads before it renders the frame (parts the browser loads later). */
export function preloadLayout(): Promise<unknown> {
  return preloadFooter();
}

export function Layout({ children }: { children: ReactNode }) {
  useNavigationReset();
  return (
    <>
      <SkipNavLink>Skip to main content</SkipNavLink>
      <NavBar />
      <SkipNavContent />
      <Box as="main" id="main" tabIndex={-1} minH="60vh" outline="none">
        {children}
      </Box>
      <Footer />
      <LoadWhen when="idle">
        <DeferredChrome />
      </LoadWhen>
    </>
  );
}
