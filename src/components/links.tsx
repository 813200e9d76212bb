/**
 * Internal links that navigate client-side (wouter) and look like Chakra links or buttons.
 */
import { Button, Link as ChakraLink, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  href: string;
}

export function AppLink({ href, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink href={href}>{children}</RouterLink>
    </ChakraLink>
  );
}

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  href: string;
}

export function ButtonLink({ href, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink href={href}>{children}</RouterLink>
    </Button>
  );
}

/** Outline button style for dark bands (banners, heroes). */
export const onDarkOutline = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const satisfies Partial<ButtonProps>;
