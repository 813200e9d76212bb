/**
 * Key facts in a strip: label over value, e.g. Best Time to Visit / October to March.
 */
import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: string;
  icon?: ReactNode;
}

export function FactsStrip({ facts, label }: { facts: readonly Fact[]; label: string }) {
  return (
    <Box as="section" aria-label={label} bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl" py="8">
        <SimpleGrid as="dl" columns={{ base: 2, md: facts.length }} gap="6">
          {facts.map((f) => (
            <Box key={f.label}>
              <Text as="dt" display="flex" alignItems="center" gap="2" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="fg.muted">
                {f.icon && (
                  <Box as="span" color="brass.600" aria-hidden>
                    {f.icon}
                  </Box>
                )}
                {f.label}
              </Text>
              <Text as="dd" fontFamily="heading" fontSize="xl" fontWeight="600" mt="1">
                {f.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
