/**
 * Elevations of the places and of the route stops where nights are spent, each with the page it was
 * read on and the date it was checked: the altitude guidance, profile and highest night of a high
 * journey rest on them, and places' pages show them. To change one, read its source again (or a
 * better one: a government, airport or park authority, a national mapping agency, an encyclopaedia)
 * and change the figure, the source, its words (sourceWords.ts: apart, so that an itinerary's first
 * load carries the figures without them) and `checkedOn` together. Never estimate a figure: a place
 * or stop no source could be found for goes in AWAITING_SOURCE instead, and says so where it is
 * shown. tests/unit/elevations.test.ts fails when a place or stop has neither, a source's words do
 * not give its figure, or a check is more than 12 months old.
 *
 * Stops are keyed '{country}/{name as the stop shows it}' (stopKey), places by PlaceRef: the same
 * figure serves both where the stop is the place's town (one constant, used twice).
 */
import type { SourcePage } from './checked';
import type { PlaceRef, RouteStop } from './types';

export interface Elevation {
  /** Metres above sea level; 0 for a town the source places at sea level. */
  readonly metres: number;
  /** Where the source gives a range ('600 to 900 metres'), its top; `metres` is then its foot. */
  readonly toMetres?: number;
  /** The source gives the figure as approximate ('about 1,500 metres'). */
  readonly approx?: boolean;
  /** What the figure is of, where it is not the place or stop itself: 'Leh, the main town'. */
  readonly of?: string;
  /** The page it was read on (its words giving the figure: sourceWords.ts). */
  readonly source: SourcePage;
  /** When the source was last read, 'YYYY-MM-DD'. */
  readonly checkedOn: string;
}

const CHECKED = '2026-11-28';

const britannica = (url: string): SourcePage => ({ publisher: 'Encyclopaedia Britannica', url });
/** A Wikipedia article, read at the address given (the encyclopedia itself, or a copy of it). */
const wikipedia = (url: string, readAs?: string): SourcePage => ({ publisher: readAs ? `Wikipedia (as copied by ${readAs})` : 'Wikipedia', url });
/** The Druk Path's camps: a Bhutan tour operator's trek notes, the published camp altitudes found. */
const drukPath: SourcePage = { publisher: 'Gangri Tours, a Bhutan tour operator (Druk Path trek notes)', url: 'http://www.gangritours.com/?page_id=1263' };
const honeyguide = (page: string): SourcePage => ({ publisher: 'Honeyguide, an Everest-region trekking guide', url: `https://honeyguideapps.com/${page}` });

const at = (metres: number, source: SourcePage, more: Partial<Omit<Elevation, 'metres' | 'source' | 'checkedOn'>> = {}): Elevation => ({ metres, source, checkedOn: CHECKED, ...more });

// India
const delhi = at(216, wikipedia('https://sco.wikipedia.org/wiki/New_Deli', 'the Scots Wikipedia'), { of: 'New Delhi' });
const agra = at(171, wikipedia('http://piglix.com/piglix/Agra,_India', 'Piglix'));
const jaipur = at(
  431,
  { publisher: 'Jaipur Culture: Jaipur’s location and coordinates', url: 'https://jaipurculture.com/nature-geography-jaipur/jaipur-location-coordinates' },
  { approx: true },
);
const jodhpur = at(237, { publisher: 'Rajasthan Tourism: Jodhpur', url: 'http://rajtourism.com/html/cities/jodhpur/jodhpur.htm', official: true });
const mumbai = at(
  10,
  { publisher: 'Beauty of Mumbai (a blog): geography of Mumbai', url: 'https://buty-of-mumbai.blogspot.com/2008/09/geography-of-mumbai.html' },
  { toMetres: 15, of: 'most of the city' },
);
const ahmedabad = at(53, wikipedia('https://en.wikipedia.org/wiki/Geography_of_Ahmedabad'), {
  of: 'Ahmedabad, where journeys in Gujarat begin',
});
const leh = at(
  3520,
  britannica('https://www.britannica.com/place/Leh'),
  { of: 'Leh, the main town' },
);
const kochi = at(
  0,
  { publisher: 'Kerala State Planning Board: Ernakulam district', url: 'http://spb.kerala.gov.in/index.php/ernakulam.html', official: true },
  { of: 'the coastal lowland of Kochi, near sea level' },
);
const munnar = at(
  1600,
  { publisher: 'Hosanna Tours and Travels (a Kerala tour operator): Munnar', url: 'https://www.hosannatoursandtravels.com/tours/munnar/' },
  { approx: true },
);
const kanha = at(
  600,
  britannica('https://www.britannica.com/place/Kanha-National-Park'),
  { toMetres: 900, of: 'the national park' },
);
const jabalpur = at(412, wikipedia('https://en.m.wikipedia.org/wiki/Jabalpur'));

