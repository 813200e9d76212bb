/**
 * A full-screen hero: a photo under a dark gradient, the page's h1, a line of text and actions.
 */
import { Box, Container, Heading, Stack, Text, useRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PhotoInfo } from '../content/photos/photo';
import { HERO_PHONE_CROP } from '../lib/images';
import { SmartImage } from './SmartImage';

export interface HeroProps {
  photo: PhotoInfo;
  title: string;
  eyebrow?: ReactNode;
  text?: ReactNode;
  /** Buttons and links. */
  actions?: ReactNode;
  /** 'full' fills the screen; 'tall' is for list pages. */
  size?: 'full' | 'tall';
}

export function Hero({ photo, title, eyebrow, text, actions, size = 'full' }: HeroProps) {
  const eyebrowStyles = useRecipe({ key: 'eyebrow' });
  return (
    <Box as="section" data-print="hero" position="relative" minH={size === 'full' ? '100svh' : { base: '70svh', md: '60vh' }} display="flex" alignItems="flex-end" color="white">
      {/* Full screen, the photo is a backdrop and the headline the largest paint; shorter, the photo is. */}
      <SmartImage photo={photo} sizes="100vw" load={size === 'full' ? 'eager' : 'high'} phoneCrop={size === 'full' ? undefined : HERO_PHONE_CROP} position="absolute" inset="0" />
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(10,24,23,0.88)" gradientVia="rgba(10,24,23,0.45)" gradientTo="rgba(10,24,23,0.2)" />
      <Container maxW="7xl" position="relative" pt="32" pb={{ base: '16', md: '24' }}>
        <Stack gap="5" maxW="3xl">
          {eyebrow && <Text css={eyebrowStyles({ tone: 'onDark' })}>{eyebrow}</Text>}
          <Heading as="h1" size={{ base: '5xl', md: '7xl' }} lineHeight="1" textShadow="0 2px 24px rgba(0,0,0,0.35)">
            {title}
          </Heading>
          {text && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
              {text}
            </Text>
          )}
          {actions && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              {actions}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
