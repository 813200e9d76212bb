/**
 * What a booked trip's flights add to Before you go: for each flight of its timeline (the journey
 * there and home included), online check-in (when it opens, where the carrier's rule is in
 * content/carriers.ts; else a plain reminder with no time claimed), and for a domestic flight the
 * carrier's baggage allowance with its sources. Times are the departure airport's, as on the
 * boarding pass. Pure: /trip shows the items beside the itinerary's checklist, and the trip's
 * calendar file carries them.
 */
import { getAirport } from '../../content/airports';
import { checkWithAirline, type CarrierRules } from '../../content/carriers';
import type { FactSource } from '../../content/checked';
import type { ChecklistItem, ItemSource } from '../beforeYouGo/checklist';
import type { Flight } from '../../trip/booking';
import { addDays, formatDay } from '../../trip/dates';
import { localAt } from '../../trip/zones';
import { flightsOf, type TripTimeline } from '../../trip/timeline';

const clock = (local: string) => local.slice(11, 16);

const sourcesOf = (sources: readonly FactSource[], checkedOn: string): ItemSource[] => sources.map((s) => ({ title: s.publisher, url: s.url, checkedOn, quote: s.quote }));

/** Both airports in the table, in one country. */
export function isDomestic(flight: Pick<Flight, 'from' | 'to'>): boolean {
  const [from, to] = [getAirport(flight.from.iata), getAirport(flight.to.iata)];
  return from !== undefined && to !== undefined && from.country === to.country;
}

function checkInItem(flight: Flight, departs: number, carrier: CarrierRules | undefined): ChecklistItem {
  const name = `${flight.carrier} ${flight.number}`;
  const date = flight.departs.slice(0, 10);
  const leg = `${flight.from.iata} → ${flight.to.iata}, ${formatDay(date)} at ${clock(flight.departs)} ${flight.from.iata} time`;
  const base = { id: `flight-${flight.id}-check-in`, category: 'flights', title: `Check in online for ${name}` } as const;
  const rule = isDomestic(flight) ? carrier?.webCheckIn : undefined;
  if (!rule || !carrier) {
    const text = `${name} (${leg}): check in online before you leave for the airport. The airline’s site or app says when check-in opens.`;
    // A carrier the catalogue knows, with no time read on its own pages: its own site, linked.
    if (carrier) return { ...base, text: `${text} ${checkWithAirline(carrier)}`, due: addDays(date, -1), sources: [], more: { href: carrier.site.url, label: `${carrier.name}: ${carrier.site.label}` } };
    return { ...base, text, due: addDays(date, -1), sources: [] };
  }
  const opens = localAt(departs - rule.opensHoursBefore * 3_600_000, flight.from.zone);
  const closes = rule.closesMinutesBefore !== undefined ? ` It closes ${rule.closesMinutesBefore} minutes before departure.` : '';
  return {
    ...base,
    text: `${name} (${leg}): ${carrier.name} opens online check-in ${rule.opensHoursBefore} hours before departure, on ${formatDay(opens.slice(0, 10))} at ${clock(opens)} ${flight.from.iata} time.${closes}`,
    due: opens.slice(0, 10),
    sources: sourcesOf(rule.sources, carrier.checkedOn),
  };
}

function baggageItem(flight: Flight, carrier: CarrierRules | undefined): ChecklistItem | undefined {
  if (!carrier?.baggage || !isDomestic(flight)) return undefined;
  const name = `${flight.carrier} ${flight.number}`;
  return {
    id: `flight-${flight.id}-baggage`,
    category: 'flights',
    title: `Pack for ${name}’s baggage allowance`,
    text: `${carrier.name}, ${flight.from.iata} → ${flight.to.iata} on ${formatDay(flight.departs.slice(0, 10))}. ${carrier.baggage.text} Your ticket states your own allowance.`,
    due: addDays(flight.departs.slice(0, 10), -1),
    sources: sourcesOf(carrier.baggage.sources, carrier.checkedOn),
    more: { href: carrier.site.url, label: `${carrier.name}: ${carrier.site.label}` },
  };
}

/** The items the trip's flights add, in the order they depart. */
export function bookingChecklist(t: Pick<TripTimeline, 'days'>, carriers: readonly CarrierRules[]): ChecklistItem[] {
  const byCode = new Map(carriers.map((c) => [c.code.toUpperCase(), c]));
  return flightsOf(t.days).flatMap(({ flight, at }) => {
    const carrier = byCode.get(flight.carrier.toUpperCase());
    return [checkInItem(flight, at.instant, carrier), baggageItem(flight, carrier)].filter((i): i is ChecklistItem => i !== undefined);
  });
}
