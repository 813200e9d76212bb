/** A footer column's list of links. */
import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { MenuLink } from '../../content';

export function FooterLinkList({ links }: { links: readonly MenuLink[] }) {
  return (
    <Stack as="ul" gap="2" listStyle="none">
      {links.map((l) => (
        <li key={l.href}>
          <Link asChild color="jade.100" fontSize="sm" _hover={{ color: 'white' }}>
            <RouterLink href={l.href}>{l.label}</RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
