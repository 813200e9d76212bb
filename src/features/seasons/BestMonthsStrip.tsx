/**
 * An itinerary's best months: the twelve months in a strip with the best ones marked (in colour and
 * with the word 'Best'), and the same in words ('Best: October to March'). A slim band under the
 * trip facts. An island (components/island), so it stays out of the itinerary page's first load.
 */
import { Box, Container, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { MonthNumber } from '../../content/types';
import { MonthLabel, RATING_COLORS } from './Rating';
import { MONTH_NUMBERS, monthWords } from './seasonText';

export interface BestMonthsStripProps {
  months: readonly MonthNumber[];
}

export default function BestMonthsStrip({ months }: BestMonthsStripProps) {
  const best = new Set(months);
  return (
    <Box as="section" aria-labelledby="best-months" bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl" py="6">
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '10' }} align={{ lg: 'center' }}>
          <Box flexShrink="0">
            <Text as="h2" id="best-months" fontFamily="body" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="fg.muted">
              When to Go
            </Text>
            <Text fontFamily="heading" fontSize="xl" fontWeight="600" mt="1" data-testid="best-months-words">
              Best: {monthWords(months)}
            </Text>
          </Box>
          <SimpleGrid as="ol" listStyle="none" flex="1" columns={{ base: 6, md: 12 }} gap="1" aria-label="The months of the year, best months marked">
            {MONTH_NUMBERS.map((month) => {
              const isBest = best.has(month);
              return (
                <Box
                  as="li"
                  key={month}
                  borderRadius="l2"
                  py="1.5"
                  textAlign="center"
                  lineHeight="1.3"
                  fontSize="sm"
                  {...(isBest ? RATING_COLORS.best : { bg: 'bg.sand', color: 'fg.muted' })}
                >
                  <Text as="span" display="block" fontWeight="semibold">
                    <MonthLabel month={month} />
                  </Text>
                  <Text as="span" display="block" fontSize="2xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase" minH="1lh">
                    {isBest ? 'Best' : ''}
                  </Text>
                </Box>
              );
            })}
          </SimpleGrid>
        </Flex>
      </Container>
    </Box>
  );
}
