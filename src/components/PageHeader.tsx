/**
 * The top of a content page: an eyebrow, the page's one h1 and an introduction.
 */
import { Box, Container, Heading, Text, useRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  const eyebrowStyles = useRecipe({ key: 'eyebrow' });
  return (
    <Box as="section" bg="bg.sand" pt={{ base: '28', md: '36' }} pb={{ base: '12', md: '16' }}>
      <Container maxW="5xl" textAlign="center">
        {eyebrow && (
          <Text css={eyebrowStyles({})} mb="3">
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
          {title}
        </Heading>
        {intro && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl" mx="auto" mt="5">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
