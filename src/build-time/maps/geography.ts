/**
 * Country outlines for the maps, at build time only: Natural Earth 1:50m through world-atlas
 * (the 1:110m outlines lose Bhutan's and Sri Lanka's shapes), simplified to what each map's scale
 * shows. Never imported by browser code.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json';
import type { CountrySlug } from '../../content/types';

/** ISO 3166-1 numeric ids of the four countries. */
export const COUNTRY_IDS: Readonly<Record<CountrySlug, string>> = {
  india: '356',
  nepal: '524',
  bhutan: '064',
  'sri-lanka': '144',
};

/**
 * The neighbours any of the maps can show, by ISO numeric id. Natural Earth keeps the Siachen
 * Glacier apart (no id); it is drawn with India, which administers it.
 */
export const NEIGHBOUR_IDS: Readonly<Record<string, string>> = {
  '156': 'China',
  '586': 'Pakistan',
  '050': 'Bangladesh',
  '104': 'Myanmar',
  '004': 'Afghanistan',
  '762': 'Tajikistan',
  '462': 'Maldives',
  '764': 'Thailand',
};

const SIACHEN = 'Siachen Glacier';

export interface Land {
  /** ISO numeric id (Siachen: India's). */
  readonly id: string;
  readonly name: string;
  readonly feature: Feature<Geometry>;
}

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

const topology = world as unknown as Countries;
let presimplified: Countries | undefined;

function region(): Countries {
  if (!presimplified) {
    // Only the region's countries, then weights for every arc point (planar, in degrees squared).
    const keep = new Set([...Object.values(COUNTRY_IDS), ...Object.keys(NEIGHBOUR_IDS)]);
    const geometries = topology.objects.countries.geometries.filter((g) => keep.has(String(g.id)) || (g.properties as { name?: string } | undefined)?.name === SIACHEN);
    presimplified = presimplify({ ...topology, objects: { countries: { ...topology.objects.countries, geometries } } }) as Countries;
  }
  return presimplified;
}

function toLands(t: Countries): Land[] {
  const fc = feature(t, t.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return fc.features.map((f) => {
    const siachen = f.properties.name === SIACHEN;
    return { id: siachen ? COUNTRY_IDS.india : String(f.id), name: siachen ? 'India' : f.properties.name, feature: f };
  });
}

/** The region's countries at full 1:50m detail (for checks such as a place lying in its country). */
export function lands(): Land[] {
  return toLands(region());
}

/**
 * The region's countries simplified for a map whose scale is `kmPerPx`: a point goes when the
 * triangle it makes with its neighbours is smaller than about a square pixel (1.2 px²), so every
 * map keeps the detail its scale can show: Bhutan's and Sri Lanka's coasts stay recognisable on
 * their own maps, and India's map stays small (its size is in docs/performance.md).
 */
export function landsAt(kmPerPx: number): Land[] {
  const degPerPx = kmPerPx / 111;
  return toLands(simplify(region(), 1.2 * degPerPx * degPerPx) as Countries);
}

/** One of the four countries' outline, full detail. */
export function countryOutline(country: CountrySlug): Feature<Geometry> {
  const id = COUNTRY_IDS[country];
  const main = lands().find((l) => l.id === id && (l.feature.properties as { name?: string } | null)?.name !== SIACHEN);
  if (!main) throw new Error(`maps: no outline for ${country}`);
  return main.feature;
}

export function isCountryId(id: string): boolean {
  return Object.values(COUNTRY_IDS).includes(id);
}
