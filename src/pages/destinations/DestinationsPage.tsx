/**
 * Destinations overview: the four countries, each with its photo, description, highlights, its
 * first six places, and links to the country and its itineraries; a closing banner.
 */
import { CtaBanner } from '../../components/CtaBanner';
import { Hero } from '../../components/Hero';
import { island } from '../../components/island';
import { ButtonLink, onDarkOutline } from '../../components/links';
import { paths } from '../../config/paths';
import { regionPhotos } from '../../content/photos/region';

/**
 * The countries below the hero: pre-rendered, their code and the places of all four countries
 * (with their photos) loaded when they come near the screen.
 */
const CountryOverviews = island(() => import('./CountryOverviews'), { what: 'the countries', when: 'visible' });

export default function DestinationsPage() {
  return (
    <>
      <Hero
        photo={regionPhotos.himalayas}
        size="tall"
        eyebrow="Destinations"
        title="Explore Our Destinations"
        text="Mughal cities and desert palaces, Himalayan valleys and Buddhist kingdoms, tea hills and tropical coasts: four countries we know by heart."
      />
      <CountryOverviews />
      <CtaBanner
        title="Not Sure Where to Begin?"
        text="Tell us what moves you, palaces, peaks, wildlife or stillness, and we will suggest the journey that fits."
        actions={
          <>
            <ButtonLink href={paths.booking()} size="lg" colorPalette="brass">
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
