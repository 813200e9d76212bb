/**
 * The fixed navigation bar: 64 px high; past 50 px of scroll it turns more opaque and
 * gains a shadow. On large screens it holds the search box ('/' focuses it); once something is
 * saved, 'My Journeys' with the count.
 */
import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { island } from '../../components/island';
import { ButtonLink } from '../../components/links';
import { site } from '../../config/site';
import { SearchBox } from '../../features/search/SearchBox';
import { useScrolled } from '../../lib/useScrolled';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { navigation } from './navigation';

/** 'My Journeys' with its count: read from the device, so loaded once the page is idle. */
const JourneysNavLink = island(() => import('../../features/journeys/JourneysNavLink'), { what: 'My Journeys', when: 'idle', placeholder: null });

export const NAV_HEIGHT_PX = 64;

export const SCROLL_THRESHOLD_PX = 50;

export function NavBar() {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  return (
    <Box
      as="header"
      data-testid="navbar"
      data-scrolled={scrolled ? 'true' : 'false'}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={`${NAV_HEIGHT_PX}px`}
      bg={scrolled ? 'rgba(250, 247, 241, 0.97)' : 'rgba(250, 247, 241, 0.82)'}
      backdropFilter="saturate(1.4) blur(10px)"
      // Safari before 18 knows only the prefixed property (styles are not auto-prefixed).
      css={{ WebkitBackdropFilter: 'saturate(1.4) blur(10px)' }}
      boxShadow={scrolled ? '0 6px 24px rgba(16, 38, 36, 0.12)' : 'none'}
      borderBottomWidth="1px"
      borderColor={scrolled ? 'transparent' : 'blackAlpha.100'}
      transition="background-color 0.3s, box-shadow 0.3s"
    >
      <Flex maxW="7xl" mx="auto" h="full" px={{ base: '4', md: '6' }} align="center" justify="space-between" gap="4">
        <Link asChild fontFamily="heading" fontSize="2xl" fontWeight="600" color="jade.800" letterSpacing="0.01em" _hover={{ textDecoration: 'none' }}>
          <RouterLink href="/">{site.brand}</RouterLink>
        </Link>
        <Box hideBelow="lg">
          <DesktopNav />
        </Box>
        <HStack gap="2">
          <JourneysNavLink />
          {/* Small screens find the search box in the menu. */}
          <Box hideBelow="lg">
            <SearchBox placement="bar" shortcut />
          </Box>
          <ButtonLink href={navigation.cta.href} size={{ base: 'sm', md: 'md' }} hideBelow="sm">
            {navigation.cta.label}
          </ButtonLink>
          <MobileNav />
        </HStack>
      </Flex>
    </Box>
  );
}
