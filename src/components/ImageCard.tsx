/**
 * A card with a photo on top: optional badge over the photo, a title, text clamped to a few
 * lines, extra content and actions at the bottom.
 */
import { Badge, Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import { Suspense, type ReactNode } from 'react';
import type { PhotoInfo } from '../content/photos/photo';
import { SmartImage } from './SmartImage';

export interface ImageCardProps {
  photo: PhotoInfo;
  title: string;
  /** Small line above the title. */
  kicker?: string;
  text?: string;
  /** Lines of text to show before clamping. */
  lines?: number;
  badge?: string;
  /** Over the photo's top right corner (a save button). */
  corner?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** sizes attribute for the photo. */
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
  /** About the card's height in px: the place it holds off screen until it has been drawn once. */
  offscreenHeight?: number;
}

export function ImageCard({
  photo,
  title,
  kicker,
  text,
  lines = 3,
  badge,
  corner,
  children,
  actions,
  sizes = '(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw',
  headingLevel = 'h3',
  offscreenHeight = 500,
}: ImageCardProps) {
  // A boundary of its own: hydrated apart from the page, each card is a short task, where a list
  // of them hydrated in one piece made one long task that held the main thread. Off screen, the
  // browser skips its style and layout (content-visibility) until it is scrolled near.
  return (
    <Suspense>
      <Card.Root recipe={cardSlotRecipe} as="article" overflow="hidden" borderRadius="l3" bg="bg.panel" borderColor="border.muted" boxShadow="xs" h="full" contentVisibility="auto" containIntrinsicSize={`auto ${offscreenHeight}px`}>
        <Box position="relative">
          <SmartImage photo={photo} sizes={sizes} ratio={4 / 3} maxWidth={1200} />
          {badge && (
            <Badge recipe={badgeRecipe} position="absolute" top="3" left="3" size="md" bg="white" color="jade.800" borderRadius="full" px="3">
              {badge}
            </Badge>
          )}
          {corner && (
            <Box position="absolute" top="3" right="3">
              {corner}
            </Box>
          )}
        </Box>
        <Card.Body gap="2">
          {kicker && (
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
              {kicker}
            </Text>
          )}
          <Heading as={headingLevel} size="2xl" lineHeight="1.15">
            {title}
          </Heading>
          {text && (
            <Text color="fg.muted" fontSize="sm" lineClamp={lines}>
              {text}
            </Text>
          )}
          {children && <Stack gap="3" mt="2">{children}</Stack>}
        </Card.Body>
        {actions && <Card.Footer gap="3" flexWrap="wrap">{actions}</Card.Footer>}
      </Card.Root>
    </Suspense>
  );
}
