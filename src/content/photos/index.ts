/**
 * Every vetted photo, one table: for build time (the precache, the search index) and tests. The
 * catalogue and the pages take a photo by value from its module (a country's, india.ts ..., or the countries' own, countries.ts), so a
 * page's first load carries the photos of its own country, not this table.
 */
import { bhutanPhotos } from './bhutan';
import { countryPhotos } from './countries';
import { indiaPhotos } from './india';
import { nepalPhotos } from './nepal';
import type { PhotoInfo } from './photo';
import { regionPhotos } from './region';
import { sriLankaPhotos } from './sri-lanka';

export type { PhotoInfo } from './photo';

export const photos = { ...countryPhotos, ...indiaPhotos, ...nepalPhotos, ...regionPhotos, ...bhutanPhotos, ...sriLankaPhotos } satisfies Record<string, PhotoInfo>;

export type PhotoKey = keyof typeof photos;
