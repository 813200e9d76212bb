/**
 * How a month's rating looks: its colours (from the theme, each pair at WCAG AA contrast or better,
 * and told apart by lightness as well as hue), its figures in a cell, and the key that names them.
 * The word is always written, so the colour is never the only sign.
 */
import { Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MONTH_NAMES } from '../../content/months';
import type { MonthClimate, SeasonRating } from '../../content/types';
import { RATING_LABELS, RATING_MEANINGS, RATINGS, SHORT_MONTH_NAMES } from './seasonText';

/** Background and text of a rated cell: a dark best, then lighter greens, brass and red. */
export const RATING_COLORS: Record<SeasonRating, { bg: string; color: string }> = {
  best: { bg: 'jade.700', color: 'white' },
  good: { bg: 'jade.200', color: 'jade.950' },
  mixed: { bg: 'brass.200', color: 'brass.950' },
  avoid: { bg: 'red.200', color: 'red.800' },
};

/**
 * A month's rating and figures, stacked: 'Best', '20° / 8°', '19 mm'. Screen readers hear the
 * figures with their words ('High 20°C, low 8°C, rain 19 mm') instead of the compact signs.
 */
export function MonthFigures({ month }: { month: MonthClimate }) {
  return (
    <>
      <Text as="span" display="block" fontSize="xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase">
        {RATING_LABELS[month.rating]}
      </Text>
      <Text as="span" display="block" fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" aria-hidden>
        {month.highC}° / {month.lowC}°
      </Text>
      <Text as="span" display="block" fontSize="xs" whiteSpace="nowrap" aria-hidden>
        {month.rainMm} mm
      </Text>
      <VisuallyHidden>
        High {month.highC}°C, low {month.lowC}°C, rain {month.rainMm} mm
      </VisuallyHidden>
    </>
  );
}

/** A month's short name on screen ('Jan'), its full name for screen readers ('January'). */
export function MonthLabel({ month }: { month: number }) {
  return (
    <>
      <span aria-hidden>{SHORT_MONTH_NAMES[month - 1]}</span>
      <VisuallyHidden>{MONTH_NAMES[month - 1]}</VisuallyHidden>
    </>
  );
}

/** The key: each rating's colour swatch with its word and meaning, and how to read a cell. */
export function RatingKey() {
  return (
    <Box fontSize="sm" color="fg.muted">
      <Flex as="ul" listStyle="none" wrap="wrap" columnGap="6" rowGap="2" aria-label="Ratings">
        {RATINGS.map((rating) => (
          <HStack as="li" key={rating} gap="2" align="center">
            <Box as="span" flexShrink="0" px="2" py="0.5" borderRadius="l1" fontSize="xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase" {...RATING_COLORS[rating]}>
              {RATING_LABELS[rating]}
            </Box>
            <Text as="span">{RATING_MEANINGS[rating]}</Text>
          </HStack>
        ))}
      </Flex>
      <Text mt="2">Each month: its rating, the average daily high / low in °C, and the month's average rainfall in mm.</Text>
    </Box>
  );
}
