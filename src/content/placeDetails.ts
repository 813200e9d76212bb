/** Places with their details by PlaceRef ('india/agra'), for a place's page (see detailsLoader). */
import { cached, withSummaries } from './detailsLoader';
import type { DestinationDetails, DestinationSummary } from './types';

export const destinationDetails = cached(
  withSummaries(
    import.meta.glob<DestinationDetails>('./details/destinations/*/*.ts', { import: 'default' }),
    import.meta.glob<readonly DestinationSummary[]>('./destinations/*.ts', { import: 'destinations' }),
    (country, place) => `${country}/${place}`,
    (d) => `${d.country}/${d.slug}`,
  ),
);
