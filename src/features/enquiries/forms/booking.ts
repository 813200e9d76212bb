/**
 * The booking request form's model: fields, option lists and validation. What reads the
 * catalogue's places and itineraries (prefill, labels, the payload) is in bookingCatalogue.ts,
 * which the form loads once it is interactive: the page's first load does not carry them.
 */
import { todayIso } from '../../../lib/today';
import { checkFields, type Invalid, type RequiredField } from '../../../lib/validation';

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

/** Required fields with the labels the form shows; itinerary, accommodation, interests and message are optional. */
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

/** The required fields, the e-mail address, then a start date from today onwards. */
export function validateBooking(form: BookingForm, today = todayIso()): Invalid<Field> | undefined {
  const problem = checkFields(form, BOOKING_REQUIRED, { email: 'email' });
  if (problem) return problem;
  if (form.startDate < today) return { fields: ['startDate'], title: 'Invalid Start Date', description: 'Please choose a start date from today onwards' };
  return undefined;
}

/**
 * A prefill (from the link the visitor followed) applied to what the form holds: the journey it
 * names (destination, place, itinerary) replaces the form's as a whole, so they stay consistent,
 * and so do the dates and travellers a dated trip's link carries; anything else fills only fields
 * the visitor has left empty (typed before start-up, or a draft).
 */
export function withPrefill(current: BookingForm, prefill: BookingForm): BookingForm {
  const merged = { ...current, destination: prefill.destination, place: prefill.place, itinerary: prefill.itinerary };
  for (const name of Object.keys(emptyBooking) as Field[]) {
    if (name === 'destination' || name === 'place' || name === 'itinerary') continue;
    const isEmpty = (value: BookingForm[Field]) => (Array.isArray(value) ? value.length === 0 : !value);
    const linkWins = (name === 'startDate' || name === 'duration' || name === 'travelers') && !isEmpty(prefill[name]);
    if (linkWins || isEmpty(current[name])) (merged as Record<Field, unknown>)[name] = prefill[name];
  }
  return merged;
}
