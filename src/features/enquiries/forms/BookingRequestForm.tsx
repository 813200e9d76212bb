/**
 * The booking request form: travel details, interests and contact details, checked (required
 * fields, the e-mail address, a start date from today onwards), then sent through the outbox.
 * Prefilled from the query after hydration (so the pre-rendered page matches); on success or when
 * queued it empties, on failure it keeps everything the visitor typed.
 */
import { Box, Button, Fieldset, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { MapPin as LucideMapPin } from 'lucide-react';
import { lightIcon } from '../../../components/lightIcon';
import { startTransition, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { ChoiceOption } from '../../../components/ChoiceOption';
import { ChoiceField, TextField } from '../../../components/FormFields';
import { HeldSubmitNote } from '../../../components/HeldSubmitNote';
import { useForm } from '../../../components/useForm';
import { supportEmail } from '../../../config/site';
import { bookingDestinationChoices } from '../../../content/groups';
import { todayIso } from '../../../lib/today';
import { INVALID_EMAIL_TEXT } from '../../../lib/validation';
import { formRecipes } from '../../../theme/recipes/form';
import { BOOKING_DRAFT_KEY } from '../../storage/keys';
import { prepareEnquiries, submitEnquiry, type EnquiryResult } from '../api';
import {
  ACCOMMODATION_OPTIONS,
  BUDGET_OPTIONS,
  DURATION_OPTIONS,
  emptyBooking,
  INTEREST_OPTIONS,
  TRAVELER_OPTIONS,
  validateBooking,
  withPrefill,
  type BookingForm,
} from './booking';
import { enquiryOutcome, type EnquiryTexts } from './outcome';
import { useBookingCatalogue } from './useBookingCatalogue';

const MapPin = lightIcon(LucideMapPin);

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const TEXTS: EnquiryTexts = {
  sent: { title: 'Booking Request Submitted Successfully!', description: 'Thank you for your booking request. Our travel experts will contact you within 24 hours.' },
  queued: {
    title: 'Booking Request Saved',
    description: "You're offline or our mail service is busy. Your request is saved on this device and will be sent automatically when the connection returns; there is no need to send it again.",
  },
  failed: (message) => ({ title: 'Booking Request Failed', description: message || `There was a problem submitting your booking. Please try again or contact us directly at ${supportEmail}` }),
  notSent: (message) => ({ title: 'Booking Request Not Sent', description: message }),
};

/** The form's catalogue half (bookingCatalogue.ts) could not load, so there is no payload to send. */
const UNFINISHED_PAGE: EnquiryResult = {
  kind: 'not-loaded',
  message: `This page could not finish loading, so your request was not sent. Please reload the page and send it again (your details stay in the form), or write to us at ${supportEmail}`,
};

export function BookingRequestForm() {
  const search = useSearch();
  const catalogue = useBookingCatalogue();
  const booking = useForm<BookingForm>({
    id: 'booking',
    initial: emptyBooking,
    draft: BOOKING_DRAFT_KEY,
    validate: (values) => validateBooking(values),
    submit: async (values) => {
      const result = await catalogue.load().then(({ bookingPayload }) => submitEnquiry(bookingPayload(values)), () => UNFINISHED_PAGE);
      return enquiryOutcome(result, TEXTS);
    },
    pending: { title: 'Sending Request', description: 'Please wait while we submit your booking request...', status: 'loading' },
  });
  const { values: form, set, update } = booking;
  const [minDate, setMinDate] = useState<string>();

  // After hydration: today's date and the query's prefill (the pre-rendered page has neither). Each
  // re-renders the whole form, so as a transition: in short slices that give way to the visitor's
  // input, not one long task just as the page becomes interactive.
  useEffect(() => startTransition(() => setMinDate(todayIso())), []);
  useEffect(() => {
    const prefill = catalogue.loaded?.bookingPrefill(search);
    if (prefill?.destination) startTransition(() => update((current) => withPrefill(current, prefill)));
  }, [catalogue.loaded, search, update]);

  // A new destination clears the itinerary and the place chosen for the old one.
  const setDestination = (destination: string) => {
    update((f) => ({ ...f, itinerary: '', place: f.destination === destination ? f.place : '' }));
    set('destination', destination);
  };

  const toggleInterest = (interest: string, on: boolean) =>
    update((f) => ({ ...f, interests: on ? [...f.interests, interest] : f.interests.filter((i) => i !== interest) }));

  const itineraryChoices = catalogue.loaded?.bookingItineraryChoices(form.destination) ?? [];
  const placeLabel = form.place && catalogue.loaded ? catalogue.loaded.destinationLabel(form) : '';

  return (
    <chakra.form {...booking.formProps} onFocus={prepareEnquiries} bg="bg.panel" borderRadius="l3" p={{ base: '6', md: '10' }} borderWidth="1px" borderColor="border.muted" aria-labelledby="form-heading">
      <Stack gap="10">
        <Fieldset.Root recipe={formRecipes.fieldset}>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Travel Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <ChoiceField form={booking} name="destination" label="Destination" required error="Choose a destination" placeholder="Select a destination" options={bookingDestinationChoices} onChange={setDestination} />
            <ChoiceField
              form={booking}
              name="itinerary"
              label="Itinerary"
              help={form.destination ? 'Optional: start from one of our journeys' : 'Choose a destination first'}
              placeholder={form.destination ? 'Select an itinerary (optional)' : 'Choose a destination first'}
              options={itineraryChoices}
              disabled={!form.destination}
            />
            {placeLabel && (
              <Box gridColumn={{ md: 'span 2' }} display="flex" alignItems="center" gap="2" bg="jade.50" color="jade.800" px="4" py="3" borderRadius="l2" data-testid="booking-place">
                <MapPin size={18} aria-hidden />
                <Text>
                  Place: <strong>{placeLabel}</strong>
                </Text>
              </Box>
            )}
            <TextField form={booking} name="startDate" label="Start Date" required error="Choose a start date from today onwards" type="date" min={minDate} />
            <ChoiceField form={booking} name="duration" label="Duration" required error="Choose a duration" placeholder="Select duration" options={asOptions(DURATION_OPTIONS)} />
            <ChoiceField form={booking} name="travelers" label="Travelers" required error="Choose the number of travellers" placeholder="Number of travellers" options={asOptions(TRAVELER_OPTIONS)} />
            <ChoiceField form={booking} name="budget" label="Budget per Person" required error="Choose a budget" placeholder="Select budget" options={asOptions(BUDGET_OPTIONS)} />
            <ChoiceField form={booking} name="accommodation" label="Accommodation" placeholder="Preferred style (optional)" options={ACCOMMODATION_OPTIONS} />
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root recipe={formRecipes.fieldset}>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Interests
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            {INTEREST_OPTIONS.map((interest) => (
              <ChoiceOption key={interest} name="interests" value={interest} checked={form.interests.includes(interest)} onChange={(on) => toggleInterest(interest, on)} />
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root recipe={formRecipes.fieldset}>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Your Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField form={booking} name="firstName" label="First Name" required error="Enter your first name" autoComplete="given-name" />
            <TextField form={booking} name="lastName" label="Last Name" required error="Enter your last name" autoComplete="family-name" />
            <TextField form={booking} name="email" label="Email" required error={INVALID_EMAIL_TEXT} type="email" autoComplete="email" />
            <TextField form={booking} name="phone" label="Phone" required error="Enter a phone number" type="tel" autoComplete="tel" />
          </SimpleGrid>
        </Fieldset.Root>

        <TextField form={booking} name="message" label="Message" rows={5} placeholder="Anything we should know: occasions, dietary needs, pace, must-sees" />

        <Button type="submit" size="xl" colorPalette="brass" loading={booking.busy} loadingText="Sending..." alignSelf={{ base: 'stretch', md: 'center' }} px="12">
          Submit Booking Request
        </Button>
      </Stack>
      <HeldSubmitNote what="booking request" />
    </chakra.form>
  );
}
