/**
 * Small-screen navigation: a toggle opens a menu with the same sections as the desktop bar;
 * choosing a link closes it. The menu is rendered when opened, not pre-rendered: it needs scripts
 * to open, and every page's HTML stays smaller.
 *
 * A plain disclosure (a button with aria-expanded and aria-controls, and the region it shows)
 * rather than Chakra's Collapsible: that would put Zag's state machine runtime (about 11 KB gzip)
 * into every page's first download for a button that shows a region.
 */
import { Box, Heading, IconButton, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import type { MenuGroup, MenuLink } from '../../content';
import { navigation } from './navigation';

function Links({ links, onChoose }: { links: readonly MenuLink[]; onChoose: () => void }) {
  return (
    <Stack as="ul" gap="0" listStyle="none">
      {links.map((l) => (
        <li key={l.href}>
          <Link asChild display="block" py="1.5" color="fg" fontSize="sm">
            <RouterLink href={l.href} onClick={onChoose}>
              {l.label}
            </RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function Section({ title, groups, onChoose }: { title: string; groups: readonly MenuGroup[]; onChoose: () => void }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <SimpleGrid columns={2} gap="4">
        {groups.map((g) => (
          <Box key={g.href}>
            <Link asChild fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.700">
              <RouterLink href={g.href} onClick={onChoose}>
                {g.label}
              </RouterLink>
            </Link>
            <Links links={g.links} onChoose={onChoose} />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function MobileNav() {
  const [location] = useLocation();
  // Open only on the page where it was opened: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const close = () => setOpenAt(null);
  const menuId = useId();

  return (
    <Box hideFrom="lg">
      <IconButton aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} aria-controls={menuId} variant="ghost" size="md" onClick={() => setOpenAt(open ? null : location)}>
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
        {open && (
          <Stack as="nav" aria-label="Mobile" gap="6" px="6" py="6">
            <Section title="Destinations" groups={navigation.destinations} onChoose={close} />
            <Section title="Itineraries" groups={navigation.itineraries} onChoose={close} />
            <Box as="section" aria-label="More">
              <Heading as="h2" size="lg" mb="2">
                More
              </Heading>
              <Links links={[navigation.whyUs, ...navigation.more]} onChoose={close} />
            </Box>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
