/**
 * Itinerary list (/itineraries and /itineraries/{group}): a hero titled for the group, filter chips
 * (the active one marked), cards in a 1/2/3-column grid and a closing call to action.
 */
import { HStack, SimpleGrid } from '@chakra-ui/react';
import { CtaBanner } from '../../components/CtaBanner';
import { Hero } from '../../components/Hero';
import { AppLink, ButtonLink, onDarkOutline } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { Section, SectionHeading } from '../../components/Section';
import { paths } from '../../config/paths';
import type { PhotoKey } from '../../content/photos';
import { getCountry } from '../../content/places';
import { groupName, isItineraryGroup, itineraryGroups } from '../../content/groups';
import { itinerariesIn } from '../../content/trips';
import { ItineraryCard } from '../../features/catalogue/ItineraryCard';
import type { PageProps } from '../../lib/pageProps';

const MULTI_COUNTRY_PHOTO: PhotoKey = 'prayerFlagsAndMountains';
const ALL_PHOTO: PhotoKey = 'rajasthanPalaceAndDesert';

function Chip({ href, label, active }: { href: string; label: string; active: boolean }) {
  return (
    <AppLink
      href={href}
      aria-current={active ? 'page' : undefined}
      px="4"
      py="2"
      borderRadius="full"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="medium"
      textDecoration="none"
      bg={active ? 'jade.700' : 'bg.panel'}
      color={active ? 'white' : 'fg'}
      borderColor={active ? 'jade.700' : 'border'}
      _hover={{ textDecoration: 'none', bg: active ? 'jade.800' : 'jade.50' }}
    >
      {label}
    </AppLink>
  );
}

export default function ItinerariesPage({ params }: PageProps) {
  const { group } = params;
  if (group !== undefined && !isItineraryGroup(group)) return <NotFound />;
  const name = group ? groupName(group) : undefined;
  const heading = name ? `${name} Itineraries` : 'All Itineraries';
  const photo = group ? (getCountry(group)?.image ?? MULTI_COUNTRY_PHOTO) : ALL_PHOTO;
  const trips = itinerariesIn(group);

  return (
    <>
      <Hero
        photo={photo}
        size="tall"
        eyebrow="Itineraries"
        title={name ? `Journeys Through ${name === 'Multi-Country' ? 'the Himalaya and Beyond' : name}` : 'Journeys Across South Asia'}
        text="Every journey comes with a full day-by-day plan, handpicked stays and private guides, and every one can be tailored to you."
      />
      <Section aria-labelledby="itineraries-heading">
        <SectionHeading id="itineraries-heading" title={heading} intro={`${trips.length} journeys, each private and adaptable to your dates and pace.`} />
        <HStack as="nav" aria-label="Filter itineraries" gap="2" flexWrap="wrap" justify="center" mb="10">
          <Chip href={paths.itineraries()} label="All" active={!group} />
          {itineraryGroups.map((g) => (
            <Chip key={g.slug} href={paths.itineraries(g.slug)} label={g.name} active={group === g.slug} />
          ))}
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="itinerary-grid">
          {trips.map((it) => (
            <ItineraryCard key={it.id} itinerary={it} />
          ))}
        </SimpleGrid>
      </Section>
      <CtaBanner
        title="Can't Find What You're Looking For?"
        text="We design journeys from scratch every day. Tell us where you dream of going and we will shape it around you."
        actions={
          <>
            <ButtonLink href={paths.contact({ inquiryType: 'custom', subject: 'Custom itinerary' })} size="lg" colorPalette="brass">
              Custom Itinerary
            </ButtonLink>
            <ButtonLink href={paths.contact()} size="lg" {...onDarkOutline}>
              Speak to Expert
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
