/**
 * Each drawn map's id, which names its file: route/{itinerary}, place/{country}/{place},
 * country/{country}, and profile/{itinerary} (a high journey's altitude profile). Part of what src/config/precache.ts says (and re-exports).
 */

export const mapId = {
  route: (itinerary: string) => `route/${itinerary}`,
  /** `place` is a place's ref, 'india/agra'. */
  place: (place: string) => `place/${place}`,
  country: (country: string) => `country/${country}`,
  profile: (itinerary: string) => `profile/${itinerary}`,
};

/** Where the build writes a map (dist/maps/{id}.svg) and a page reached in the app fetches it. */
export function mapUrl(id: string): `/${string}` {
  return `/maps/${id}.svg`;
}

/** An itinerary's route for navigation apps (GPX 1.1), written by the build and precached. */
export function routeGpxUrl(itinerary: string): `/${string}` {
  return `/gpx/${itinerary}.gpx`;
}
