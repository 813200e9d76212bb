/**
 * The booking request form's model (SPEC §3, §5, §7, §9): fields, option lists, validation,
 * prefill from the query and the message it sends.
 */
import { getDestination } from '../../content/places';
import { getItinerary, groupName, isItineraryGroup } from '../../content/trips';
import { isValidEmail, missingFields, type RequiredField } from '../../lib/validation';
import { NOT_SPECIFIED, NONE_SPECIFIED, NO_INFORMATION, type MessagePayload } from './message';

export interface BookingForm {
  destination: string;
  /** Place slug when the visitor came from a destination page ('agra'). */
  place: string;
  itinerary: string;
  startDate: string;
  duration: string;
  travelers: string;
  budget: string;
  accommodation: string;
  interests: string[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export const emptyBooking: BookingForm = {
  destination: '',
  place: '',
  itinerary: '',
  startDate: '',
  duration: '',
  travelers: '',
  budget: '',
  accommodation: '',
  interests: [],
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

export const DURATION_OPTIONS = ['3-5 days', '6-8 days', '9-12 days', '13-15 days', '16+ days'] as const;
export const TRAVELER_OPTIONS = ['1', '2', '3-4', '5-8', '9+'] as const;
export const BUDGET_OPTIONS = ['$1,000-$2,000', '$2,000-$3,500', '$3,500-$5,000', '$5,000+'] as const;
export const ACCOMMODATION_OPTIONS = [
  { value: 'luxury-hotels', label: 'Luxury Hotels' },
  { value: 'heritage-properties', label: 'Heritage Properties' },
  { value: 'boutique-resorts', label: 'Boutique Resorts' },
  { value: 'palace-hotels', label: 'Palace Hotels' },
  { value: 'eco-lodges', label: 'Eco Lodges' },
] as const;
export const INTEREST_OPTIONS = [
  'Cultural Heritage',
  'Wildlife & Nature',
  'Adventure Activities',
  'Spiritual Experiences',
  'Culinary Tours',
  'Photography',
  'Luxury Wellness',
  'Local Communities',
] as const;

type Field = keyof BookingForm;

/** Required fields with the labels the form shows (SPEC §5). */
export const BOOKING_REQUIRED: readonly RequiredField<Field>[] = [
  { name: 'destination', label: 'Destination' },
  { name: 'startDate', label: 'Start Date' },
  { name: 'duration', label: 'Duration' },
  { name: 'travelers', label: 'Travelers' },
  { name: 'budget', label: 'Budget' },
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
];

export type BookingValidation =
  | { ok: true }
  | { ok: false; reason: 'missing'; fields: RequiredField<Field>[] }
  | { ok: false; reason: 'email'; fields: RequiredField<Field>[] }
  | { ok: false; reason: 'past-date'; fields: RequiredField<Field>[] };

/** Today's date as YYYY-MM-DD in the visitor's time zone (the start date's minimum). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function validateBooking(form: BookingForm, today = todayIso()): BookingValidation {
  const missing = missingFields(form, BOOKING_REQUIRED);
  if (missing.length) return { ok: false, reason: 'missing', fields: missing };
  if (!isValidEmail(form.email)) return { ok: false, reason: 'email', fields: [{ name: 'email', label: 'Email' }] };
  if (form.startDate < today) return { ok: false, reason: 'past-date', fields: [{ name: 'startDate', label: 'Start Date' }] };
  return { ok: true };
}

/** Display name of a booking destination value, with the place when there is one ('Agra, India'). */
export function destinationLabel(form: Pick<BookingForm, 'destination' | 'place'>): string {
  if (!form.destination) return '';
  const group = isItineraryGroup(form.destination) ? groupName(form.destination) : form.destination;
  const place = form.place ? getDestination(form.destination, form.place) : undefined;
  if (place) return `${place.name}, ${group}`;
  if (form.place) return `${form.place}, ${group}`;
  return group;
}

/** Prefill from the query (SPEC §2): destination and place, or destination and itinerary. */
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

/** The plain-text summary that replaces the message (SPEC §7). */
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

