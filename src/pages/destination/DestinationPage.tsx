/**
 * Destination detail, sections in order: hero (with the save heart), facts strip, About (with the elevation), Must-See Highlights, When to Go
 * month by month, Unique Experiences, Location, closing call to action. Unknown place: 'Destination Not Found'.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarDays as LucideCalendarDays, Clock as LucideClock, Compass as LucideCompass } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { BulletList } from '../../components/BulletList';
import { CtaBanner } from '../../components/CtaBanner';
import { FactsStrip } from '../../components/FactsStrip';
import { Hero } from '../../components/Hero';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import type { MapViewProps } from '../../components/MapView';
import { NotFound } from '../../components/NotFound';
import { Section, SectionHeading } from '../../components/Section';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { countryName, placeRef } from '../../content/countryNames';
import { useFullDestination } from '../../features/catalogue/useFullDestination';
import { ExpertRequestButton } from '../../features/enquiries/forms/ExpertRequestButton';
import type { SaveButtonProps } from '../../features/journeys/SaveButton';
import type { PageProps } from '../../lib/pageProps';
import type { ExperiencesProps } from './Experiences';
import type { PlaceElevationProps } from './PlaceElevation';

const CalendarDays = lightIcon(LucideCalendarDays);
const Clock = lightIcon(LucideClock);
const Compass = lightIcon(LucideCompass);

/*
 * Below the fold, each part's code loads as it nears the screen (or on a tap, which waits for it):
 * a visit that does not scroll downloads none of it.
 */
/** Pre-rendered in full; its code and the climate data near the screen. */
const MonthStrip = island(() => import('../../features/seasons/MonthStrip'), { what: 'the months of the year', when: 'visible' });
/** The country map with the place marked, beside the map card: drawn at build time. */
const LocatorMap = island(() => import('../../features/maps/LocatorMap'), { what: 'the map', when: 'visible' });
/** The map card (a live map with a key): pre-rendered. */
const MapView = island<MapViewProps>(async () => ({ default: (await import('../../components/MapView')).MapView }), { what: 'the map', when: 'visible' });
/** The experiences' cards: below the fold, pre-rendered, code loaded when they come near the screen. */
const Experiences = island<ExperiencesProps>(() => import('./Experiences'), { what: 'the experiences', when: 'visible' });

/**
 * The place's elevation and its source: pre-rendered; its code and the elevations load only when a
 * visitor opens what the source says.
 */
const PlaceElevation = island<PlaceElevationProps>(() => import('./PlaceElevation'), { what: 'the elevation', when: 'tap' });

/** The heart that saves the place, by its file: the journeys index's other parts stay out of this page's first load. */
const SaveButton = island<SaveButtonProps>(() => import('../../features/journeys/SaveButton'), { what: 'the save button' });

/** Destination maps open wider than the default: the place with its surroundings. */
const DESTINATION_MAP_ZOOM = 12;

export default function DestinationPage({ params }: PageProps) {
  const d = useFullDestination(params.country, params.place);
  if (!d) {
    return (
      <NotFound
        title="Destination Not Found"
        text="The destination you're looking for doesn't exist."
        backLabel="Back to Destinations"
        backHref={paths.destinations()}
      />
    );
  }
  const country = countryName(d.country) ?? '';
  const bookHref = paths.booking({ destination: d.country, place: d.slug, name: d.name });
  const request = { placeName: `${d.name}, ${country}` };

  return (
    <>
      <Hero
        photo={d.image}
        eyebrow={country}
        title={d.name}
        text={d.tagline}
        actions={
          <>
            <ButtonLink href={bookHref} size="lg" colorPalette="brass">
              Book Now
            </ButtonLink>
            <ExpertRequestButton request={request} size="lg" {...onDarkOutline}>
              Contact Expert
            </ExpertRequestButton>
            <SaveButton item={{ kind: 'place', id: placeRef(d) }} name={d.name} tone="hero" size="lg" />
          </>
        }
      />
      <FactsStrip
        label={`${d.name} at a glance`}
        facts={[
          { label: 'Best Time to Visit', value: d.bestTime, icon: <CalendarDays size={22} /> },
          { label: 'Recommended Duration', value: d.duration, icon: <Clock size={22} /> },
          { label: 'Experience Level', value: 'All Levels', icon: <Compass size={22} /> },
        ]}
      />
      <Section aria-labelledby="about-heading" width="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '1.4fr 1fr' }} gap={{ base: '8', lg: '14' }}>
          <Stack gap="5">
            <Heading as="h2" id="about-heading" size={{ base: '3xl', md: '5xl' }}>
              About {d.name}
            </Heading>
            <Text fontSize="lg">{d.description}</Text>
            <Text color="fg.muted">{d.story}</Text>
            <PlaceElevation place={placeRef(d)} />
            <Box>
              <ButtonLink href={bookHref} size="lg">
                Plan Your Visit
              </ButtonLink>
            </Box>
          </Stack>
          <Stack as="section" aria-labelledby="highlights-heading" gap="4" bg="bg.sand" p="8" borderRadius="l3" alignSelf="start">
            <Heading as="h2" id="highlights-heading" size="2xl">
              Must-See Highlights
            </Heading>
            <BulletList items={d.highlights} />
          </Stack>
        </Grid>
      </Section>
      <MonthStrip region={d.region} place={placeRef(d)} name={d.name} />
      <Section tone="sand" aria-labelledby="experiences-heading">
        <SectionHeading id="experiences-heading" eyebrow="Curated for you" title="Unique Experiences" />
        <Experiences experiences={d.experiences} placeName={request.placeName} />
      </Section>
      <Section aria-labelledby="location-heading" width="6xl">
        <SectionHeading id="location-heading" eyebrow={country} title="Location" />
        <LocatorMap place={placeRef(d)} name={d.name} countryName={country}>
          <MapView lat={d.coordinates.lat} lng={d.coordinates.lng} title={d.name} description={`${d.tagline}, ${country}`} zoom={DESTINATION_MAP_ZOOM} apiKey={config.googleMapsApiKey} />
        </LocatorMap>
      </Section>
      <CtaBanner
        title={`Ready to Experience ${d.name}?`}
        text="Let our specialists weave it into a journey shaped around you, with the finest stays and private guides."
        actions={
          <>
            <ButtonLink href={bookHref} size="lg" colorPalette="brass">
              Start Planning
            </ButtonLink>
            <ExpertRequestButton request={request} size="lg" {...onDarkOutline}>
              Contact Expert
            </ExpertRequestButton>
          </>
        }
      />
    </>
  );
}
