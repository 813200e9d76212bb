/**
 * Large-screen navigation. The page is pre-rendered and hydrated with a static bar: the same
 * triggers and links, styled by the same recipe. On a large screen, once the page has hydrated, the
 * dropdown menus (DesktopMenus, with Ark UI's navigation menu) are loaded and take its place, so a
 * phone, which never shows this bar, never downloads them.
 */
import type { HTMLChakraProps } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme';
import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { Link as RouterLink, useLocation } from 'wouter';
import { island } from '../../components/island';
import { withContext, withProvider } from './navMenuParts';
import { navigation } from './navigation';

const ChevronDown = lightIcon(LucideChevronDown);

const Root = withProvider<HTMLElement, HTMLChakraProps<'nav'>>('nav', 'root');
const List = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const Item = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'item');
const Trigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const TopLink = withContext<HTMLAnchorElement, HTMLChakraProps<'a'>>('a', 'topLink');

function StaticBar() {
  const [location] = useLocation();
  const current = location === navigation.whyUs.href;
  return (
    <Root aria-label="Main">
      <List>
        {['Destinations', 'Itineraries'].map((label) => (
          <Item key={label}>
            <Trigger type="button">
              {label} <ChevronDown size={14} aria-hidden />
            </Trigger>
          </Item>
        ))}
        <Item>
          <TopLink asChild>
            <RouterLink href={navigation.whyUs.href} aria-current={current ? 'page' : undefined}>
              {navigation.whyUs.label}
            </RouterLink>
          </TopLink>
        </Item>
        <Item>
          <Trigger type="button">
            More <ChevronDown size={14} aria-hidden />
          </Trigger>
        </Item>
      </List>
    </Root>
  );
}

/** The dropdowns, from the theme's lg breakpoint (in rem, as Chakra's CSS has it), where NavBar shows this bar. */
export const DesktopNav = island(() => import('./DesktopMenus'), {
  what: 'the menus',
  when: { media: `screen and (min-width: ${parseFloat(breakpoints.lg) / 16}rem)` },
  placeholder: <StaticBar />,
});
