/**
 * A place in a grid: photo, country, name, tagline, an Explore link and the heart that saves it.
 */
import { ImageCard } from '../../components/ImageCard';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { countryName, placeRef } from '../../content/countryNames';
import type { DestinationSummary } from '../../content/types';
import { placeRefOf } from '../journeys/refs';
import { SaveButton } from '../journeys/Heart';

export function DestinationCard({ destination: d, showDescription = false }: { destination: DestinationSummary; showDescription?: boolean }) {
  return (
    <ImageCard
      photo={d.image}
      kicker={countryName(d.country)}
      corner={<SaveButton item={placeRefOf(placeRef(d))} name={d.name} />}
      title={d.name}
      text={showDescription ? d.description : d.tagline}
      actions={
        <AppLink href={paths.destination(d.country, d.slug)} fontWeight="semibold" aria-label={`Explore ${d.name}`}>
          Explore
        </AppLink>
      }
    />
  );
}
