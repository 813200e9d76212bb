/**
 * The detail layer, loaded per country or itinerary group: a destination or itinerary page ships
 * only its own group's long prose and day plans, not the whole catalogue's. Each table loads once;
 * after that `peek` answers synchronously, so a page loaded ahead of rendering (the pre-renderer,
 * the first client render) never suspends.
 */
import type { CountrySlug, DestinationDetails, ItineraryDetails, ItineraryGroup } from './types';

type Table<T> = Readonly<Record<string, T>>;

const destinationTables: Record<CountrySlug, () => Promise<Table<DestinationDetails>>> = {
  india: () => import('./destinations/india.details').then((m) => m.indiaDestinationDetails),
  nepal: () => import('./destinations/nepal.details').then((m) => m.nepalDestinationDetails),
  bhutan: () => import('./destinations/bhutan.details').then((m) => m.bhutanDestinationDetails),
  'sri-lanka': () => import('./destinations/sri-lanka.details').then((m) => m.sriLankaDestinationDetails),
};

const itineraryTables: Record<ItineraryGroup, () => Promise<Table<ItineraryDetails>>> = {
  india: () => import('./itineraries/india.details').then((m) => m.indiaItineraryDetails),
  nepal: () => import('./itineraries/nepal.details').then((m) => m.nepalItineraryDetails),
  bhutan: () => import('./itineraries/bhutan.details').then((m) => m.bhutanItineraryDetails),
  'sri-lanka': () => import('./itineraries/sri-lanka.details').then((m) => m.sriLankaItineraryDetails),
  'multi-country': () => import('./itineraries/multi-country.details').then((m) => m.multiCountryItineraryDetails),
};

/** The source file of a group's table, for the pre-renderer's modulepreload tags. */
export const detailsModule = {
  destinations: (country: CountrySlug) => `src/content/destinations/${country}.details.ts`,
  itineraries: (group: ItineraryGroup) => `src/content/itineraries/${group}.details.ts`,
};

function cachedTables<K extends string, T>(loaders: Record<K, () => Promise<T>>) {
  const values = new Map<K, T>();
  const pending = new Map<K, Promise<T>>();
  return {
    peek: (key: K): T | undefined => values.get(key),
    load(key: K): Promise<T> {
      let promise = pending.get(key);
      if (!promise) {
        promise = loaders[key]().then((value) => {
          values.set(key, value);
          return value;
        });
        pending.set(key, promise);
      }
      return promise;
    },
  };
}

export const destinationDetailTables = cachedTables(destinationTables);
export const itineraryDetailTables = cachedTables(itineraryTables);
