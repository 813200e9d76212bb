/**
 * Every vetted photo, one table: for build time (the precache, the search index) and tests. The
 * catalogue and the pages take a photo by value from its module, so a page's first load carries
 * only the photos of its own country: the four countries' own (countries.ts), those a country's
 * lists and cards show (india.ts ...) and those only a place's own page shows (india-details.ts ...).
 */
import { bhutanPhotos } from './bhutan';
import { bhutanDetailPhotos } from './bhutan-details';
import { countryPhotos } from './countries';
import { indiaPhotos } from './india';
import { indiaDetailPhotos } from './india-details';
import { nepalPhotos } from './nepal';
import { nepalDetailPhotos } from './nepal-details';
import type { PhotoInfo } from './photo';
import { regionPhotos } from './region';
import { regionDetailPhotos } from './region-details';
import { sriLankaPhotos } from './sri-lanka';
import { sriLankaDetailPhotos } from './sri-lanka-details';

export type { PhotoInfo } from './photo';

export const photos = {
  ...countryPhotos,
  ...indiaPhotos,
  ...indiaDetailPhotos,
  ...nepalPhotos,
  ...nepalDetailPhotos,
  ...bhutanPhotos,
  ...bhutanDetailPhotos,
  ...sriLankaPhotos,
  ...sriLankaDetailPhotos,
  ...regionPhotos,
  ...regionDetailPhotos,
} satisfies Record<string, PhotoInfo>;

export type PhotoKey = keyof typeof photos;
