/**
 * What a booked trip takes from its itinerary in the catalogue: each day's title, the night's stay
 * as planned and the country (so the zone) the day is spent in.
 */
import { stayName } from '../../content/hotels';
import { stopOfEachDay } from '../../content/stops';
import { COUNTRY_TIME_ZONES } from '../../content/timeZones';
import type { CountrySlug, Itinerary } from '../../content/types';
import type { PlannedHotel } from './diff';

export interface PlanDay {
  readonly day: number;
  readonly title: string;
  /** As the day plan writes it: 'The Oberoi Amarvilas, Agra'; 'Departure' on the last day. */
  readonly accommodation: string;
  readonly country: CountrySlug;
  /** The IANA zone of that country: a pick-up's times are read there. */
  readonly zone: string;
}

export function planDays(it: Pick<Itinerary, 'days' | 'stops'>): PlanDay[] {
  const stops = stopOfEachDay(it.stops, it.days);
  return it.days.map((d, i) => {
    const country = stops[i]!.country;
    return { day: d.day, title: d.title, accommodation: d.accommodation, country, zone: COUNTRY_TIME_ZONES[country] };
  });
}

/** The planned hotels of the itineraries `find` has loaded, by name ('The Oberoi Amarvilas'). */
export function plannedHotels(find: (itineraryId: string) => Pick<Itinerary, 'days'> | undefined): PlannedHotel {
  return (itineraryId, night) => {
    const day = find(itineraryId)?.days[night - 1];
    return day && stayName(day.accommodation);
  };
}
