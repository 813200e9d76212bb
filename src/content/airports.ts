/**
 * Airports by IATA code, with the IANA time zone their clocks keep: a booked trip's flight times
 * are local wall-clock times at each airport, and the zone turns them into instants (DESIGN, "The
 * booked trip"). The desk fills a flight's zones from here; an airport not listed gets its zone
 * chosen by hand at the desk, so this table only has to hold the ones the journeys use (every
 * airport of the four countries that a day plan flies to or from, a few more a tailor-made trip
 * may add) and the hubs travellers usually connect through.
 *
 * Where each fact comes from (AIRPORT_SOURCES): each code's airport, city and country from
 * OpenFlights' airport table (and Pokhara's new airport, opened after that table's last change,
 * from the mwgg/Airports table, which agrees with OpenFlights on the Nepal codes); the country's
 * zone from the IANA tz database's zone.tab, where each country listed here has one zone (Germany's
 * second, Europe/Busingen, is an exclave with no airport). A country's zone, not each airport's, so
 * a table's old zone names (OpenFlights writes Asia/Calcutta and Asia/Katmandu, the tz database's
 * former names) or gaps cannot creep in. tests/unit/booked-trip-time.test.ts checks every zone
 * against Intl's zone data.
 */
import { COUNTRY_TIME_ZONES } from './timeZones';

/** ISO 3166-1 alpha-2 codes of the countries the table's airports are in. */
export type AirportCountry = 'IN' | 'NP' | 'BT' | 'LK' | 'AE' | 'QA' | 'SG' | 'TH' | 'HK' | 'GB' | 'DE' | 'FR' | 'NL' | 'CH' | 'TR';

export interface Airport {
  /** IATA code, three capitals. */
  readonly iata: string;
  readonly name: string;
  /** The city it serves, as a traveller says it. */
  readonly city: string;
  readonly country: AirportCountry;
}

export interface AirportSource {
  readonly title: string;
  readonly url: string;
  /** 'YYYY-MM' */
  readonly checkedOn: string;
  /** The source's own words (a line of the table). */
  readonly quote: string;
}

export const AIRPORT_SOURCES: readonly AirportSource[] = [
  {
    title: 'OpenFlights airport database (airports.dat)',
    url: 'https://github.com/jpatokal/openflights/blob/master/data/airports.dat',
    checkedOn: '2026-11',
    quote: '"Indira Gandhi International Airport","Delhi","India","DEL","VIDP",28.5665,77.103104,777,5.5,"N","Asia/Calcutta","airport","OurAirports"',
  },
  {
    title: 'mwgg/Airports (airports.json)',
    url: 'https://github.com/mwgg/Airports/blob/master/airports.json',
    checkedOn: '2026-11',
    quote: '"VNPR": { "icao": "VNPR", "iata": "PHH", "name": "Pokhara International Airport", "city": "Pokhara", "country": "NP", "tz": "Asia/Kathmandu" }',
  },
  {
    title: 'IANA tz database, zone.tab',
    url: 'https://github.com/eggert/tz/blob/main/zone.tab',
    checkedOn: '2026-11',
    quote: 'IN\t+2232+08822\tAsia/Kolkata … NP\t+2743+08519\tAsia/Kathmandu … BT\t+2728+08939\tAsia/Thimphu … LK\t+0656+07951\tAsia/Colombo',
  },
];

/** The one zone of each country (zone.tab); the four of the catalogue are timeZones.ts's. */
export const AIRPORT_COUNTRY_ZONES = {
  IN: COUNTRY_TIME_ZONES.india,
  NP: COUNTRY_TIME_ZONES.nepal,
  BT: COUNTRY_TIME_ZONES.bhutan,
  LK: COUNTRY_TIME_ZONES['sri-lanka'],
  AE: 'Asia/Dubai',
  QA: 'Asia/Qatar',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  HK: 'Asia/Hong_Kong',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  CH: 'Europe/Zurich',
  TR: 'Europe/Istanbul',
} as const satisfies Record<AirportCountry, string>;

