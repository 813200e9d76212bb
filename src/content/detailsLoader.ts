/**
 * The detail layer, loaded per place or itinerary: a destination or itinerary page ships only its
 * own long prose and day plan, not the catalogue's. Each file under ./details is a chunk of its own
 * (import.meta.glob); each loads once (lib/load), and after that `peek` answers synchronously, so a page
 * loaded ahead of rendering (the pre-renderer, the first client render) never suspends.
 */
import { loadOnce } from '../lib/load';
import type { DestinationDetails, ItineraryDetails } from './types';

type Loaders<T> = Record<string, () => Promise<T>>;

/** './details/destinations/india/agra.ts' -> 'india/agra' (the place's PlaceRef). */
const destinationFiles: Loaders<DestinationDetails> = import.meta.glob<DestinationDetails>('./details/destinations/*/*.ts', { import: 'default' });
/** './details/itineraries/india/golden-triangle.ts' -> 'golden-triangle' (the itinerary's id). */
const itineraryFiles: Loaders<ItineraryDetails> = import.meta.glob<ItineraryDetails>('./details/itineraries/*/*.ts', { import: 'default' });

const FILE = /^\.\/details\/\w+\/([\w-]+)\/([\w-]+)\.ts$/;

function keyed<T>(files: Loaders<T>, key: (group: string, name: string) => string): Map<string, { file: string; load: () => Promise<T> }> {
  const table = new Map<string, { file: string; load: () => Promise<T> }>();
  for (const [file, load] of Object.entries(files)) {
    const [, group = '', name = ''] = FILE.exec(file) ?? [];
    table.set(key(group, name), { file: `src/content/${file.slice(2)}`, load });
  }
  return table;
}

function cached<T>(files: Map<string, { file: string; load: () => Promise<T> }>) {
  // One load per key, with lib/load's rule: a failed load (offline) is forgotten and tried again.
  const loads = new Map([...files].map(([key, entry]) => [key, loadOnce(entry.load)]));
  return {
    /** The details if loaded; undefined if not loaded yet or there are none. */
    peek: (key: string): T | undefined => loads.get(key)?.peek(),
    /** Loads the details; undefined when the catalogue has none by that key. */
    load: (key: string): Promise<T> | undefined => loads.get(key)?.(),
    /**
     * What a route loads for a key before rendering: the loader and the source file (which the
     * pre-renderer lists for the browser to fetch with the app); undefined when there are none.
     */
    ref(key: string): { load: () => Promise<T>; module: string } | undefined {
      const entry = files.get(key);
      const load = loads.get(key);
      return entry && load && { load, module: entry.file };
    },
    /** Every key's details (the pre-renderer's precache list, the catalogue tests). */
    async loadAll(): Promise<Record<string, T>> {
      const keys = [...loads.keys()];
      const values = await Promise.all(keys.map((key) => loads.get(key)!()));
      return Object.fromEntries(keys.map((key, i) => [key, values[i]!]));
    },
  };
}

/** Destination details by PlaceRef ('india/agra'). */
export const destinationDetails = cached(keyed(destinationFiles, (country, place) => `${country}/${place}`));
/** Itinerary details by itinerary id ('golden-triangle'). */
export const itineraryDetails = cached(keyed(itineraryFiles, (_group, id) => id));
