/**
 * Itinerary list (/itineraries and /itineraries/{group}): a hero titled for the group, the trip
 * finder (country chips, filters, the matching journeys) and a closing call to action.
 */
import { CtaBanner } from '../../components/CtaBanner';
import { Hero } from '../../components/Hero';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { NotFound } from '../../components/NotFound';
import { Section, SectionHeading } from '../../components/Section';
import { paths } from '../../config/paths';
import { getCountry } from '../../content/countries';
import { groupName, isItineraryGroup } from '../../content/groups';
import { indiaPhotos } from '../../content/photos/india';
import { regionPhotos } from '../../content/photos/region';
import type { PageProps } from '../../lib/pageProps';

const MULTI_COUNTRY_PHOTO = regionPhotos.prayerFlagsAndMountains;
const ALL_PHOTO = indiaPhotos.rajasthanPalaceAndDesert;

/** Filters and the list: pre-rendered with every journey, alive after start-up. */
const TripFinder = island(() => import('../../features/finder/TripFinder'), { what: 'the journeys' });

export default function ItinerariesPage({ params }: PageProps) {
  const { group } = params;
  if (group !== undefined && !isItineraryGroup(group)) return <NotFound />;
  const name = group ? groupName(group) : undefined;
  const heading = name ? `${name} Itineraries` : 'All Itineraries';
  const photo = group ? (getCountry(group)?.image ?? MULTI_COUNTRY_PHOTO) : ALL_PHOTO;

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
        <SectionHeading id="itineraries-heading" title={heading} intro="Each journey is private and adaptable to your dates and pace. Choose a month, a length, a style or a budget to find yours." />
        <TripFinder group={group} />
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
