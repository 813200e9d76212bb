/**
 * An itinerary's price: 'From $4,100 per person' in the visitor's currency, what it covers, and the
 * currency choice. Below the fold, so pages load it as an island (components/island).
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import CurrencySelect from './CurrencySelect';
import { FromPrice } from './FromPrice';

export default function PricePanel({ usd, includes }: { usd: number; includes: string }) {
  return (
    <Stack
      as="section"
      aria-labelledby="price-heading"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="6"
      p={{ base: '6', md: '8' }}
      bg="bg.panel"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <Stack gap="2">
        <Heading as="h2" id="price-heading" size="2xl">
          Price
        </Heading>
        <FromPrice usd={usd} fontSize="xl" />
        <Text color="fg.muted">{includes}</Text>
      </Stack>
      <Box minW="56" data-print="hide">
        <CurrencySelect />
      </Box>
    </Stack>
  );
}
