/**
 * The destinations overview's four countries, each with its photo, description, highlights, its
 * first six places and links to the country and its itineraries.
 */
import { Box, Grid, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { BulletList } from '../../components/BulletList';
import { AppLink, ButtonLink } from '../../components/links';
import { Section } from '../../components/Section';
import { SmartImage } from '../../components/SmartImage';
import { paths } from '../../config/paths';
import { countries, destinationHref, destinationsOf, OVERVIEW_PLACES_PER_COUNTRY } from '../../content/places';

export default function CountryOverviews() {
  return (
    <>
      {countries.map((c, i) => (
        <Section key={c.slug} tone={i % 2 ? 'sand' : 'plain'} aria-labelledby={`country-${c.slug}`}>
          <Grid templateColumns={{ base: '1fr', lg: i % 2 ? '1fr 1.1fr' : '1.1fr 1fr' }} gap={{ base: '8', lg: '14' }} alignItems="center">
            <SmartImage photo={c.image} sizes="(min-width: 62em) 50vw, 100vw" ratio={4 / 3} borderRadius="l3" order={{ lg: i % 2 ? 2 : 1 }} />
            <Stack gap="5" order={{ lg: i % 2 ? 1 : 2 }}>
              <Heading as="h2" id={`country-${c.slug}`} size={{ base: '4xl', md: '5xl' }}>
                {c.name}
              </Heading>
              <Text fontSize="lg" color="fg.muted">
                {c.description}
              </Text>
              <BulletList items={c.highlights} columns={2} />
              <Box>
                <Heading as="h3" size="md" mb="2" fontFamily="body" letterSpacing="0.12em" textTransform="uppercase" fontSize="xs" color="brass.700">
                  Places to discover
                </Heading>
                <Wrap as="ul" gap="2" listStyle="none">
                  {destinationsOf(c.slug)
                    .slice(0, OVERVIEW_PLACES_PER_COUNTRY)
                    .map((d) => (
                      <li key={d.slug}>
                        <AppLink href={destinationHref(d)} display="inline-block" px="3" py="1" borderRadius="full" borderWidth="1px" borderColor="jade.200" fontSize="sm" _hover={{ bg: 'jade.50', textDecoration: 'none' }}>
                          {d.name}
                        </AppLink>
                      </li>
                    ))}
                </Wrap>
              </Box>
              <HStack gap="3" flexWrap="wrap" pt="2">
                <ButtonLink href={paths.country(c.slug)}>Explore {c.name}</ButtonLink>
                <ButtonLink href={paths.itineraries(c.slug)} variant="outline" aria-label={`View Itineraries in ${c.name}`}>
                  View Itineraries
                </ButtonLink>
              </HStack>
            </Stack>
          </Grid>
        </Section>
      ))}
    </>
  );
}
