/**
 * A place in a grid: photo, country, name, tagline and an Explore link.
 */
import { ImageCard } from '../../components/ImageCard';
import { AppLink } from '../../components/links';
import { destinationHref, getCountry } from '../../content/places';
import type { DestinationSummary } from '../../content/types';

export function DestinationCard({ destination: d, showDescription = false }: { destination: DestinationSummary; showDescription?: boolean }) {
  return (
    <ImageCard
      photo={d.image}
      kicker={getCountry(d.country)?.name}
      title={d.name}
      text={showDescription ? d.description : d.tagline}
      actions={
        <AppLink href={destinationHref(d)} fontWeight="semibold" aria-label={`Explore ${d.name}`}>
          Explore
        </AppLink>
      }
    />
  );
}
