/**
 * Elevations of the places and of the route stops where nights are spent, each with the page it was
 * read on and the date it was checked: the altitude guidance, profile and highest night of a high
 * journey rest on them, and places' pages show them. To change one, read its source again (or a
 * better one: a government, airport or park authority, a national mapping agency, an encyclopaedia)
 * and change the figure, the source and `checkedOn` together. Never estimate a figure: a place or
 * stop no source could be found for goes in AWAITING_SOURCE instead, and says so where it is shown.
 * tests/unit/elevations.test.ts fails when a place or stop has neither, or a check is more than 12
 * months old.
 *
 * Stops are keyed '{country}/{name as the stop shows it}' (stopKey), places by PlaceRef: the same
 * figure serves both where the stop is the place's town (one constant, used twice).
 */
import { quoting, type FactSource, type SourcePage } from './checked';
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
  /** The page it was read on, with its words giving the figure. */
  readonly source: FactSource;
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

const at = (metres: number, source: FactSource, more: Partial<Omit<Elevation, 'metres' | 'source' | 'checkedOn'>> = {}): Elevation => ({ metres, source, checkedOn: CHECKED, ...more });

// India
const delhi = at(216, quoting(wikipedia('https://sco.wikipedia.org/wiki/New_Deli', 'the Scots Wikipedia'), 'Elevation 216 m (709 ft)'), { of: 'New Delhi' });
const agra = at(171, quoting(wikipedia('http://piglix.com/piglix/Agra,_India', 'Piglix'), 'Elevation 171 m (561 ft)'));
const jaipur = at(
  431,
  quoting(
    { publisher: 'Jaipur Culture: Jaipur’s location and coordinates', url: 'https://jaipurculture.com/nature-geography-jaipur/jaipur-location-coordinates' },
    'With an elevation of approximately 431 meters above sea level',
  ),
  { approx: true },
);
const jodhpur = at(237, quoting({ publisher: 'Rajasthan Tourism: Jodhpur', url: 'http://rajtourism.com/html/cities/jodhpur/jodhpur.htm', official: true }, 'Altitude : 236.53 metres'));
const mumbai = at(
  10,
  quoting(
    { publisher: 'Beauty of Mumbai (a blog): geography of Mumbai', url: 'https://buty-of-mumbai.blogspot.com/2008/09/geography-of-mumbai.html' },
    'Much of the city lies just above sea level, with average elevations ranging from 10 m (33 ft) to 15 m (49 ft).',
  ),
  { toMetres: 15, of: 'most of the city' },
);
const ahmedabad = at(53, quoting(wikipedia('https://en.wikipedia.org/wiki/Geography_of_Ahmedabad'), 'The average elevation is 53 metres.'), {
  of: 'Ahmedabad, where journeys in Gujarat begin',
});
const leh = at(
  3520,
  quoting(
    britannica('https://www.britannica.com/place/Leh'),
    'The town is located in the valley of the upper Indus River at an elevation of 11,550 feet (3,520 metres)',
  ),
  { of: 'Leh, the main town' },
);
const kochi = at(
  0,
  quoting(
    { publisher: 'Kerala State Planning Board: Ernakulam district', url: 'http://spb.kerala.gov.in/index.php/ernakulam.html', official: true },
    'Kochi and Paravur taluks … constitute the low land … The lowest elevation of nearly Mean Sea Level (MSL) is noticed in the western coastal area',
  ),
  { of: 'the coastal lowland of Kochi, near sea level' },
);
const munnar = at(
  1600,
  quoting(
    { publisher: 'Hosanna Tours and Travels (a Kerala tour operator): Munnar', url: 'https://www.hosannatoursandtravels.com/tours/munnar/' },
    'Munnar is situated around 1600 m above sea level, in the Western Ghats range of mountains.',
  ),
  { approx: true },
);
const kanha = at(
  600,
  quoting(
    britannica('https://www.britannica.com/place/Kanha-National-Park'),
    'The park extends over 122 square miles (316 square km) of the central highlands at an elevation of about 2,000 to 3,000 feet (600 to 900 metres).',
  ),
  { toMetres: 900, of: 'the national park' },
);
const jabalpur = at(412, quoting(wikipedia('https://en.m.wikipedia.org/wiki/Jabalpur'), '412 m (1,352 ft)'));

