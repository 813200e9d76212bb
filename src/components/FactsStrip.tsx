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
            <Box key={f.label} display="flex" gap="3" alignItems="flex-start">
              {f.icon && (
                <Box color="brass.600" mt="1" aria-hidden>
                  {f.icon}
                </Box>
              )}
              <Box>
                <Text as="dt" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase" color="fg.muted">
                  {f.label}
                </Text>
                <Text as="dd" fontFamily="heading" fontSize="xl" fontWeight="600" mt="1">
                  {f.value}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
