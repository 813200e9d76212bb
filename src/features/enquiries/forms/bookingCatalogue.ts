/**
 * The booking form's half that reads the catalogue (places, itineraries): the prefill from the
 * link the visitor followed, the itinerary choices, the place label, and the payload it sends
 * (with the plain-text summary that stands for the message). The form loads it once interactive.
 */
import { getDestination } from '../../../content/places';
import { groupName, isItineraryGroup } from '../../../content/groups';
import { durationDays, getItinerary } from '../../../content/trips';
import { formatDay, todayIso } from '../../../trip/dates';
import { isTravellers } from '../../journeys/travellers';
import { parseTripQuery } from '../../journeys/tripUrl';
import { ACCOMMODATION_OPTIONS, emptyBooking, type BookingForm } from './booking';
import { NOT_SPECIFIED, NONE_SPECIFIED, NO_INFORMATION, type MessagePayload } from '../message';

export { bookingItineraryChoices } from '../../../content/trips';

/** Display name of a booking destination value, with the place when there is one ('Agra, India'). */
export function destinationLabel(form: Pick<BookingForm, 'destination' | 'place'>): string {
  if (!form.destination) return '';
  const group = isItineraryGroup(form.destination) ? groupName(form.destination) : form.destination;
  const place = form.place ? getDestination(form.destination, form.place) : undefined;
  if (place) return `${place.name}, ${group}`;
  if (form.place) return `${form.place}, ${group}`;
  return group;
}

/** The form's length choice for a trip of `days` days ('6-8 days'); '' when there is none. */
export function durationChoice(days: number): string {
  if (!Number.isInteger(days) || days < 3) return '';
  if (days <= 5) return '3-5 days';
  if (days <= 8) return '6-8 days';
  if (days <= 12) return '9-12 days';
  if (days <= 15) return '13-15 days';
  return '16+ days';
}

/** The form's travellers choice for a number of travellers ('3-4'); '' outside 1 to 12. */
export function travellersChoice(n: number): string {
  if (!isTravellers(n)) return '';
  if (n <= 2) return String(n);
  if (n <= 4) return '3-4';
  if (n <= 8) return '5-8';
  return '9+';
}

/**
 * Prefill from the query: destination and place, or destination and itinerary; with an itinerary,
 * a dated trip's `start` and `travellers` as 'Request this trip' sends them (read by the journeys'
 * parseTripQuery, as the itinerary page reads them), with the trip's length and a first line of
 * the message. Odd values are ignored, and travellers count only with a start.
 */
export function bookingPrefill(search: string, today: string = todayIso()): BookingForm {
  const q = new URLSearchParams(search);
  const destination = q.get('destination') ?? '';
  const place = q.get('place') ?? '';
  const name = q.get('name') ?? '';
  const itinerary = q.get('itinerary') ?? '';
  const form: BookingForm = { ...emptyBooking, interests: [] };
  if (!isItineraryGroup(destination)) return form;
  form.destination = destination;
  if (place) {
    form.place = place;
    const placeName = name || getDestination(destination, place)?.name || place;
    form.message = `I'm interested in visiting ${placeName}. Please send me more information about available trips.`;
  }
  const trip = getItinerary(itinerary);
  if (trip && trip.group === destination) {
    form.itinerary = trip.id;
    const { start, travellers } = parseTripQuery(q, today);
    if (start) {
      form.startDate = start;
      form.duration = durationChoice(durationDays(trip.duration));
      form.travelers = travellers ? travellersChoice(travellers) : '';
      const who = travellers ? ` for ${travellers === 1 ? 'one traveller' : `${travellers} travellers`}` : '';
      form.message = `I would like to request ${trip.title} from ${formatDay(start)}${who}.`;
    }
  }
  return form;
}

const line = (label: string, value: string) => `${label}: ${value || NOT_SPECIFIED}`;

/** The plain-text summary that replaces the message in the e-mail. */
export function bookingSummary(form: BookingForm): string {
  const accommodation = ACCOMMODATION_OPTIONS.find((a) => a.value === form.accommodation)?.label ?? form.accommodation;
  const itinerary = getItinerary(form.itinerary)?.title ?? form.itinerary;
  return [
    'TRAVEL DETAILS',
    line('Destination', destinationLabel(form)),
    line('Itinerary', itinerary),
    line('Start Date', form.startDate),
    line('Duration', form.duration),
    line('Travelers', form.travelers),
    line('Budget per Person', form.budget),
    line('Accommodation', accommodation),
    '',
    'INTERESTS',
    form.interests.length ? form.interests.join(', ') : NONE_SPECIFIED,
    '',
    'ADDITIONAL INFORMATION',
    form.message.trim() || NO_INFORMATION,
    '',
    'CONTACT DETAILS',
    line('Name', `${form.firstName} ${form.lastName}`.trim()),
    line('Email', form.email),
    line('Phone', form.phone),
  ].join('\n');
}

export function bookingPayload(form: BookingForm): MessagePayload {
  const destination = form.place ? `${form.destination}/${form.place}` : form.destination;
  return {
    type: 'booking_request',
    subject: `Booking Request: ${destinationLabel(form) || 'New Destination'}`,
    sourcePage: 'booking',
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    destination,
    itinerary: form.itinerary || undefined,
    startDate: form.startDate,
    duration: form.duration,
    travelers: form.travelers,
    budget: form.budget,
    accommodation: form.accommodation,
    interests: form.interests,
    message: bookingSummary(form),
  };
}

