/**
 * The page frame: skip link, fixed navigation bar, the routed page, footer and the global toaster.
 */
import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppToaster } from '../../components/toaster';
import { OutboxIndicator } from '../../features/enquiries/OutboxIndicator';
import { PwaStatus } from '../../features/pwa/PwaStatus';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

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
  return (
    <>
      <SkipNavLink>Skip to main content</SkipNavLink>
      <NavBar />
      <SkipNavContent />
      <Box as="main" id="main" tabIndex={-1} minH="60vh" outline="none">
        {children}
      </Box>
      <Footer />
      <AppToaster />
      <OutboxIndicator />
      <PwaStatus />
    </>
  );
}
