/**
 * A country's emergency numbers as tap-to-call links, each with its source and the month it was
 * checked (the catalogue's src/content/emergency.ts).
 */
import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { checkedMonth } from '../../content/checked';
import { SERVICE_LABELS, type CountryEmergency } from '../../content/emergency';

export function EmergencyNumbers({ emergency, countryName }: { emergency: CountryEmergency; countryName: string }) {
  return (
    <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2 }} gap="3" data-testid={`numbers-${emergency.country}`} data-print="numbers">
      {emergency.numbers.map((n) => (
        <Box as="li" key={n.service} borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="3" bg="bg.panel" data-print="number">
          <Link
            href={`tel:${n.number}`}
            aria-label={`Call ${SERVICE_LABELS[n.service].toLowerCase()} in ${countryName}: ${n.number}`}
            display="flex"
            alignItems="baseline"
            justifyContent="space-between"
            gap="3"
            color="jade.900"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
          >
            <Text as="span" fontWeight="semibold" fontSize="lg">
              {SERVICE_LABELS[n.service]}
            </Text>
            <Text as="span" fontFamily="heading" fontWeight="700" fontSize="3xl" color="red.700" lineHeight="1">
              {n.number}
            </Text>
          </Link>
          {n.note && (
            <Text fontSize="sm" mt="1">
              {n.note}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" mt="1">
            Source:{' '}
            <Link href={n.source.url} target="_blank" rel="noopener noreferrer" color="fg.muted" textDecoration="underline" display="inline">
              {n.source.publisher}
            </Link>
            , checked {checkedMonth(n.checkedOn)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
