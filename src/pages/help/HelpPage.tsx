/**
 * Help (/help and /help/{country}): the emergency numbers as tap-to-call links with their sources
 * (on a country's page, with what the sources say, and its words for trouble: TroubleWords), the
 * agency's 24-hour line, office and e-mail, and what to do when a passport is lost; during a
 * running trip, today's place and hotel (read from the device after start-up). Pre-rendered and
 * precached, so it opens offline; a country's page prints on one A4 sheet. While it is open the
 * screen stays on where the browser allows (HelpTripNote), which also gives the first steps for
 * altitude sickness when the running trip sleeps above 2,500 m. Unknown country: not found.
 */
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Mail as LucideMail, MapPin as LucideMapPin, Phone as LucidePhone, Printer as LucidePrinter } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import type { ReactNode } from 'react';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { countries, getCountry } from '../../content/countries';
import type { PageProps } from '../../lib/pageProps';

const Mail = lightIcon(LucideMail);
const MapPin = lightIcon(LucideMapPin);
const Phone = lightIcon(LucidePhone);
const Printer = lightIcon(LucidePrinter);

/** A booked trip's own 24-hour line, today's place and hotel during a trip, and the screen kept on: browser only. */
const HelpTripNote = island(() => import('../../features/help/HelpTripNote'), { what: 'your trip today', when: 'client' });

/**
 * A country's numbers with their sources: pre-rendered in full (the tel: links work without a
 * script), their code and the numbers' records, quotes and all, loaded only when a visitor opens a
 * number's sources: nothing of it in a first visit's download.
 */
const EmergencyNumbers = island(() => import('./EmergencyNumbers'), { what: 'the emergency numbers’ sources', when: 'tap' });

/**
 * A country's words for trouble: pre-rendered in full, so they show without a script and offline;
 * nothing in them needs one, so their code and the phrasebooks never load on a pre-rendered page.
 */
const TroubleWords = island(() => import('./TroubleWords'), { what: 'the words for trouble', when: 'tap' });

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function AgencyContacts() {
  return (
    <Block id="help-agency" title="Call us, day or night">
      <Stack gap="2">
        <HStack gap="2">
          <Phone size={18} aria-hidden />
          <Text>
            {site.dutyPhone.label}:{' '}
            <Link href={`tel:${site.dutyPhone.tel}`} fontWeight="semibold" color="jade.800" data-testid="duty-phone">
              {site.dutyPhone.display}
            </Link>
          </Text>
        </HStack>
        <HStack gap="2">
          <Mail size={18} aria-hidden />
          <Link href={`mailto:${site.emails[0].address}`} color="jade.800">
            {site.emails[0].address}
          </Link>
        </HStack>
        <HStack gap="2" align="start">
          <MapPin size={18} aria-hidden style={{ marginTop: 3 }} />
          <Text>{site.address.lines.join(', ')}</Text>
        </HStack>
      </Stack>
    </Block>
  );
}

function LostPassport() {
  return (
    <Block id="help-passport" title="If a passport is lost or stolen">
      <Stack as="ol" ps="5" gap="1.5" listStyleType="decimal">
        <Box as="li">Report it at the nearest police station and ask for a written copy of the report: your embassy, the immigration office and your insurer will ask for it.</Box>
        <Box as="li">Call us: we help with the paperwork, change the plan around the appointments and keep your hotels informed.</Box>
        <Box as="li">Contact your country's embassy or consulate for a replacement or emergency travel document; bring the police report, photos and a copy of the lost passport if you have one.</Box>
        <Box as="li">Your visa or entry permit was in the lost passport: the country's immigration office must record it in the new document before you can leave. We arrange the appointment.</Box>
      </Stack>
    </Block>
  );
}

function CountryLinks({ current }: { current?: string }) {
  return (
    <HStack as="nav" aria-label="Help by country" gap="2" wrap="wrap" justify="center" mt="5" data-print="hide">
      {[{ slug: undefined, name: 'All countries' }, ...countries].map((c) => (
        <AppLink
          key={c.name}
          href={paths.help(c.slug)}
          aria-current={c.slug === current ? 'page' : undefined}
          px="3"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          borderColor="jade.700"
          color={c.slug === current ? 'white' : 'jade.800'}
          bg={c.slug === current ? 'jade.700' : 'transparent'}
          fontSize="sm"
        >
          {c.name}
        </AppLink>
      ))}
    </HStack>
  );
}

export default function HelpPage({ params }: PageProps) {
  const country = params.country === undefined ? undefined : getCountry(params.country);
  if (params.country !== undefined && !country) return <NotFound />;
  const shown = country ? [country] : countries;

  return (
    <Box data-print="help">
      <PageHeader eyebrow="Help on the road" title={country ? `Help in ${country.name}` : 'Help'} intro="Tap a number to call it. This page opens without a signal once you have visited the site.">
        <CountryLinks current={country?.slug} />
      </PageHeader>
      <Section aria-label="Emergency numbers and what to do" width="5xl" pt={{ base: '8', md: '10' }}>
        <Stack gap="8">
          <HelpTripNote />
          {shown.map((c) => (
            <Block key={c.slug} id={`help-numbers-${c.slug}`} title={`Emergency numbers in ${c.name}`}>
              {/* Sources on a country's own page; the overview links to it. */}
              <EmergencyNumbers country={c.slug} countryName={c.name} sources={!!country} />
              {!country && (
                <Text mt="2" fontSize="sm" data-print="hide">
                  <AppLink href={paths.help(c.slug)} color="jade.800">
                    Help in {c.name}, on one page, with the numbers’ sources
                  </AppLink>
                </Text>
              )}
            </Block>
          ))}
          {country && <TroubleWords country={country.slug} countryName={country.name} />}
          <AgencyContacts />
          <LostPassport />
          <Box data-print="hide">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden /> Print this page
            </Button>
          </Box>
        </Stack>
      </Section>
    </Box>
  );
}