// Nepal
const kathmandu = at(
  1324,
  quoting(
    { publisher: 'Encyclopaedia Britannica (Student Encyclopedia)', url: 'http://www.britannica.com/place/Kathmandu/article-websites' },
    'the city lies at an altitude of 4,344 feet (1,324 meters).',
  ),
);
const pokhara = at(
  822,
  quoting(wikipedia('https://wikisum.wiki/wiki/Pokhara,_Nepal', 'WikiSum'), 'sits at an average elevation of approximately 822 m above sea level.'),
  { approx: true },
);
const chitwan = at(
  100,
  quoting(
    { publisher: 'andBeyond (a safari operator): Chitwan National Park', url: 'https://www.andbeyond.com/destinations/asia/nepal/chitwan-national-park/' },
    'The altitude varies from 100 m (330 ft) in the river valleys to 815 m (2,674 ft) higher up in the Churia Hills in the south.',
  ),
  { toMetres: 815, of: 'the national park, from the river valleys to the Churia Hills' },
);
const everestTripPlanner: SourcePage = { publisher: 'Everest Trip Planner, a trekking guide site', url: 'https://everesttripplanner.com/about-everest/other-must-visit-places' };
const phakding = at(
  2610,
  quoting(everestTripPlanner, 'Phakding is a small village in the Khumbu region of Nepal just north of Lukla and south of Monjo, at an altitude of 2,610 m'),
);
const monjo = at(2835, quoting(everestTripPlanner, 'Monjo 2,835 m just below the Sagarmatha National Park entrance gate'));
const namche = at(
  3440,
  quoting(wikipedia('https://en.wikipedia.org/wiki/Portal:Nepal/Featured_picture/3'), 'It is located within the Khumbu area at 3,440 metres (11,286 ft) at its low point'),
);
const thame = at(3785, quoting(honeyguide('thame.d6c1098d5046.everest-region'), 'THAME - Mountain view • 3785 meters'));
const deboche = at(3740, quoting(honeyguide('deboche.d4d9dfd8f89c.everest-region'), 'DEBOCHE - Quieter sister of Tengboche • 3740 meters'));
const lukla = at(
  2845,
  quoting(
    { publisher: '56ok (a travel site): inside Lukla, Nepal’s Tenzing-Hillary Airport', url: 'https://en-test.56ok.com/topic/detail-886897-inside-lukla-the-challenges-of-nepals-tenzinghillary-airport.html' },
    "Located near Lukla town in Nepal's Solukhumbu District at an elevation of 2,845 meters (9,337 feet), it ranks among the world's highest-altitude airports.",
  ),
  { of: 'Tenzing–Hillary Airport' },
);
const annapurnaBaseCamp = at(
  4130,
  quoting(
    { publisher: 'The Himalayan Times', url: 'https://thehimalayantimes.com/nepal/tourism-entrepreneurs-eager-to-welcome-un-secretary-general-to-annapurna-base-camp' },
    "Situated at an elevation of 4,130 metres above sea level, the Annapurna Base Camp gained further popularity for trekking tourism with Eric Shipton's historic trek here in 1966.",
  ),
);

// Bhutan
const paro = at(
  2225,
  quoting({ publisher: 'Department of Air Transport, Bhutan', url: 'https://www.doat.gov.bt/?page_id=60', official: true }, 'The airport has two operational runway ends located at 7300fts. above the sea level.'),
  { approx: true, of: 'Paro International Airport (7,300 ft)' },
);
const thimphu = at(
  2000,
  quoting(
    britannica('https://kids.britannica.com/scholars/article/Thimphu/72131'),
    'The city … is in the Himalaya Mountains on the Raidak (also called Thimphu, or Wong) River at about 7,000 feet (2,000 metres) above sea level.',
  ),
  { approx: true },
);
const punakha = at(
  1500,
  quoting(
    britannica('https://www.britannica.com/print/article/483410'),
    'It lies at an elevation of about 5,000 feet (1,500 metres) above sea level',
  ),
  { approx: true },
);
const jiliDzong = at(3480, quoting(drukPath, 'Day 1: Paro – JiliDzong Distance 7 km, 4-5 hours, 1,090 m ascent, camp altitude 3,480 m.'), { of: 'the camp below the dzong' });
const jangchulakha = at(3770, quoting(drukPath, 'Day 2: Jili Dzong – Jangchulakha Distance 10 km, 4-5 hours, 310 m ascent, 50 m descent, camp altitude 3,770 m.'), { of: 'the camp' });
const jimilangTsho = at(3870, quoting(drukPath, 'Day 3: Jangchulakha – JimgelangTsho Distance 11 km, 4 hours, 230 m descent, 330 m ascent, camp altitude 3,870 m.'), {
  of: 'the camp by the lake',
});
const simkotraTsho = at(4110, quoting(drukPath, 'Day 4: JimgelangTsho – SimkotraTsho Distance 11 km, 4 hours, 820 m ascent, 400 m descent, camp altitude 4,110 m.'), {
  of: 'the camp by the lake',
});
const phajoding = at(3750, quoting(drukPath, 'Day 5: SimkotraTsho – Phajoding Distance 10 km, 3-4 hours, 130 m ascent, 680 m descent, camp altitude 3,750 m.'), { of: 'the camp' });

// Sri Lanka
const kandy = at(500, quoting(britannica('https://www.britannica.com/place/Kandy'), 'Kandy, city in the Central Highlands of Sri Lanka, at an elevation of 1,640 feet (500 metres).'));
const nuwaraEliya = at(
  1889,
  quoting(
    britannica('https://www.britannica.com/place/Nuwara-Eliya'),
    'It lies at an elevation of 6,199 feet (1,889 metres) above sea level',
  ),
);
const sigiriya = at(
  349,
  quoting(
    britannica('http://media-3.web.britannica.com/eb-diffs/588/543588-8809-67705.html'),
    'rises 1,144 feet (349 m) above sea level and 600 feet (180 m) above the surrounding plain.',
  ),
  { of: 'the summit of the rock, 180 m above the plain' },
);
const ella = at(
  1041,
  quoting(
    { publisher: 'Hayleys Tours (a Sri Lanka tour operator): Ella', url: 'https://www.hayleystours.com/srilanka/ella' },
    'Situated at an elevation of 1,041 metres (3,415 ft) above sea level',
  ),
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
