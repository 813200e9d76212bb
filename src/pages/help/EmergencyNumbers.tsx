/**
 * A country's emergency numbers as tap-to-call links (the catalogue's src/content/emergency.ts),
 * each with its sources and the month they were read, and, on request, what the sources say (on a
 * country's own page; `sources` false for the overview of all four); the numbers to fall back on
 * (India's 100, 101 and 108) apart, under a line on when to dial them; beside 112, what an Android
 * phone does on that call where its Emergency Location Service is live; the tourist helplines
 * (India's 1363, Sri Lanka's 1912) apart again, said to be for help, not emergencies. An island: pre-rendered in
 * full (the tel: links work before any script), its code and the numbers' records, quotes and all,
 * loaded once the page is idle, out of Help's first load.
 */
import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { emergencyOf, mainAndFallbacks, numberLabel, numberText, type EmergencyNumber } from '../../content/emergency';
import { androidEmergencyLocation as els } from '../../content/emergencyLocation';
import type { CountrySlug } from '../../content/types';
import { FactSources } from '../../features/essentials/FactSources';

function NumberCard({ n, countryName, sources }: { n: EmergencyNumber; countryName: string; sources: boolean }) {
  const label = numberLabel(n);
  const text = numberText(n);
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="3" bg="bg.panel" data-print="number">
      <Link
        href={`tel:${n.number}`}
        aria-label={`Call ${label.charAt(0).toLowerCase()}${label.slice(1)} in ${countryName}: ${text}`}
        display="flex"
        alignItems="baseline"
        justifyContent="space-between"
        flexWrap="wrap"
        rowGap="1"
        columnGap="3"
        color="jade.900"
        textDecoration="none"
        _hover={{ textDecoration: 'underline' }}
      >
        <Text as="span" fontWeight="semibold" fontSize="lg">
          {label}
        </Text>
        <Text as="span" fontFamily="heading" fontWeight="700" fontSize={text.length > 6 ? '2xl' : '3xl'} color="red.700" lineHeight="1" whiteSpace="nowrap">
          {text}
        </Text>
      </Link>
      {n.note && (
        <Text fontSize="sm" mt="1">
          {n.note}
        </Text>
      )}
      {sources && n.onlySource && (
        <Text fontSize="xs" mt="1" color="brass.800" data-testid="only-source" data-print="hide">
          One source only: {n.onlySource}
        </Text>
      )}
      {/* Off paper: the sheet keeps the numbers, and the page its sources. */}
      {sources && <FactSources sources={n.sources} checkedOn={n.checkedOn} onPaper={false} />}
    </Box>
  );
}

export interface EmergencyNumbersProps {
  readonly country: CountrySlug;
  readonly countryName: string;
  /** Each number's sources and their words: on a country's own page, not on the overview. */
  readonly sources: boolean;
}

export default function EmergencyNumbers({ country, countryName, sources }: EmergencyNumbersProps) {
  const emergency = emergencyOf(country);
  if (!emergency) return null;
  const { main, fallbacks } = mainAndFallbacks(emergency);
  const first = main[0];
  const located = main.some((n) => els.numbers.includes(n.number));
  // The tourist helplines follow the emergency numbers, outside them: help, not an emergency.
  return (
    <>
      <Box data-testid={`numbers-${emergency.country}`}>
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2 }} gap="3" data-print="numbers">
          {main.map((n) => (
            <NumberCard key={n.number} n={n} countryName={countryName} sources={sources} />
          ))}
        </SimpleGrid>
        {located && (
          <Box mt="3" fontSize="sm" data-testid={`emergency-location-${emergency.country}`}>
            <Text>{els.text}</Text>
            {sources && <FactSources sources={els.sources} checkedOn={els.checkedOn} onPaper={false} />}
          </Box>
        )}
        {fallbacks.length > 0 && (
          <Box as="section" aria-labelledby={`fallbacks-${emergency.country}`} mt="4" data-testid={`fallbacks-${emergency.country}`}>
            <Heading as="h3" id={`fallbacks-${emergency.country}`} size="md">
              If {first ? numberText(first) : 'the main number'} does not get through
            </Heading>
            {emergency.fallbackNote && (
              <Text fontSize="sm" mt="1" mb="2">
                {emergency.fallbackNote}
              </Text>
            )}
            <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 3 }} gap="3" data-print="numbers">
              {fallbacks.map((n) => (
                <NumberCard key={n.number} n={n} countryName={countryName} sources={sources} />
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Box>
        {emergency.helplines && emergency.helplines.length > 0 && (
          <Box as="section" aria-labelledby={`helplines-${emergency.country}`} mt="4" data-testid={`helplines-${emergency.country}`}>
            <Heading as="h3" id={`helplines-${emergency.country}`} size="md">
              Tourist help, not emergencies
            </Heading>
            <Text fontSize="sm" mt="1" mb="2">
              For information and help with a problem, in English, when a local number will not do. In an emergency, call the numbers above.
            </Text>
            <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2 }} gap="3" data-print="numbers">
              {emergency.helplines.map((n) => (
                <NumberCard key={n.number} n={n} countryName={countryName} sources={sources} />
              ))}
            </SimpleGrid>
          </Box>
        )}
    </>
  );
}
