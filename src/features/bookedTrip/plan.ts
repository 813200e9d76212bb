/**
 * What a booked trip takes from its itinerary in the catalogue: each day's title, the night's stay
 * as planned and the country (so the zone) the day is spent in.
 */
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

/**
 * A night's stay without its town, as a traveller names a hotel ('The Oberoi Amarvilas, Agra' ->
 * 'The Oberoi Amarvilas'; the day plans write every stay as 'Name, Town'); none on the day of
 * departure. Kept here rather than beside content/hotels' namedHotel: the day plan and Today share
 * that module's chunk, and a third user would cut it into a file of its own on their pages.
 */
export function stayName(accommodation: string): string | undefined {
  const stay = accommodation.trim();
  if (!stay || /^departure$/i.test(stay)) return undefined;
  const comma = stay.lastIndexOf(', ');
  return comma > 0 ? stay.slice(0, comma) : stay;
}

/** The planned hotels of the itineraries `find` has loaded, by name ('The Oberoi Amarvilas'). */
export function plannedHotels(find: (itineraryId: string) => Pick<Itinerary, 'days'> | undefined): PlannedHotel {
  return (itineraryId, night) => {
    const day = find(itineraryId)?.days[night - 1];
    return day && stayName(day.accommodation);
  };
}
