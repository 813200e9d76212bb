/**
 * The booking request's words, which read the catalogue: the place label, the
 * prefill from the query, the itinerary choices and the message it sends.
 */
import { getDestination } from '../../../content/places';
import { groupName, isItineraryGroup } from '../../../content/groups';
import { getItinerary } from '../../../content/trips';
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

/** Prefill from the query: destination and place, or destination and itinerary. */
export function bookingPrefill(search: string): BookingForm {
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
  if (trip && trip.group === destination) form.itinerary = trip.id;
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

