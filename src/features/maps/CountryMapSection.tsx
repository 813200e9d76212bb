/**
 * A country's map with every place as a link to its page. An island: out of the first load.
 */
import { Section, SectionHeading } from '../../components/Section';
import type { CountrySlug } from '../../content/types';
import { mapId } from '../../config/mapFiles';
import { MapFigure } from './MapFigure';

export interface CountryMapSectionProps {
  country: CountrySlug;
  name: string;
}

export default function CountryMapSection({ country, name }: CountryMapSectionProps) {
  const id = mapId.country(country);
  return (
    <Section aria-labelledby="country-map" width="5xl">
      <SectionHeading id="country-map" eyebrow="Map" title={`Map of ${name}`} />
      <MapFigure key={id} mapId={id} whereAmI maxW="40rem" mx="auto" caption={`The places of ${name} we know best: choose one to open its page.`} />
    </Section>
  );
}
