/**
 * Small-screen navigation: a toggle opens a menu with the same sections as the desktop bar;
 * choosing a link closes it. The menu is rendered when opened, not pre-rendered: it needs scripts
 * to open, and every page's HTML and start-up code stay smaller.
 *
 * A plain disclosure (a button with aria-expanded and aria-controls, and the region it shows)
 * rather than Chakra's Collapsible, measured 7 Dec with the derived chunk groups: its Zag runtime
 * joins every page's start, / 128.2 -> 137.6 KB gzip and 52 pages over the 135 KB budget (the build
 * fails), for a menu a plain button opens as well.
 */
import { Box, IconButton, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Menu as LucideMenu, X as LucideX } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { island } from '../../components/island';

const Menu = lightIcon(LucideMenu);
const X = lightIcon(LucideX);

/** The menu's sections list the catalogue: its code loads when the menu is first opened. */
const MobileMenuPanel = island(() => import('./MobileMenuPanel'), {
  what: 'the menu',
  placeholder: (
    <Box role="status" px="6" py="6">
      <Spinner size="sm" color="jade.solid" />
      <VisuallyHidden>Loading menu</VisuallyHidden>
    </Box>
  ),
});

export function MobileNav() {
  const [location] = useLocation();
  // Open only on the page where it was opened: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const close = () => setOpenAt(null);
  const menuId = useId();

  return (
    <Box hideFrom="lg">
      <IconButton aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} aria-controls={menuId} variant="ghost" size="md" onPointerEnter={() => void MobileMenuPanel.preload().catch(() => undefined)} onClick={() => setOpenAt(open ? null : location)}>
        {open ? <X /> : <Menu />}
      </IconButton>
      <Box
        id={menuId}
        hidden={!open}
        position="fixed"
        top="64px"
        left="0"
        right="0"
        maxH="calc(100dvh - 64px)"
        overflowY="auto"
        bg="bg.panel"
        borderTopWidth="1px"
        borderColor="border.muted"
        boxShadow="lg"
        animationName="rasa-dropdown-in"
        animationDuration="0.3s"
        animationTimingFunction="ease-out"
      >
        {open && <MobileMenuPanel onChoose={close} />}
      </Box>
    </Box>
  );
}