// Nepal
const kathmandu = at(
  1324,
  { publisher: 'Encyclopaedia Britannica (Student Encyclopedia)', url: 'http://www.britannica.com/place/Kathmandu/article-websites' },
);
const pokhara = at(
  822,
  wikipedia('https://wikisum.wiki/wiki/Pokhara,_Nepal', 'WikiSum'),
  { approx: true },
);
const chitwan = at(
  100,
  { publisher: 'andBeyond (a safari operator): Chitwan National Park', url: 'https://www.andbeyond.com/destinations/asia/nepal/chitwan-national-park/' },
  { toMetres: 815, of: 'the national park, from the river valleys to the Churia Hills' },
);
const everestTripPlanner: SourcePage = { publisher: 'Everest Trip Planner, a trekking guide site', url: 'https://everesttripplanner.com/about-everest/other-must-visit-places' };
const phakding = at(
  2610,
  everestTripPlanner,
);
const monjo = at(2835, everestTripPlanner);
const namche = at(
  3440,
  wikipedia('https://en.wikipedia.org/wiki/Portal:Nepal/Featured_picture/3'),
);
const thame = at(3785, honeyguide('thame.d6c1098d5046.everest-region'));
const deboche = at(3740, honeyguide('deboche.d4d9dfd8f89c.everest-region'));
const lukla = at(
  2845,
  { publisher: '56ok (a travel site): inside Lukla, Nepal’s Tenzing-Hillary Airport', url: 'https://en-test.56ok.com/topic/detail-886897-inside-lukla-the-challenges-of-nepals-tenzinghillary-airport.html' },
  { of: 'Tenzing–Hillary Airport' },
);
const annapurnaBaseCamp = at(
  4130,
  { publisher: 'The Himalayan Times', url: 'https://thehimalayantimes.com/nepal/tourism-entrepreneurs-eager-to-welcome-un-secretary-general-to-annapurna-base-camp' },
);

// Bhutan
const paro = at(
  2225,
  { publisher: 'Department of Air Transport, Bhutan', url: 'https://www.doat.gov.bt/?page_id=60', official: true },
  { approx: true, of: 'Paro International Airport (7,300 ft)' },
);
const thimphu = at(
  2000,
  britannica('https://kids.britannica.com/scholars/article/Thimphu/72131'),
  { approx: true },
);
const punakha = at(
  1500,
  britannica('https://www.britannica.com/print/article/483410'),
  { approx: true },
);
const jiliDzong = at(3480, drukPath, { of: 'the camp below the dzong' });
const jangchulakha = at(3770, drukPath, { of: 'the camp' });
const jimilangTsho = at(3870, drukPath, {
  of: 'the camp by the lake',
});
const simkotraTsho = at(4110, drukPath, {
  of: 'the camp by the lake',
});
const phajoding = at(3750, drukPath, { of: 'the camp' });

// Sri Lanka
const kandy = at(500, britannica('https://www.britannica.com/place/Kandy'));
const nuwaraEliya = at(
  1889,
  britannica('https://www.britannica.com/place/Nuwara-Eliya'),
);
const sigiriya = at(
  349,
  britannica('http://media-3.web.britannica.com/eb-diffs/588/543588-8809-67705.html'),
  { of: 'the summit of the rock, 180 m above the plain' },
);
const ella = at(
  1041,
  { publisher: 'Hayleys Tours (a Sri Lanka tour operator): Ella', url: 'https://www.hayleystours.com/srilanka/ella' },
);

export const placeElevations: Readonly<Partial<Record<PlaceRef, Elevation>>> = {
  'india/delhi': delhi,
  'india/agra': agra,
  'india/jaipur': jaipur,
  'india/jodhpur': jodhpur,
  'india/mumbai': mumbai,
  'india/gujarat': ahmedabad,
  'india/ladakh': leh,
  'nepal/kathmandu': kathmandu,
  'nepal/pokhara': pokhara,
  'nepal/chitwan': chitwan,
  'nepal/everest': { ...namche, of: "Namche Bazaar, the region's main village" },
  'nepal/annapurna': { ...annapurnaBaseCamp, of: 'Annapurna Base Camp' },
  'bhutan/paro': paro,
  'bhutan/thimphu': thimphu,
  'bhutan/punakha': punakha,
  'sri-lanka/kandy': kandy,
  'sri-lanka/sigiriya': sigiriya,
};

