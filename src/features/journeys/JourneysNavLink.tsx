/**
 * 'My Journeys' in the navigation bar, with how many itineraries and places are saved: shown once
 * something is (and on My Journeys itself), current in every tab. Loaded once the page is idle
 * (an island of the navigation bar), so no page's first load carries the list or its storage.
 */
import { Badge, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Heart as LucideHeart } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useSaved } from './useSaved';

const Heart = lightIcon(LucideHeart);

export default function JourneysNavLink() {
  const count = useSaved().length;
  const [location] = useLocation();
  const here = location === paths.myJourneys();
  if (count === 0 && !here) return null;
  return (
    <Link asChild color="jade.800" fontWeight="semibold" fontSize="sm" _hover={{ textDecoration: 'none', color: 'jade.950' }} data-testid="my-journeys-link">
      <RouterLink href={paths.myJourneys()} aria-current={here ? 'page' : undefined}>
        <HStack gap="1.5" px="2" py="1" flexShrink="0">
          <Heart size={18} aria-hidden fill={count ? 'currentColor' : 'none'} />
          <Text as="span" hideBelow="2xl" whiteSpace="nowrap" aria-hidden>
            My Journeys
          </Text>
          {count > 0 && (
            <Badge recipe={badgeRecipe} colorPalette="brass" variant="solid" borderRadius="full" minW="5" justifyContent="center" aria-hidden>
              {count}
            </Badge>
          )}
          <VisuallyHidden>{count ? `My Journeys, ${count} saved` : 'My Journeys'}</VisuallyHidden>
        </HStack>
      </RouterLink>
    </Link>
  );
}
