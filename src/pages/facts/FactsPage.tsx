/**
 * The facts page (/facts), for whoever keeps the facts: every fact the catalogue gives a traveller
 * to act on (content/facts.ts), with its sources, their own words and the day they were read, the
 * oldest check first. Not in the site's menus, kept out of search engines and the sitemap
 * (noindex). Pre-rendered as a short shell: the list is drawn in the browser (FactsList, an island
 * with its own chunk), so its length adds nothing to any page's first load or to the precache's
 * HTML; it reads offline once the site's code is saved.
 */
import { Box, Container, Heading, Link, Text, chakra } from '@chakra-ui/react';
import { island } from '../../components/island';
import { Section } from '../../components/Section';

const FactsList = island(() => import('./FactsList'), {
  what: 'the facts',
  placeholder: (
    <Text color="fg.muted" data-testid="facts-loading">
      Loading the facts…
    </Text>
  ),
});

const ECC_COMMIT = 'https://github.com/GrapheneOS/platform_packages_services_Telephony/blob/6927a4263493d1eeff05d64c3127a2617032a708/ecc/input/eccdata.txt';

export default function FactsPage() {
  return (
    <>
      {/* PageHeader's look, not PageHeader: one more page importing it would move it into every page's first chunk. */}
      <Box as="section" bg="bg.sand" pt={{ base: '28', md: '36' }} pb={{ base: '12', md: '16' }}>
        <Container maxW="5xl" textAlign="center">
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
            Facts and Their Sources
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl" mx="auto" mt="5">
            Every fact the site gives a traveller to act on, with its sources, their own words and the day they were read: the oldest check first.
          </Text>
        </Container>
      </Box>
      <Section aria-label="The facts, oldest check first" width="5xl" pt={{ base: '8', md: '10' }}>
        <Text mb="3">
          Each fact is read again within twelve months, or the build fails. The emergency numbers are also compared by a test with{' '}
          <Link href={ECC_COMMIT} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline">
            Android’s emergency-number table
          </Link>{' '}
          (<chakra.code>tests/fixtures/aosp-ecc</chakra.code>); each difference is listed below with its reason.
        </Text>
        <FactsList />
      </Section>
    </>
  );
}