export const stopElevations: Readonly<Record<string, Elevation>> = {
  'india/Delhi': delhi,
  'india/Agra': agra,
  'india/Jaipur': jaipur,
  'india/Jodhpur': jodhpur,
  'india/Kochi': kochi,
  'india/Munnar': munnar,
  'india/Kanha': kanha,
  'india/Jabalpur': jabalpur,
  'nepal/Kathmandu': kathmandu,
  'nepal/Pokhara': pokhara,
  'nepal/Chitwan': chitwan,
  'nepal/Phakding': phakding,
  'nepal/Monjo': monjo,
  'nepal/Namche Bazaar': namche,
  'nepal/Thame': thame,
  'nepal/Deboche': deboche,
  'nepal/Lukla': lukla,
  'nepal/Annapurna Base Camp': annapurnaBaseCamp,
  'bhutan/Paro': paro,
  'bhutan/Thimphu': thimphu,
  'bhutan/Punakha': punakha,
  // The same camp spelt two ways in two journeys, as is the lake after it.
  'bhutan/Jili Dzong': jiliDzong,
  'bhutan/Jele Dzong': jiliDzong,
  'bhutan/Jangchulakha': jangchulakha,
  'bhutan/Jimilang Tsho': jimilangTsho,
  'bhutan/Simkota Tsho': simkotraTsho,
  'bhutan/Simkotra Tsho': simkotraTsho,
  'bhutan/Phajoding': phajoding,
  'sri-lanka/Kandy': kandy,
  'sri-lanka/Sigiriya': sigiriya,
  'sri-lanka/Nuwara Eliya': nuwaraEliya,
  'sri-lanka/Ella': ella,
};

/**
 * Places and stops for which no source giving a figure could be read (checked 2026-11-28): only
 * tour operators' or travellers' pages, disagreeing with each other. They show no elevation, and
 * the altitude rule says which nights it could not check. Remove a key when its figure is added.
 */
export const AWAITING_SOURCE: readonly string[] = [
  'india/udaipur',
  'india/ranthambore',
  'india/kerala',
  'bhutan/bumthang',
  'sri-lanka/colombo',
  'sri-lanka/galle',
  'sri-lanka/yala',
  'india/Udaipur',
  'india/Ranthambore',
  'india/Jaisalmer',
  'india/Bandhavgarh',
  'india/Thekkady',
  'india/Kumarakom',
  'india/Alleppey',
  'nepal/Ghandruk',
  'nepal/Chhomrong',
  'nepal/Bamboo',
  'nepal/Deurali',
  'nepal/Jhinu Danda',
  'bhutan/Bumthang',
  'sri-lanka/Colombo',
  'sri-lanka/Galle',
  'sri-lanka/Weligama',
  'sri-lanka/Yala',
  // Read again in November 2026: the tour operator's page that gave 1,271 m could not be read.
  'sri-lanka/Hatton',
];

/**
 * From this height a journey's page gives the acclimatisation guidance and its altitude profile:
 * the NHS's height for altitude sickness (src/content/altitudeSickness.ts).
 */
export const HIGH_NIGHT_M = 2500;

export interface NightElevation {
  /** The night's number, which is its day's (night 1 is spent at the end of day 1). */
  readonly night: number;
  readonly stop: RouteStop;
  /** Undefined when no sourced figure is in the catalogue (AWAITING_SOURCE). */
  readonly elevation?: Elevation;
}

/** Every night of a route, in order, at its stop, with the stop's elevation. */
export function nightElevations(stops: readonly RouteStop[]): NightElevation[] {
  return stops.flatMap((stop) => {
    const elevation = elevationOfStop(stop);
    return Array.from({ length: stop.nights }, () => ({ stop, ...(elevation ? { elevation } : {}) }));
  }).map((n, i) => ({ night: i + 1, ...n }));
}

/** Whether a route has a night above HIGH_NIGHT_M (by the sourced figures). */
export function sleepsHigh(stops: readonly RouteStop[]): boolean {
  return nightElevations(stops).some((n) => (n.elevation?.metres ?? 0) > HIGH_NIGHT_M);
}

/** A stop's key in stopElevations: '{country}/{name}'. */
export const stopKey = (stop: Pick<RouteStop, 'country' | 'name'>): string => `${stop.country}/${stop.name}`;

export function elevationOfStop(stop: Pick<RouteStop, 'country' | 'name'>): Elevation | undefined {
  return stopElevations[stopKey(stop)];
}

export function elevationOfPlace(ref: string): Elevation | undefined {
  return placeElevations[ref as PlaceRef];
}

// One formatter for every figure, made on first use: toLocaleString builds one on each call, and
// building one takes a phone tens of milliseconds (a page that shows no figure must not pay it).
let metresFormat: Intl.NumberFormat | undefined;
const metres = (m: number) => (metresFormat ??= new Intl.NumberFormat('en-GB')).format(m);

/** '3,520 m'. */
export const formatMetres = (m: number): string => `${metres(m)} m`;

/** '3,520 m', '600–900 m', 'about 1,500 m', 'sea level', as the page shows a figure. */
export function formatElevation(e: Pick<Elevation, 'metres' | 'toMetres' | 'approx'>): string {
  if (e.metres === 0 && e.toMetres === undefined) return 'sea level';
  const n = metres;
  const figure = e.toMetres === undefined ? `${n(e.metres)} m` : `${n(e.metres)}–${n(e.toMetres)} m`;
  return e.approx ? `about ${figure}` : figure;
}
