/**
 * The catalogue's types. Images are vetted photos (photos/), never URLs.
 */
import type { PhotoInfo } from './photos/photo';

export type CountrySlug = 'india' | 'nepal' | 'bhutan' | 'sri-lanka';

/** An itinerary belongs to one group: a country or the multi-country collection. */
export type ItineraryGroup = CountrySlug | 'multi-country';

/** Reference to a destination page: '{country}/{place}', e.g. 'india/agra'. */
export type PlaceRef = `${CountrySlug}/${string}`;

export interface Coordinates {
  readonly lat: number;
  readonly lng: number;
}

export interface Country {
  readonly slug: CountrySlug;
  readonly name: string;
  readonly image: PhotoInfo;
  /** Two or three sentences. */
  readonly description: string;
  /** Exactly four. */
  readonly highlights: readonly [string, string, string, string];
  /** Place slugs in the order menus and lists show them. */
  readonly destinations: readonly string[];
}

export interface Experience {
  readonly title: string;
  readonly description: string;
  /** e.g. 'Half day', '3 hours'. */
  readonly duration: string;
  readonly image: PhotoInfo;
}

export interface Destination {
  readonly country: CountrySlug;
  readonly slug: string;
  /** The climate region whose month-by-month weather the place shares (seasons/). */
  readonly region: ClimateRegionId;
  readonly name: string;
  /** One short line, shown under the name and in the page title. */
  readonly tagline: string;
  readonly image: PhotoInfo;
  /** Lead paragraph (2-4 sentences): also the page's meta description and card text. */
  readonly description: string;
  /** Second paragraph: named sights, the style of stay, the season. */
  readonly story: string;
  /** Five to eight. */
  readonly highlights: readonly string[];
  /** e.g. 'October to March'. */
  readonly bestTime: string;
  /** e.g. '2-3 days'. */
  readonly duration: string;
  /** Three or four. */
  readonly experiences: readonly Experience[];
  readonly coordinates: Coordinates;
}

export type Difficulty = 'Easy' | 'Moderate' | 'Challenging' | 'Moderate to Challenging';

export interface ItineraryDay {
  readonly day: number;
  readonly title: string;
  readonly description: string;
  readonly activities: readonly string[];
  /** The night's stay, e.g. 'The Oberoi Amarvilas, Agra'; on the last day 'Departure'. */
  readonly accommodation: string;
  /** e.g. 'Breakfast, Dinner'. */
  readonly meals: string;
}

export interface Itinerary {
  readonly id: string;
  readonly group: ItineraryGroup;
  readonly title: string;
  readonly image: PhotoInfo;
  /** '{n} Days / {n-1} Nights'. */
  readonly duration: string;
  /** Two or three sentences. */
  readonly description: string;
  /** City and region names in travel order, as shown ('Delhi → Agra → Jaipur'). */
  readonly destinations: readonly string[];
  /** Catalogue destination pages this trip visits, in travel order. */
  readonly places: readonly PlaceRef[];
  /** e.g. '2-12 people', between '2-6' and '2-12'. */
  readonly groupSize: string;
  readonly difficulty: Difficulty;
  readonly highlights: readonly string[];
  /**
   * Per person in US dollars, twin share, land only, at the hotels the day plan names (in Bhutan
   * with the Sustainable Development Fee): the lowest price of the year.
   */
  readonly fromPrice: number;
  /** One line on what fromPrice covers, e.g. 'Hotels with breakfast, private car and guides, entry fees; flights extra.' */
  readonly priceIncludes: string;
  /** What the trip finder files it under: one or more. */
  readonly styles: readonly TravelStyle[];
  /** e.g. 'October to March'. */
  readonly bestTime: string;
  /** The months bestTime names, in calendar order (a test checks the two agree). */
  readonly bestMonths: readonly MonthNumber[];
  readonly included: readonly string[];
  readonly notIncluded: readonly string[];
  /** One entry per day of the duration. */
  readonly days: readonly ItineraryDay[];
  /**
   * Where the nights are spent, in travel order: the route the map draws and the places whose
   * seasons a dated plan checks. Nights add up to the days less one; the last day belongs to the
   * last stop (a stop of 0 nights where the journey ends elsewhere, e.g. back in Delhi to fly home).
   */
  readonly stops: readonly RouteStop[];
}

/** How a route reaches a stop from the one before. */
export type Transport = 'road' | 'rail' | 'flight' | 'boat' | 'trek';

