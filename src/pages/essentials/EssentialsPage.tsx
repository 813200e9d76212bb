/**
 * Country essentials (/essentials/{country}): money (currency, cash, tipping, and a converter at the
 * catalogue's dated rates), plugs and voltage, dress and etiquette, the phrasebook, and the entry
 * rules and permits (EntryAndPermits), every fact with its source, the date it was checked and, on
 * request, the source's own words. Pre-rendered and precached, so it reads offline; the
 * converter's code loads after start-up. Unknown country: not found.
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { Section, SectionHeading } from '../../components/Section';
import { paths } from '../../config/paths';
import { countryName } from '../../content/countryNames';
import { countryEssentials } from '../../content/essentials';
import type { Fact } from '../../content/essentials/types';
import { Phrasebook } from '../../features/essentials/Phrasebook';
import { PhraseFonts } from '../../features/essentials/PhraseFonts';
import { SourceNote } from '../../features/essentials/SourceNote';
import type { PageProps } from '../../lib/pageProps';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

/** Pre-rendered empty; alive once its chunk arrives after start-up. */
const Converter = island(() => import('../../features/essentials/Converter'), { what: 'the currency converter', when: 'idle' });

/**
 * The country's entry rules and permits: pre-rendered in full; their code and records, the
 * sources' words with them, load only when a visitor opens a rule's sources.
 */
const EntryAndPermits = island(() => import('./EntryAndPermits'), { what: 'the entry rules and permits', when: 'tap' });

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <chakra.ul display="grid" gap="4" ps="5" listStyleType="disc">
      {facts.map((fact) => (
        <li key={fact.text}>
          <Text>{fact.text}</Text>
          <SourceNote source={fact.source} quote={fact.quote} />
        </li>
      ))}
    </chakra.ul>
  );
}

const listOf = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export default function EssentialsPage({ params }: PageProps) {
  // The country's name only: its texts and photos (content/countries) are not this page's to load.
  const name = params.country === undefined ? undefined : countryName(params.country);
  const country = name === undefined ? undefined : { slug: params.country!, name };
  // Only this country's essentials, loaded with the page (the route's data).
  const essentials = useLoadedDetails(countryEssentials, country?.slug);
  if (!country || !essentials) return <NotFound />;
  const { plugs } = essentials;

  return (
    <>
      <PageHeader
        eyebrow={`Before you go · ${country.name}`}
        title={`${country.name} Travel Essentials`}
        intro="Money and tipping, plugs and voltage, what to wear at temples and how to behave, and a few words of the language: each fact with its source and the date we last checked it. Saved on your device, so it opens offline."
      >
        <Box mt="6">
          <AppLink href={paths.country(country.slug)} color="jade.700" fontWeight="semibold">
            ← {country.name}: places, journeys and when to go
          </AppLink>
        </Box>
      </PageHeader>
      <Section aria-labelledby="essentials-money" width="5xl">
        <SectionHeading id="essentials-money" eyebrow="Money" title="Currency, Cash and Tipping" align="start" />
        <Stack gap="10">
          <Facts facts={essentials.money} />
          <Stack gap="4" as="section" aria-labelledby="essentials-converter">
            <Text as="h3" id="essentials-converter" fontFamily="heading" fontSize="2xl" fontWeight="600">
              Currency converter
            </Text>
            <Converter local={essentials.currency} />
          </Stack>
        </Stack>
      </Section>
      <Section tone="sand" aria-labelledby="essentials-plugs" width="5xl">
        <SectionHeading id="essentials-plugs" eyebrow="Power" title="Plugs and Voltage" align="start" />
        <Text fontSize="lg" data-testid="plugs">
          Plug types {listOf(plugs.types)} · {plugs.volts} V, {plugs.hertz} Hz.
        </Text>
        <Text mt="2">
          Bring an adapter if your plugs are of another type, and check that your chargers take {plugs.volts} V (most phone and laptop chargers say 100–240 V).
        </Text>
        <SourceNote source={plugs.source} quote={plugs.quote} />
      </Section>
      <Section aria-labelledby="essentials-etiquette" width="5xl">
        <SectionHeading id="essentials-etiquette" eyebrow="Respect" title="Dress and Etiquette" align="start" />
        <Facts facts={essentials.etiquette} />
      </Section>
      <Section tone="sand" aria-labelledby="essentials-phrases" width="5xl">
        <SectionHeading
          id="essentials-phrases"
          eyebrow="Phrasebook"
          title={`A Few Words of ${listOf(essentials.phrasebooks.map((b) => b.language))}`}
          intro="English is widely understood in hotels and on the main routes; a few words of the language go a long way everywhere else."
          align="start"
        />
        <PhraseFonts scripts={essentials.phrasebooks.map((b) => b.script)} />
        <Stack gap="12">
          {essentials.phrasebooks.map((book) => (
            <Phrasebook key={book.lang} book={book} />
          ))}
        </Stack>
      </Section>
      <EntryAndPermits country={essentials.country} />
    </>
  );
}
