/**
 * The page frame: skip link, fixed navigation bar, the routed page, footer, and (once interactive)
 * the toasts, the outbox indicator and the PWA status.
 */
import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

const DeferredChrome = lazy(() => import('./DeferredChrome'));

/**
 * False on the server, during hydration and while the page is still loading; true once the page
 * has loaded and the browser is idle (or after 3 s at most), so the deferred parts never compete
 * with the first paint or with hydration.
 */
function useIdleAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setReady(true);
    const schedule = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(done, { timeout: 3000 });
      else timer = setTimeout(done, 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

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

export function Layout({ children }: { children: ReactNode }) {
  useNavigationReset();
  const deferredReady = useIdleAfterLoad();
  return (
    <>
      <SkipNavLink>Skip to main content</SkipNavLink>
      <NavBar />
      <SkipNavContent />
      <Box as="main" id="main" tabIndex={-1} minH="60vh" outline="none">
        {children}
      </Box>
      <Footer />
      {deferredReady && (
        <Suspense fallback={null}>
          <DeferredChrome />
        </Suspense>
      )}
    </>
  );
}
