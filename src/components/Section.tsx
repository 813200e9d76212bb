/**
 * A band of the page (section recipe) with a centred container, and its heading block.
 */
import { Box, Container, Heading, Text, useRecipe, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  tone?: 'plain' | 'sand' | 'dark';
  width?: '3xl' | '5xl' | '6xl' | '7xl';
  children: ReactNode;
}

export function Section({ tone = 'plain', width = '7xl', children, ...rest }: SectionProps) {
  const section = useRecipe({ key: 'section' });
  return (
    <Box as="section" css={section({ tone })} {...rest}>
      <Container maxW={width}>{children}</Container>
    </Box>
  );
}

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
  tone?: 'default' | 'onDark';
  /** id for aria-labelledby on the surrounding section. */
  id?: string;
  as?: 'h1' | 'h2';
}

export function SectionHeading({ eyebrow, title, intro, align = 'center', tone = 'default', id, as = 'h2' }: SectionHeadingProps) {
  const eyebrowStyles = useRecipe({ key: 'eyebrow' });
  return (
    <Box textAlign={align} maxW={align === 'center' ? '3xl' : undefined} mx={align === 'center' ? 'auto' : undefined} mb={{ base: '8', md: '12' }}>
      {eyebrow && (
        <Text css={eyebrowStyles({ tone })} mb="3">
          {eyebrow}
        </Text>
      )}
      <Heading as={as} id={id} size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
        {title}
      </Heading>
      {intro && (
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color={tone === 'onDark' ? 'jade.100' : 'fg.muted'}>
          {intro}
        </Text>
      )}
    </Box>
  );
}
