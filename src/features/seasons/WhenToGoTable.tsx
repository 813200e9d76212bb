/**
 * A country's When to Go section: a table of its climate regions by month (rating, highs and lows,
 * rain), the sources of the figures, and the festivals and closures a traveller plans around.
 * An island (components/island): it and the climate data stay out of the country page's first load.
 * On a phone the table scrolls sideways inside a focusable, labelled box, the region column held.
 */
import { Box, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Section, SectionHeading } from '../../components/Section';
import { MONTH_NAMES } from '../../content/months';
import { climateOf } from '../../content/seasons';
import type { CountrySlug } from '../../content/types';
import { MonthFigures, MonthLabel, RATING_COLORS, RatingKey } from './Rating';
import { countryNotes, MONTH_NUMBERS, monthWords, type CountryNote } from './seasonText';

export interface WhenToGoTableProps {
  country: CountrySlug;
  /** The country's name, as the page shows it. */
  name: string;
}

/** The region column: wide enough for a two-line name, narrow enough to leave months in view on a phone. */
const REGION_COLUMN = { base: '8.5rem', md: '12rem' };

// Plain table elements with style props: lighter than Chakra's Table component.
const Table = chakra('table');
const Caption = chakra('caption');
const Th = chakra('th');
const Td = chakra('td');

const stickyCell = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg.panel',
  // A shadow on its right edge shows the months pass under it.
  boxShadow: '4px 0 6px -4px rgba(27, 29, 34, 0.25)',
} as const;

export default function WhenToGoTable({ country, name }: WhenToGoTableProps) {
  const regions = climateOf(country);
  const captionId = useId();
  const festivals = countryNotes(regions, ['festival']);
  const closures = countryNotes(regions, ['closure']);

  return (
    <Section aria-labelledby="when-to-go" width="7xl">
      <SectionHeading
        id="when-to-go"
        eyebrow="When to Go"
        title={`${name} Month by Month`}
        intro={`${name}'s regions have their own seasons: how each month suits travel in each of them, with its average temperatures and rain.`}
      />
      <Stack gap="6">
        <RatingKey />
        <Text hideFrom="lg" fontSize="sm" color="fg.muted" mb="-3">
          Scroll the table sideways for every month.
        </Text>
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          overflowX="auto"
          // The containing block of the screen-reader texts (position: absolute) inside the table:
          // without it they escape the scrolling box and widen the page.
          position="relative"
          borderRadius="l3"
          borderWidth="1px"
          borderColor="border.muted"
          bg="bg.panel"
          focusVisibleRing="outside"
          data-testid="when-to-go-scroll"
        >
          <Table width="full" minW="58rem" borderCollapse="separate" borderSpacing="0" textAlign="center">
            <Caption id={captionId} srOnly>
              {name}, month by month: each region's rating for travel, average daily high and low in °C and rainfall in mm
            </Caption>
            <thead>
              <tr>
                <Th scope="col" {...stickyCell} w={REGION_COLUMN} minW={REGION_COLUMN} textAlign="start" px="4" py="3" fontSize="sm" borderBottomWidth="1px" borderColor="border.muted">
                  Region
                </Th>
                {MONTH_NUMBERS.map((month) => (
                  <Th scope="col" key={month} px="1" py="3" fontSize="sm" fontWeight="semibold" borderBottomWidth="1px" borderColor="border.muted">
                    <MonthLabel month={month} />
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {regions.map((region) => (
                <tr key={region.id}>
                  <Th scope="row" {...stickyCell} textAlign="start" px="4" py="2" fontSize="sm" fontWeight="semibold" lineHeight="1.3" borderBottomWidth="1px" borderColor="border.muted">
                    {region.name}
                  </Th>
                  {region.months.map((month, i) => (
                    <Td key={MONTH_NAMES[i]} p="0.5" borderBottomWidth="1px" borderColor="border.muted">
                      <Box py="2" px="1" borderRadius="l1" lineHeight="1.35" {...RATING_COLORS[month.rating]}>
                        <MonthFigures month={month} />
                      </Box>
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
        <Box as="ul" listStyle="none" fontSize="xs" color="fg.muted" aria-label="Sources of the figures">
          {regions.map((region) => (
            <li key={region.id}>
              {region.name}: {region.source}.
            </li>
          ))}
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} pt="4">
          <NoteList title="Festivals" notes={festivals} />
          <NoteList title="Closures" notes={closures} empty={`No park, pass or road in ${name}'s regions closes for a season.`} />
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

function NoteList({ title, notes, empty }: { title: string; notes: readonly CountryNote[]; empty?: string }) {
  const headingId = useId();
  if (!notes.length && !empty) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="2xl">
        {title}
      </Heading>
      {notes.length ? (
        <Stack as="ul" listStyle="none" gap="3">
          {notes.map(({ note, regions }) => (
            <li key={note.text}>
              <Text>{note.text}</Text>
              <Text fontSize="sm" color="fg.muted">
                {monthWords(note.months)} · {regions.join(', ')}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{empty}</Text>
      )}
    </Stack>
  );
}
