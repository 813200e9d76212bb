/** A country's essentials by country slug ('india'), for its /essentials page (see detailsLoader). */
import { cached, type Loaders } from './detailsLoader';
import type { CountryEssentials } from './essentials/types';

const files: Loaders<CountryEssentials> = import.meta.glob<CountryEssentials>(['./essentials/*.ts', '!./essentials/types.ts', '!./essentials/sources.ts'], { import: 'essentials' });

export const countryEssentials = cached(new Map(Object.entries(files).map(([file, load]) => [/([\w-]+)\.ts$/.exec(file)?.[1] ?? '', { modules: [`src/content/${file.slice(2)}`, 'src/content/essentials/sources.ts'], load }])));
