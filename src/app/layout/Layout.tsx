/**
 * The page frame: skip link, fixed navigation bar, the routed page, footer, and (once interactive)
 * the toasts, the outbox indicator and the PWA status.
 */
import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { loadWhenOnline } from '../../lib/lazyComponent';
import { usePageLoaded } from '../../lib/usePageLoaded';
import { Footer, preloadFooter } from './Footer';
import { NavBar } from './NavBar';

const DeferredChrome = lazy(() => loadWhenOnline(() => import('./DeferredChrome')));

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

/** Toasts, outbox and PWA status, once the loaded page is idle (its own component: only it re-renders). */
function DeferredChromeSlot() {
  const ready = usePageLoaded({ idle: true });
  return ready ? (
    <Suspense fallback={null}>
      <DeferredChrome />
    </Suspense>
  ) : null;
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
      <DeferredChromeSlot />
    </>
  );
}
