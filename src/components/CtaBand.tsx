/**
 * A closing call to action: a dark band with a heading, a line of text and buttons (the code of
 * CtaBanner, which loads it late).
 */
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CtaBannerProps {
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

export default function CtaBand({ title, text, actions }: CtaBannerProps) {
  return (
    <Box as="section" bg="jade.800" color="white" py={{ base: '16', md: '24' }} aria-label={title} data-print="hide">
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" size={{ base: '3xl', md: '5xl' }}>
          {title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="jade.100">
          {text}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="8">
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