export const airports: readonly Airport[] = [
  // India
  { iata: 'DEL', name: 'Indira Gandhi International Airport', city: 'Delhi', country: 'IN' },
  { iata: 'BOM', name: 'Chhatrapati Shivaji International Airport', city: 'Mumbai', country: 'IN' },
  { iata: 'JAI', name: 'Jaipur International Airport', city: 'Jaipur', country: 'IN' },
  { iata: 'UDR', name: 'Maharana Pratap Airport', city: 'Udaipur', country: 'IN' },
  { iata: 'JDH', name: 'Jodhpur Airport', city: 'Jodhpur', country: 'IN' },
  { iata: 'AGR', name: 'Agra Airport', city: 'Agra', country: 'IN' },
  { iata: 'VNS', name: 'Lal Bahadur Shastri Airport', city: 'Varanasi', country: 'IN' },
  { iata: 'COK', name: 'Cochin International Airport', city: 'Kochi', country: 'IN' },
  { iata: 'TRV', name: 'Trivandrum International Airport', city: 'Thiruvananthapuram', country: 'IN' },
  { iata: 'IXL', name: 'Leh Kushok Bakula Rimpochee Airport', city: 'Leh', country: 'IN' },
  { iata: 'JLR', name: 'Jabalpur Airport', city: 'Jabalpur', country: 'IN' },
  { iata: 'AMD', name: 'Sardar Vallabhbhai Patel International Airport', city: 'Ahmedabad', country: 'IN' },
  { iata: 'BHJ', name: 'Bhuj Airport', city: 'Bhuj', country: 'IN' },
  { iata: 'BDQ', name: 'Vadodara Airport', city: 'Vadodara', country: 'IN' },
  { iata: 'GOI', name: 'Dabolim Airport', city: 'Goa', country: 'IN' },
  { iata: 'CCU', name: 'Netaji Subhash Chandra Bose International Airport', city: 'Kolkata', country: 'IN' },
  { iata: 'BLR', name: 'Kempegowda International Airport', city: 'Bengaluru', country: 'IN' },
  { iata: 'MAA', name: 'Chennai International Airport', city: 'Chennai', country: 'IN' },
  { iata: 'HYD', name: 'Rajiv Gandhi International Airport', city: 'Hyderabad', country: 'IN' },
  { iata: 'IXB', name: 'Bagdogra Airport', city: 'Bagdogra', country: 'IN' },
  { iata: 'SXR', name: 'Sheikh ul Alam Airport', city: 'Srinagar', country: 'IN' },
  { iata: 'IXC', name: 'Chandigarh Airport', city: 'Chandigarh', country: 'IN' },
  { iata: 'KUU', name: 'Kullu Manali Airport', city: 'Kullu', country: 'IN' },
  { iata: 'DHM', name: 'Kangra Airport', city: 'Dharamshala', country: 'IN' },
  { iata: 'GAU', name: 'Lokpriya Gopinath Bordoloi International Airport', city: 'Guwahati', country: 'IN' },
  // Nepal
  { iata: 'KTM', name: 'Tribhuvan International Airport', city: 'Kathmandu', country: 'NP' },
  { iata: 'PHH', name: 'Pokhara International Airport', city: 'Pokhara', country: 'NP' },
  { iata: 'PKR', name: 'Pokhara Airport', city: 'Pokhara', country: 'NP' },
  { iata: 'LUA', name: 'Lukla Airport', city: 'Lukla', country: 'NP' },
  { iata: 'RHP', name: 'Ramechhap Airport', city: 'Ramechhap', country: 'NP' },
  { iata: 'BHR', name: 'Bharatpur Airport', city: 'Bharatpur', country: 'NP' },
  { iata: 'BWA', name: 'Gautam Buddha Airport', city: 'Bhairahawa', country: 'NP' },
  // Bhutan
  { iata: 'PBH', name: 'Paro Airport', city: 'Paro', country: 'BT' },
  { iata: 'BUT', name: 'Bathpalathang Airport', city: 'Jakar, Bumthang', country: 'BT' },
  // Sri Lanka
  { iata: 'CMB', name: 'Bandaranaike International Airport', city: 'Colombo', country: 'LK' },
  { iata: 'RML', name: 'Ratmalana Airport', city: 'Colombo', country: 'LK' },
  { iata: 'HRI', name: 'Mattala Rajapaksa International Airport', city: 'Mattala', country: 'LK' },
  // Hubs
  { iata: 'DXB', name: 'Dubai International Airport', city: 'Dubai', country: 'AE' },
  { iata: 'AUH', name: 'Abu Dhabi International Airport', city: 'Abu Dhabi', country: 'AE' },
  { iata: 'DOH', name: 'Hamad International Airport', city: 'Doha', country: 'QA' },
  { iata: 'SIN', name: 'Singapore Changi Airport', city: 'Singapore', country: 'SG' },
  { iata: 'BKK', name: 'Suvarnabhumi Airport', city: 'Bangkok', country: 'TH' },
  { iata: 'HKG', name: 'Hong Kong International Airport', city: 'Hong Kong', country: 'HK' },
  { iata: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'GB' },
  { iata: 'FRA', name: 'Frankfurt am Main Airport', city: 'Frankfurt', country: 'DE' },
  { iata: 'MUC', name: 'Munich Airport', city: 'Munich', country: 'DE' },
  { iata: 'CDG', name: 'Charles de Gaulle Airport', city: 'Paris', country: 'FR' },
  { iata: 'AMS', name: 'Amsterdam Airport Schiphol', city: 'Amsterdam', country: 'NL' },
  { iata: 'ZRH', name: 'Zürich Airport', city: 'Zürich', country: 'CH' },
  { iata: 'IST', name: 'Istanbul Airport', city: 'Istanbul', country: 'TR' },
];

export function getAirport(iata: string): Airport | undefined {
  const code = iata.trim().toUpperCase();
  return airports.find((a) => a.iata === code);
}

/** The IANA zone of an airport the table knows ('DEL' -> 'Asia/Kolkata'). */
export function airportZone(iata: string): string | undefined {
  const airport = getAirport(iata);
  return airport && AIRPORT_COUNTRY_ZONES[airport.country];
}
