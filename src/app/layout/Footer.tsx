/**
 * The footer: tagline, social links, the currency of prices, Quick Links, Popular Destinations,
 * Contact Us and the copyright line. Every value comes from src/config/site.ts or the catalogue.
 */
import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail as LucideMail, MapPin as LucideMapPin, Phone as LucidePhone } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import type { ReactNode } from 'react';
import { socialIcons } from '../../components/BrandIcons';
import { island } from '../../components/island';
import { site } from '../../config/site';
import { FooterLinkList } from './FooterLinkList';
import { navigation } from './navigation';

const Mail = lightIcon(LucideMail);
const MapPin = lightIcon(LucideMapPin);
const Phone = lightIcon(LucidePhone);

/** A column's heading id, which labels the column. */
const columnId = (title: string) => `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;

const POPULAR_TITLE = 'Popular Destinations';

/**
 * The popular places come from the catalogue, which most pages do not otherwise load: the server
 * renders the links, and their code loads when the footer comes near the viewport.
 */
const PopularLinks = island(() => import('./PopularLinks'), { what: 'the popular destinations', when: 'visible' });

/**
 * The currency prices are shown in. It does nothing without scripts, so it is not pre-rendered:
 * it joins the footer (below the fold, so nothing shifts) once the page is idle.
 */
const CurrencySelect = island(() => import('../../features/currency/CurrencySelect'), { what: 'the currency selector', when: 'idle', placeholder: null });

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = columnId(title);
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" color="brass.200" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="jade.900" color="jade.100" pt="16" pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Box>
            <Text fontFamily="heading" fontSize="3xl" fontWeight="600" color="white" mb="3">
              {site.brand}
            </Text>
            <Text fontSize="sm" lineHeight="tall" data-testid="footer-tagline">
              {site.tagline}
            </Text>
            <HStack gap="3" mt="5">
              {site.social.map((s) => {
                const Icon = socialIcons[s.network];
                return (
                  <Link
                    key={s.network}
                    href={s.href}
                    aria-label={`${site.brand} on ${s.network}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="jade.100"
                    p="2"
                    borderRadius="full"
                    borderWidth="1px"
                    borderColor="whiteAlpha.300"
                    _hover={{ color: 'white', borderColor: 'whiteAlpha.600' }}
                  >
                    <Icon />
                  </Link>
                );
              })}
            </HStack>
            <Box mt="6" maxW="64">
              <CurrencySelect tone="dark" />
            </Box>
          </Box>
          <Column title="Quick Links">
            <FooterLinkList links={navigation.quickLinks} />
          </Column>
          <Column title={POPULAR_TITLE}>
            <PopularLinks />
          </Column>
          <Column title="Contact Us">
            <Stack as="ul" gap="3" listStyle="none" fontSize="sm">
              {site.phones.map((p) => (
                <HStack as="li" key={p.tel} gap="2" align="start">
                  <Phone size={16} aria-hidden style={{ marginTop: 3 }} />
                  <Link href={`tel:${p.tel}`} color="jade.100" _hover={{ color: 'white' }}>
                    {p.display}
                  </Link>
                </HStack>
              ))}
              {site.emails.map((e) => (
                <HStack as="li" key={e.address} gap="2" align="start">
                  <Mail size={16} aria-hidden style={{ marginTop: 3 }} />
                  <Link href={`mailto:${e.address}`} color="jade.100" _hover={{ color: 'white' }}>
                    {e.address}
                  </Link>
                </HStack>
              ))}
              <HStack as="li" gap="2" align="start">
                <MapPin size={16} aria-hidden style={{ marginTop: 3 }} />
                <Box as="address" fontStyle="normal">
                  {site.address.lines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Box>
              </HStack>
            </Stack>
          </Column>
        </SimpleGrid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="12" pt="6">
          <Text fontSize="sm" color="jade.200">
            {site.copyright}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
