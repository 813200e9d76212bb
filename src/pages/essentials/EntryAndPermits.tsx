/**
 * A country's entry rules and the permits some of its regions need (the catalogue's
 * content/checklist.ts, the rules a dated trip's checklist gives), each with its sources: so that
 * Ladakh's permit or Nepal's trekking rules can be read before any trip is dated. For India, the
 * Ladakh administration's 48 hours in Leh too. Pre-rendered; an island that loads when a rule's
 * sources are opened, so the rules' chunk, with their quotes, stays out of the page's first load.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { Section, SectionHeading } from '../../components/Section';
import { flyInRule } from '../../content/acclimatisation';
import { entryRules, permitRules } from '../../content/checklist';
import type { CountrySlug } from '../../content/types';
import { FactSources } from '../../features/essentials/FactSources';

export default function EntryAndPermits({ country }: { country: CountrySlug }) {
  const rules = [
    ...[...entryRules, ...permitRules].filter((r) => r.country === country),
    ...(country === 'india' ? [{ id: 'ladakh-acclimatisation', title: 'Ladakh: 48 hours in Leh before going higher', ...flyInRule }] : []),
  ];
  return (
    <Section aria-labelledby="essentials-entry" width="5xl" data-testid="entry-and-permits">
      <SectionHeading id="essentials-entry" eyebrow="Before you go" title="Entry and Permits" align="start" />
      <Stack as="ul" listStyle="none" gap="5" ps="0">
        {rules.map((r) => (
          <Box as="li" key={r.id} data-rule={r.id}>
            <Text fontWeight="semibold">{r.title}</Text>
            <Text mt="1">{r.text}</Text>
            <FactSources sources={r.sources} checkedOn={r.checkedOn} />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
