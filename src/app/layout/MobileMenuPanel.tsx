/**
 * The small-screen menu's contents: the search box, then the same sections as the desktop bar,
 * places and itineraries from the catalogue. Loaded when the menu is first opened (MobileNav).
 */
import { Box, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { MenuGroup, MenuLink } from '../../content';
import { SearchBox } from '../../features/search/SearchBox';
import { catalogueMenus } from './catalogueMenus';
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

export default function MobileMenuPanel({ onChoose }: { onChoose: () => void }) {
  return (
    <Stack as="nav" aria-label="Mobile" gap="6" px="6" py="6">
      <SearchBox placement="menu" />
      <Section title="Destinations" groups={catalogueMenus.destinations} onChoose={onChoose} />
      <Section title="Itineraries" groups={catalogueMenus.itineraries} onChoose={onChoose} />
      <Box as="section" aria-label="More">
        <Heading as="h2" size="lg" mb="2">
          More
        </Heading>
        <Links links={[navigation.whyUs, ...navigation.more, navigation.myJourneys]} onChoose={onChoose} />
      </Box>
    </Stack>
  );
}
