/**
 * The large-screen dropdowns: Destinations and Itineraries as hover dropdowns grouped by country in
 * a two-column panel, a 'More' dropdown, and the why-us link. Built on Ark UI's navigation menu,
 * which gives the disclosure pattern (Enter/Space/arrows, Escape, focus handling) and hover timing.
 * Loaded by DesktopNav on large screens once the page has hydrated; it takes the place of the
 * static bar with the same look.
 */
import type { HTMLChakraProps } from '@chakra-ui/react';
import { NavigationMenu } from '@ark-ui/react/navigation-menu';
import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import type { MenuGroup, MenuLink } from '../../content';
import { withContext, withProvider } from './navMenuParts';
import { catalogueMenus } from './catalogueMenus';
import { navigation } from './navigation';

const ChevronDown = lightIcon(LucideChevronDown);

/** Close 150 ms after the pointer leaves, so a pointer crossing the gap to the panel keeps it open. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
const DROPDOWN_OPEN_DELAY_MS = 60;

const forward = { forwardAsChild: true } as const;
const Root = withProvider<HTMLElement, NavigationMenu.RootProps>(NavigationMenu.Root, 'root', forward);
const List = withContext<HTMLDivElement, NavigationMenu.ListProps>(NavigationMenu.List, 'list', forward);
const Item = withContext<HTMLDivElement, NavigationMenu.ItemProps>(NavigationMenu.Item, 'item', forward);
const Trigger = withContext<HTMLButtonElement, NavigationMenu.TriggerProps>(NavigationMenu.Trigger, 'trigger', forward);
const Content = withContext<HTMLDivElement, NavigationMenu.ContentProps>(NavigationMenu.Content, 'content', forward);
const NavLink = withContext<HTMLAnchorElement, NavigationMenu.LinkProps>(NavigationMenu.Link, 'link', forward);
const TopLink = withContext<HTMLAnchorElement, NavigationMenu.LinkProps>(NavigationMenu.Link, 'topLink', forward);
const Group = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'group');
const GroupLabel = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'groupLabel');

function MenuLinkItem({ link, current }: { link: MenuLink; current: string }) {
  return (
    <NavLink asChild current={current === link.href}>
      <RouterLink href={link.href} aria-current={current === link.href ? 'page' : undefined}>
        {link.label}
      </RouterLink>
    </NavLink>
  );
}

function GroupedDropdown({ value, label, groups, current }: { value: string; label: string; groups: readonly MenuGroup[]; current: string }) {
  return (
    <Item value={value}>
      <Trigger>
        {label} <ChevronDown size={14} aria-hidden />
      </Trigger>
      <Content data-layout="columns" data-testid={`${value}-panel`}>
        {groups.map((g) => (
          <Group key={g.href}>
            <GroupLabel>
              <RouterLink href={g.href}>{g.label}</RouterLink>
            </GroupLabel>
            {g.links.map((link) => (
              <MenuLinkItem key={link.href} link={link} current={current} />
            ))}
          </Group>
        ))}
      </Content>
    </Item>
  );
}

export default function DesktopMenus() {
  const [location] = useLocation();
  // The open dropdown belongs to the page it was opened on: choosing a link closes it.
  const [state, setState] = useState({ value: '', location });
  const open = state.location === location ? state.value : '';
  // A mouse click on a trigger opens its dropdown and never closes it. The pointer resting on the
  // trigger has usually opened it a moment before (Ark's navigation menu opens on hover), and a
  // click that toggled it would answer "show me" by hiding it. Leaving, Escape, or a click
  // elsewhere closes it; a keyboard's Enter or Space (or a touch) still toggles it.
  const mouseClickOnTrigger = useRef(false);
  const noteClick = (e: MouseEvent) => {
    const pointerType = (e.nativeEvent as globalThis.PointerEvent).pointerType;
    mouseClickOnTrigger.current = pointerType === 'mouse' && (e.target as Element).closest('[data-part="trigger"]') !== null;
    // The menu reports the click's change just after the event (in a microtask).
    setTimeout(() => (mouseClickOnTrigger.current = false));
  };

  return (
    <Root
      aria-label="Main"
      value={open}
      onClickCapture={noteClick}
      onValueChange={(d) => {
        if (mouseClickOnTrigger.current && d.value === '') return;
        setState({ value: d.value, location });
      }}
      openDelay={DROPDOWN_OPEN_DELAY_MS}
      closeDelay={DROPDOWN_CLOSE_DELAY_MS}
    >
      <List>
        <GroupedDropdown value="destinations" label="Destinations" groups={catalogueMenus.destinations} current={location} />
        <GroupedDropdown value="itineraries" label="Itineraries" groups={catalogueMenus.itineraries} current={location} />
        <Item value="why-us">
          <TopLink asChild current={location === navigation.whyUs.href}>
            <RouterLink href={navigation.whyUs.href} aria-current={location === navigation.whyUs.href ? 'page' : undefined}>
              {navigation.whyUs.label}
            </RouterLink>
          </TopLink>
        </Item>
        <Item value="more">
          <Trigger>
            More <ChevronDown size={14} aria-hidden />
          </Trigger>
          <Content data-layout="list" data-testid="more-panel">
            {navigation.more.map((link) => (
              <MenuLinkItem key={link.href} link={link} current={location} />
            ))}
          </Content>
        </Item>
      </List>
    </Root>
  );
}
