/**
 * Country page (/destinations/{country}): hero, description and highlights, every place of the
 * country, its map, the country's itineraries, When to Go month by month and a call to action. Unknown country: not found.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { BulletList } from '../../components/BulletList';
import { CtaBanner } from '../../components/CtaBanner';
import { Hero } from '../../components/Hero';
import { island } from '../../components/island';
import { AppLink, ButtonLink, onDarkOutline } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { Section, SectionHeading } from '../../components/Section';
import { paths } from '../../config/paths';
import { getCountry, inCountryOrder } from '../../content/countries';
import { countryPlaces } from '../../content/countryPlaces';
import { DestinationCard } from '../../features/catalogue/DestinationCard';
import type { PageProps } from '../../lib/pageProps';
import { useLoadedDetails } from '../../lib/useLoadedDetails';

/*
 * Below the fold, each part's code loads as it nears the screen (or on a tap, which waits for it):
 * a visit that does not scroll downloads none of it.
 */
/** Pre-rendered in full, with their save hearts. */
const ItineraryGrid = island(() => import('../../features/catalogue/ItineraryGrid'), { what: 'the itineraries', when: 'visible' });
/** Pre-rendered in full; its code and the climate data near the screen. */
const WhenToGo = island(() => import('../../features/seasons/WhenToGoTable'), { what: 'When to Go', when: 'visible' });
/** Every place as a link on the country's map: drawn at build time. */
const CountryMap = island(() => import('../../features/maps/CountryMapSection'), { what: 'the map', when: 'visible' });

export default function CountryPage({ params }: PageProps) {
  const country = getCountry(params.country);
  // Only this country's places, loaded with the page (the route's data), not the catalogue's.
  const summaries = useLoadedDetails(countryPlaces, country?.slug);
  if (!country || !summaries) return <NotFound />;
  const places = inCountryOrder(country, summaries);

  return (
    <>
      <Hero
        photo={country.image}
        eyebrow="Destinations"
        title={country.name}
        text={country.description}
        actions={
          <>
            <ButtonLink href={paths.booking({ destination: country.slug })} size="lg" colorPalette="brass">
              Plan a Journey to {country.name}
            </ButtonLink>
            <ButtonLink href={paths.itineraries(country.slug)} size="lg" {...onDarkOutline}>
              View Itineraries
            </ButtonLink>
          </>
        }
      />
      <Section aria-labelledby="country-highlights" width="5xl">
        <Stack gap="6">
          <SectionHeading id="country-highlights" eyebrow={`Why ${country.name}`} title={`Highlights of ${country.name}`} align="start" />
          <BulletList items={country.highlights} columns={2} />
          <AppLink href={paths.essentials(country.slug)} color="jade.700" fontWeight="semibold">
            Before you go: {country.name}’s money, plugs, etiquette and phrases →
          </AppLink>
        </Stack>
      </Section>
      <Section tone="sand" aria-labelledby="country-places">
        <SectionHeading id="country-places" eyebrow="Places" title={`Where to Go in ${country.name}`} />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {places.map((d) => (
            <DestinationCard key={d.slug} destination={d} showDescription />
          ))}
        </SimpleGrid>
      </Section>
      <CountryMap country={country.slug} name={country.name} />
      <Section aria-labelledby="country-itineraries">
        <SectionHeading id="country-itineraries" eyebrow="Itineraries" title={`${country.name} Itineraries`} />
        <ItineraryGrid group={country.slug} />
      </Section>
      <WhenToGo country={country.slug} name={country.name} />
      <CtaBanner
        title={`Your ${country.name}, Your Way`}
        text="Every journey is private and tailor-made. Tell us your dates and interests, and a specialist will reply within 24 hours."
        actions={
          <>
            <ButtonLink href={paths.booking({ destination: country.slug })} size="lg" colorPalette="brass">
              Start Planning
            </ButtonLink>
            <ButtonLink href={paths.contact()} size="lg" {...onDarkOutline}>
              Speak to an Expert
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
