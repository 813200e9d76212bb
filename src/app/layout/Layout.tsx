/**
 * The page frame: skip link, fixed navigation bar, the routed page, footer, and (once interactive)
 * the toasts, the outbox indicator and the PWA status.
 */
import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { island } from '../../components/island';
import { NavBar } from './NavBar';
import { leavePrerenderedPage } from '../../lib/useHydrated';

/** Below every page: pre-rendered, its code loaded when it comes near the screen. */
const Footer = island(async () => ({ default: (await import('./Footer')).Footer }), { what: 'the footer', when: 'visible' });

/** Toasts, the outbox indicator and the PWA status: wanted once the page is up, not for its first paint. */
const DeferredChrome = island(() => import('./DeferredChrome'), { what: 'the status of your messages', when: 'idle', placeholder: null });

/** After a client-side navigation: back to the top, and focus to the new page for screen readers. */
function useNavigationReset() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    leavePrerenderedPage();
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
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
      <DeferredChrome />
    </>
  );
}
