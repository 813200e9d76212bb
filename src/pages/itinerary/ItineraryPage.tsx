/**
 * Itinerary detail: hero (with 'Plan my dates' and the save heart), facts strip, its best months,
 * Trip Overview (highlights and the journey), Route Map, Altitude, Plan My Dates, Before you go (the checklist of a dated trip) and the Day by Day Itinerary
 * (dated when the URL has a start: /itinerary/{id}?start=YYYY-MM-DD&travellers=N), the price (in the
 * visitor's currency) and what is and is not included, and 'Ready for This Adventure?'. Book buttons open the booking form prefilled; contact buttons the contact form,
 * both prefilled. Unknown id: not found.
 */
import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { CalendarDays as LucideCalendarDays, Clock as LucideClock, Gauge as LucideGauge, Users as LucideUsers } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { BulletList } from '../../components/BulletList';
import { CtaBanner } from '../../components/CtaBanner';
import { FactsStrip } from '../../components/FactsStrip';
import { Hero } from '../../components/Hero';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { Section, SectionHeading } from '../../components/Section';
import { paths } from '../../config/paths';
import { routeText } from '../../content/routeText';
import { useFullItinerary } from '../../features/catalogue/useFullItinerary';
import type { AltitudeSectionProps } from '../../features/altitude/AltitudeSection';
import type { BeforeYouGoProps } from '../../features/beforeYouGo/BeforeYouGo';
import type { SaveButtonProps } from '../../features/journeys/SaveButton';
import type { TripPlanProps } from '../../features/journeys/TripPlan';
import type { PageProps } from '../../lib/pageProps';

const CalendarDays = lightIcon(LucideCalendarDays);
const Clock = lightIcon(LucideClock);
const Gauge = lightIcon(LucideGauge);
const Users = lightIcon(LucideUsers);

/*
 * Below the fold, each part's code loads as it nears the screen (or on a tap, which waits for it):
 * a visit that does not scroll downloads none of it.
 */
/** The price in the visitor's currency: pre-rendered. */
const PricePanel = island(() => import('../../features/currency/PricePanel'), { what: 'the price', when: 'visible' });
/** Pre-rendered in full. */
const BestMonths = island(() => import('../../features/seasons/BestMonthsStrip'), { what: 'the best months', when: 'visible' });
/** Drawn at build time; pre-rendered in full. */
const RouteMap = island(() => import('../../features/maps/RouteMapSection'), { what: 'the route map', when: 'visible' });
/** The nights' elevations and, on a high journey, the acclimatisation guidance: pre-rendered, code near the screen. */
const Altitude = island<AltitudeSectionProps>(() => import('../../features/altitude/AltitudeSection'), { what: 'the altitude', when: 'visible' });
/**
 * The heart that saves the journey.
 */
const SaveButton = island<SaveButtonProps>(() => import('../../features/journeys/SaveButton'), { what: 'the save button' });
/** Plan My Dates and the day by day (dated from the URL, so alive at start-up): pre-rendered in full. */
const TripPlan = island<TripPlanProps>(() => import('../../features/journeys/TripPlan'), { what: 'your dates' });
/** 'Before you go', which TripPlan shows on a dated trip only: read from the URL and the device, so browser-only. */
const BeforeYouGo = island<BeforeYouGoProps>(() => import('../../features/beforeYouGo/BeforeYouGo'), { what: 'your checklist', when: 'client' });
/** 'Ask about this day': in every day of the pre-rendered plan. */
const AskAboutDay = island(() => import('../../features/enquiries/forms/DayQuestionButton'), { what: 'the question button', when: 'visible' });