export interface RouteStop {
  /** As maps and lists show it: 'Agra', 'Namche Bazaar'. */
  readonly name: string;
  /** The catalogue's page for it, where there is one. */
  readonly place?: PlaceRef;
  readonly country: CountrySlug;
  /** The climate region whose months apply (its place's region when it has a place). */
  readonly region: ClimateRegionId;
  /** Of the town or lodge itself, to four decimals. */
  readonly coordinates: Coordinates;
  readonly nights: number;
  /** How it is reached from the stop before; absent on the first stop. */
  readonly arrival?: Transport;
}

export interface Slide {
  readonly image: PhotoInfo;
  readonly title: string;
  readonly tagline: string;
}

export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  /** Where the traveller comes from, e.g. 'United Kingdom'. */
  readonly location: string;
  /** Stars out of five. */
  readonly rating: number;
  /** Title of the trip they took. */
  readonly trip: string;
}

export interface Blurb {
  readonly title: string;
  readonly text: string;
}

export interface Stat {
  /** e.g. '500+'. */
  readonly value: string;
  readonly label: string;
}

export interface Feature {
  readonly title: string;
  readonly description: string;
  readonly details: readonly string[];
}

export interface ProcessStep {
  readonly title: string;
  readonly description: string;
}

export type GalleryCategory = CountrySlug | 'culture';

export interface GalleryPhoto {
  readonly id: string;
  readonly image: PhotoInfo;
  readonly title: string;
  readonly location: string;
  readonly category: GalleryCategory;
  /** Lower-case tags; filters match 'nature', 'architecture', 'culture' and country slugs. */
  readonly tags: readonly string[];
}

/**
 * The catalogue is kept in two layers so the first page load stays small: summaries (what menus,
 * cards, heads and booking choices need) ship with the app; details (long prose, day plans) ship
 * with the pages that show them. Each fact is written once, in one of the two.
 */
export type DestinationSummary = Pick<Destination, 'country' | 'slug' | 'region' | 'name' | 'tagline' | 'image' | 'description'>;
export type DestinationDetails = Omit<Destination, keyof DestinationSummary>;

export type ItinerarySummary = Pick<
  Itinerary,
  'id' | 'group' | 'title' | 'image' | 'duration' | 'description' | 'destinations' | 'groupSize' | 'difficulty' | 'highlights' | 'fromPrice' | 'styles' | 'bestMonths'
>;
export type ItineraryDetails = Omit<Itinerary, keyof ItinerarySummary>;

// ---------------------------------------------------------------- seasons and travel styles

/** A month of the year: 1 is January, 12 December. */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** What the trip finder filters by; labels in styles.ts. */
export type TravelStyle = 'culture' | 'wildlife' | 'trekking' | 'wellness' | 'festivals' | 'beaches' | 'rail' | 'family' | 'honeymoon';

/** The climate regions of the four countries; every place and route stop belongs to one. */
export type ClimateRegionId =
  | 'india-plains'
  | 'rajasthan'
  | 'kerala'
  | 'ladakh'
  | 'mumbai-gujarat'
  | 'kathmandu-pokhara'
  | 'chitwan'
  | 'nepal-high-trails'
  | 'bhutan-west'
  | 'bumthang'
  | 'sri-lanka-south-west'
  | 'sri-lanka-hill-country'
  | 'sri-lanka-east-coast'
  | 'sri-lanka-cultural-triangle';

/** How good a month is for travel in a region, as a specialist would say it. */
export type SeasonRating = 'best' | 'good' | 'mixed' | 'avoid';

export interface MonthClimate {
  /** Average daily high, degrees Celsius. */
  readonly highC: number;
  /** Average daily low, degrees Celsius. */
  readonly lowC: number;
  /** Average rainfall of the month, millimetres. */
  readonly rainMm: number;
  readonly rating: SeasonRating;
}

/**
 * A note under a region's months: a festival (its usual months), a closure (a park's core zone, a
 * pass or road, a trek out of season: what a dated trip warns about), or a season fact (treks open,
 * whale season).
 */
export interface SeasonNote {
  readonly kind: 'festival' | 'closure' | 'season';
  readonly months: readonly MonthNumber[];
  /** One short sentence, e.g. 'Ranthambore's core zones close for the monsoon (1 July to 30 September).' */
  readonly text: string;
  /** Place refs or route stop ids the note concerns; the whole region when absent. */
  readonly places?: readonly string[];
}

export interface ClimateRegion {
  readonly id: ClimateRegionId;
  readonly country: CountrySlug;
  /** e.g. 'Delhi and Agra plains'. */
  readonly name: string;
  /** January to December: exactly twelve. */
  readonly months: readonly MonthClimate[];
  readonly notes: readonly SeasonNote[];
  /** Where the figures come from (the climate normals of a named station), shown under the table. */
  readonly source: string;
}
