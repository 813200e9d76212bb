/**
 * A booked trip's flights and pick-ups as timed calendar events (RFC 5545, through the `ics`
 * package): each at its instant, written in UTC, so every calendar shows it at the right moment
 * wherever the phone is; the local times stay in the words ('departs 10:00 at DEL'). Alarms: a
 * pick-up 30 minutes before, a flight 3 hours before. UIDs stay the same across revisions (the
 * item's id), so importing a newer revision's file moves an event rather than adding a second one.
 *
 * This module carries `ics`: load it when a file is asked for, never with a page.
 */
import type { EventAttributes } from 'ics';
import { site } from '../../config/site';
import type { Itinerary } from '../../content/types';
import { siteDomain, tripCalendar } from '../journeys/calendar';
import { dayItems } from './days';
import { instantOf } from './time';
import type { BookedTrip, Flight, Transfer } from './trip';

/** When each alarm rings: a pick-up 30 minutes before, a flight 3 hours before. */
export const ALARMS = { transfer: { minutes: 30, before: true }, flight: { hours: 3, before: true } } as const;

const clock = (local: string) => local.slice(11, 16);
const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n');

function flightEvent(trip: BookedTrip, flight: Flight, uidDomain: string): EventAttributes {
  const name = `${flight.carrier} ${flight.number}`;
  return {
    uid: `${trip.tripId}-${flight.id}@${uidDomain}`,
    title: `Flight ${name}: ${flight.from.iata} → ${flight.to.iata}`,
    start: instantOf(flight.departs, flight.from.zone),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instantOf(flight.arrives, flight.to.zone),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: `${flight.from.iata} airport${flight.terminal ? `, terminal ${flight.terminal}` : ''}`,
    description: lines(
      `Departs ${clock(flight.departs)} at ${flight.from.iata} (local time)${flight.terminal ? `, terminal ${flight.terminal}` : ''}.`,
      `Arrives ${clock(flight.arrives)} at ${flight.to.iata} (local time).`,
      flight.bookingRef && `Booking reference: ${flight.bookingRef}`,
      `Your 24-hour line: ${trip.dutyPhone}`,
    ),
    alarms: [{ action: 'display', description: `Flight ${name} leaves ${flight.from.iata} in 3 hours`, trigger: ALARMS.flight }],
  };
}

function transferEvent(trip: BookedTrip, transfer: Transfer, uidDomain: string): EventAttributes {
  const at = instantOf(transfer.pickUp, transfer.zone);
  const driver = transfer.driver;
  return {
    uid: `${trip.tripId}-${transfer.id}@${uidDomain}`,
    title: `Pick-up: ${transfer.from} → ${transfer.to}`,
    start: at,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: at,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: transfer.from,
    description: lines(
      `Pick-up ${clock(transfer.pickUp)} (local time) at ${transfer.from}, to ${transfer.to}.`,
      driver && `Driver: ${driver.name}${driver.phone ? `, ${driver.phone}` : ''}`,
      transfer.vehicle && `Vehicle: ${transfer.vehicle}`,
      `Your 24-hour line: ${trip.dutyPhone}`,
    ),
    alarms: [{ action: 'display', description: `Pick-up at ${transfer.from} in 30 minutes`, trigger: ALARMS.transfer }],
  };
}

/** The trip's flights and pick-ups, soonest first, as `ics` events. */
export function bookedTripEvents(trip: BookedTrip, uidDomain: string): EventAttributes[] {
  return dayItems(trip).map((item) => (item.kind === 'flight' ? flightEvent(trip, item.flight, uidDomain) : transferEvent(trip, item.transfer, uidDomain)));
}

/** The file's name: the trip's id, so each revision's file replaces the last one's download. */
export const bookedCalendarFileName = (trip: Pick<BookedTrip, 'tripId'>) => `rasa-journeys-${trip.tripId}.ics`;

/**
 * The whole booked trip as one calendar file: the day plan's all-day events (journeys/calendar,
 * from the trip's start) with the flights and pick-ups at their instants beside them, and Before
 * you go's reminders (`reminders`: beforeYouGo/reminders' events, made by the caller).
 */
export function bookedTripCalendar(trip: BookedTrip, itinerary: Pick<Itinerary, 'id' | 'title' | 'days' | 'stops'>, now?: Date, reminders: readonly EventAttributes[] = []): string {
  const uidDomain = siteDomain();
  return tripCalendar({ ...itinerary, title: trip.title }, trip.start, site.brand, { uidDomain, now, extra: [...bookedTripEvents(trip, uidDomain), ...reminders] });
}