export default function ItineraryPage({ params }: PageProps) {
  const it = useFullItinerary(params.id);
  if (!it) {
    return (
      <NotFound
        title="Itinerary Not Found"
        text="The itinerary you're looking for doesn't exist."
        backLabel="Back to Itineraries"
        backHref={paths.itineraries()}
      />
    );
  }
  const bookHref = paths.booking({ destination: it.group, itinerary: it.id });
  const contactHref = paths.contact({ subject: `Itinerary: ${it.title}`, inquiryType: 'custom' });

  return (
    <>
      <Hero
        photo={it.image}
        eyebrow={it.duration}
        title={it.title}
        text={it.description}
        actions={
          <>
            <ButtonLink href={bookHref} size="lg" colorPalette="brass">
              Book This Trip
            </ButtonLink>
            <ButtonLink href={contactHref} size="lg" {...onDarkOutline}>
              Contact Expert
            </ButtonLink>
            {/* A plain link: it works before the app starts. */}
            <Button asChild size="lg" {...onDarkOutline}>
              <a href="#plan">Plan my dates</a>
            </Button>
            <SaveButton item={{ kind: 'itinerary', id: it.id }} name={it.title} tone="hero" size="lg" />
          </>
        }
      />
      <FactsStrip
        label="Trip facts"
        facts={[
          { label: 'Duration', value: it.duration, icon: <Clock size={22} /> },
          { label: 'Group Size', value: it.groupSize, icon: <Users size={22} /> },
          { label: 'Difficulty', value: it.difficulty, icon: <Gauge size={22} /> },
          { label: 'Best Time', value: it.bestTime, icon: <CalendarDays size={22} /> },
        ]}
      />
      <BestMonths months={it.bestMonths} />
      <Section aria-labelledby="overview-heading" width="6xl">
        <SectionHeading id="overview-heading" title="Trip Overview" intro={it.description} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10">
          <Stack as="section" aria-labelledby="trip-highlights" gap="4">
            <Heading as="h3" id="trip-highlights" size="2xl">
              Trip Highlights
            </Heading>
            <BulletList items={it.highlights} />
          </Stack>
          <Stack as="section" aria-labelledby="your-journey" gap="4">
            <Heading as="h3" id="your-journey" size="2xl">
              Your Journey
            </Heading>
            <Stack as="ol" gap="0" listStyle="none" aria-label={routeText(it.destinations)}>
              {it.destinations.map((place, i) => (
                <HStack as="li" key={`${place}-${i}`} gap="3" py="2" borderLeftWidth="2px" borderColor="brass.300" pl="4" position="relative">
                  <Badge recipe={badgeRecipe} borderRadius="full" colorPalette="jade" variant="solid" minW="7" justifyContent="center">
                    {i + 1}
                  </Badge>
                  <Text fontWeight="medium">{place}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Section>
      <RouteMap itinerary={it.id} stops={it.stops} />
      <Altitude itinerary={it.id} stops={it.stops} />
      <TripPlan itinerary={it} askAboutDay={(topic) => <AskAboutDay topic={topic} />} checklist={<BeforeYouGo itinerary={it} />} />
      <Section aria-label="Price and inclusions" width="5xl">
        <Box mb="12">
          <PricePanel usd={it.fromPrice} includes={it.priceIncludes} />
        </Box>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="10">
          <Stack as="section" aria-labelledby="included-heading" gap="4">
            <Heading as="h2" id="included-heading" size="2xl">
              What's Included
            </Heading>
            <BulletList items={it.included} mark="included" />
          </Stack>
          <Stack as="section" aria-labelledby="not-included-heading" gap="4">
            <Heading as="h2" id="not-included-heading" size="2xl">
              Not Included
            </Heading>
            <BulletList items={it.notIncluded} mark="excluded" />
          </Stack>
        </Grid>
      </Section>
      <CtaBanner
        title="Ready for This Adventure?"
        text="Reserve your dates or ask us to tailor the route, pace and stays to you."
        actions={
          <>
            <ButtonLink href={bookHref} size="lg" colorPalette="brass">
              Book Now
            </ButtonLink>
            <ButtonLink href={contactHref} size="lg" {...onDarkOutline}>
              Customize Trip
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
