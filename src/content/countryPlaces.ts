/** The summaries of a country's places by country slug ('india'), for the country's page (see detailsLoader). */
import { cached, type Loaders } from './detailsLoader';
import type { DestinationSummary } from './types';

const files: Loaders<readonly DestinationSummary[]> = import.meta.glob<readonly DestinationSummary[]>('./destinations/*.ts', { import: 'destinations' });

export const countryPlaces = cached(new Map(Object.entries(files).map(([file, load]) => [/([\w-]+)\.ts$/.exec(file)?.[1] ?? '', { modules: [`src/content/${file.slice(2)}`], load }])));
