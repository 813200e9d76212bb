/**
 * A place's When to Go section: its climate region's twelve months in a compact strip (rating in
 * colour and in words, high / low and rain on each month), the notes that concern the place, and
 * the source of the figures. An island (components/island): it and the climate data stay out of the
 * destination page's first load.
 */
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Section, SectionHeading } from '../../components/Section';
import { MONTH_NAMES } from '../../content/months';
import { getClimateRegion } from '../../content/seasons';
import type { ClimateRegionId, PlaceRef } from '../../content/types';
import { MonthFigures, MonthLabel, RATING_COLORS, RatingKey } from './Rating';
import { monthWords, NOTE_KIND_LABELS, notesForPlace, SHORT_MONTH_NAMES } from './seasonText';

export interface MonthStripProps {
  region: ClimateRegionId;
  place: PlaceRef;
  /** The place's name, as the page shows it. */
  name: string;
}

export default function MonthStrip({ region: regionId, place, name }: MonthStripProps) {
  const region = getClimateRegion(regionId);
  if (!region) return null;
  const notes = notesForPlace(region, place);

  return (
    <Section aria-labelledby="month-by-month" width="6xl">
      <SectionHeading
        id="month-by-month"
        eyebrow="When to Go"
        title={`${name} Month by Month`}
        intro={`How each month suits travel in ${name}, with the average temperatures and rain of its region (${region.name}).`}
      />
      <Stack gap="6">
        <RatingKey />
        <SimpleGrid as="ol" listStyle="none" columns={{ base: 4, sm: 6, lg: 12 }} gap="1.5" aria-label={`${name}, month by month`} data-testid="month-strip">
          {region.months.map((month, i) => (
            <Box as="li" key={MONTH_NAMES[i]} borderRadius="l2" py="2" px="1" textAlign="center" lineHeight="1.35" {...RATING_COLORS[month.rating]}>
              <Text as="span" display="block" fontFamily="heading" fontSize="lg" fontWeight="600">
                <MonthLabel month={i + 1} />
              </Text>
              <MonthFigures month={month} />
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          Figures: {region.source}.
        </Text>
        {notes.length > 0 && (
          <Stack as="section" aria-labelledby="month-notes" gap="3" pt="2">
            <Heading as="h3" id="month-notes" size="2xl">
              Festivals and Seasons
            </Heading>
            <Stack as="ul" listStyle="none" gap="3">
              {notes.map((note) => (
                <HStack as="li" key={note.text} gap="3" align="baseline">
                  <Box flexShrink="0" w={{ base: '6rem', md: '8rem' }} fontSize="xs">
                    <Text fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="brass.700">
                      {NOTE_KIND_LABELS[note.kind]}
                    </Text>
                    <Text color="fg.muted">{monthWords(note.months, SHORT_MONTH_NAMES)}</Text>
                  </Box>
                  <Text>{note.text}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
