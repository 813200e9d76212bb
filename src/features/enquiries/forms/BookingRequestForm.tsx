/**
 * The booking request form: SPEC §3 fields and §9 choices, §5 validation with its toasts, then the
 * outbox. Prefilled from the query after hydration (so the pre-rendered page matches); on success
 * or when queued it resets, on failure it keeps everything the visitor typed.
 */
import { Box, Button, Fieldset, Input, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { CheckboxOption } from '../../../components/CheckboxOption';
import { FormField } from '../../../components/FormField';
import { useDraft } from '../../../lib/useDraft';
import { SelectField } from '../../../components/SelectField';
import { dismissToast, notify } from '../../../components/toaster';
import { supportEmail } from '../../../config/site';
import { bookingDestinationChoices } from '../../../content/groups';
import { INVALID_EMAIL_TEXT, INVALID_EMAIL_TITLE, MISSING_FIELDS_TITLE, missingFieldsText } from '../../../lib/validation';
import {
  ACCOMMODATION_OPTIONS,
  BUDGET_OPTIONS,
  DURATION_OPTIONS,
  emptyBooking,
  INTEREST_OPTIONS,
  todayIso,
  TRAVELER_OPTIONS,
  validateBooking,
  type BookingForm,
} from './booking';
import { prepareEnquiries, submitEnquiry } from '../api';
import { useBookingText } from './useBookingText';
import '../../../theme/recipes/form';

type Field = keyof BookingForm;

const fieldId = (name: Field) => `booking-${name}`;
const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function BookingRequestForm() {
  const search = useSearch();
  const [form, setForm, clearForm, formRef] = useDraft<BookingForm>('booking', emptyBooking);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [sending, setSending] = useState(false);
  const [minDate, setMinDate] = useState<string>();
  const text = useBookingText();

  // After hydration: today's date and the query's prefill (the pre-rendered page has neither). Each
  // re-renders the whole form, so as a transition: in short slices that give way to the visitor's
  // input, not one long task just as the page becomes interactive.
  useEffect(() => startTransition(() => setMinDate(todayIso())), []);
  useEffect(() => {
    const prefill = text.loaded?.bookingPrefill(search);
    if (prefill?.destination) startTransition(() => setForm(prefill));
  }, [text.loaded, search, setForm]);

  const set = <K extends Field>(name: K, value: BookingForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setInvalid((s) => {
      if (!s.has(name)) return s;
      const next = new Set(s);
      next.delete(name);
      return next;
    });
  };

  const setDestination = (destination: string) => {
    // A new destination clears the itinerary and the place chosen for the old one.
    setForm((f) => ({ ...f, destination, itinerary: '', place: f.destination === destination ? f.place : '' }));
    setInvalid((s) => new Set([...s].filter((n) => n !== 'destination')));
  };

  const toggleInterest = (interest: string, on: boolean) =>
    setForm((f) => ({ ...f, interests: on ? [...f.interests, interest] : f.interests.filter((i) => i !== interest) }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const check = validateBooking(form);
    if (!check.ok) {
      setInvalid(new Set(check.fields.map((f) => f.name)));
      if (check.reason === 'missing') notify({ title: MISSING_FIELDS_TITLE, description: missingFieldsText(check.fields), status: 'error' });
      else if (check.reason === 'email') notify({ title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_TEXT, status: 'error' });
      else notify({ title: 'Invalid Start Date', description: 'Please choose a start date from today onwards', status: 'error' });
      document.getElementById(fieldId(check.fields[0]!.name))?.focus();
      return;
    }
    setInvalid(new Set());
    setSending(true);
    const pending = notify({ title: 'Sending Request', description: 'Please wait while we submit your booking request...', status: 'loading' });
    const result = await text.load().then(
      ({ bookingPayload }) => submitEnquiry(bookingPayload(form)),
      () => ({ kind: 'failed', message: `This page could not finish loading, so your request was not sent. Please reload the page and send it again (your details stay in the form), or write to us at ${supportEmail}` }) as const,
    );
    dismissToast(pending);
    setSending(false);
    switch (result.kind) {
      case 'sent':
        notify({
          title: 'Booking Request Submitted Successfully!',
          description: 'Thank you for your booking request. Our travel experts will contact you within 24 hours.',
          status: 'success',
        });
        clearForm();
        break;
      case 'queued':
        notify({
          title: 'Booking Request Saved',
          description: "You're offline or our mail service is busy. Your request is saved on this device and will be sent automatically when the connection returns; there is no need to send it again.",
          status: 'info',
          duration: 8000,
        });
        clearForm();
        break;
      case 'failed':
        notify({
          title: 'Booking Request Failed',
          description: result.message || `There was a problem submitting your booking. Please try again or contact us directly at ${supportEmail}`,
          status: 'error',
        });
        break;
      case 'storage-error':
        notify({ title: 'Booking Request Not Saved', description: result.message, status: 'error', duration: 10000 });
        break;
    }
  }

  const itineraryChoices = text.loaded?.bookingItineraryChoices(form.destination) ?? [];
  const placeLabel = form.place && text.loaded ? text.loaded.destinationLabel(form) : '';

  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} onFocus={prepareEnquiries} noValidate bg="bg.panel" borderRadius="l3" p={{ base: '6', md: '10' }} borderWidth="1px" borderColor="border.muted" aria-labelledby="form-heading">
      <Stack gap="10">
        <Fieldset.Root>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Travel Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField id={fieldId('destination')} label="Destination" required invalid={invalid.has('destination')} error="Choose a destination">
              <SelectField name="destination" value={form.destination} placeholder="Select a destination" options={bookingDestinationChoices} onChange={setDestination} />
            </FormField>
            <FormField id={fieldId('itinerary')} label="Itinerary" help={form.destination ? 'Optional: start from one of our journeys' : 'Choose a destination first'}>
              <SelectField name="itinerary" value={form.itinerary} placeholder={form.destination ? 'Select an itinerary (optional)' : 'Choose a destination first'} options={itineraryChoices} onChange={(v) => set('itinerary', v)} disabled={!form.destination} />
            </FormField>
            {placeLabel && (
              <Box gridColumn={{ md: 'span 2' }} display="flex" alignItems="center" gap="2" bg="jade.50" color="jade.800" px="4" py="3" borderRadius="l2" data-testid="booking-place">
                <MapPin size={18} aria-hidden />
                <Text>
                  Place: <strong>{placeLabel}</strong>
                </Text>
              </Box>
            )}
            <FormField id={fieldId('startDate')} label="Start Date" required invalid={invalid.has('startDate')} error="Choose a start date from today onwards">
              <Input type="date" name="startDate" min={minDate} value={form.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('duration')} label="Duration" required invalid={invalid.has('duration')} error="Choose a duration">
              <SelectField name="duration" value={form.duration} placeholder="Select duration" options={asOptions(DURATION_OPTIONS)} onChange={(v) => set('duration', v)} />
            </FormField>
            <FormField id={fieldId('travelers')} label="Travelers" required invalid={invalid.has('travelers')} error="Choose the number of travellers">
              <SelectField name="travelers" value={form.travelers} placeholder="Number of travellers" options={asOptions(TRAVELER_OPTIONS)} onChange={(v) => set('travelers', v)} />
            </FormField>
            <FormField id={fieldId('budget')} label="Budget per Person" required invalid={invalid.has('budget')} error="Choose a budget">
              <SelectField name="budget" value={form.budget} placeholder="Select budget" options={asOptions(BUDGET_OPTIONS)} onChange={(v) => set('budget', v)} />
            </FormField>
            <FormField id={fieldId('accommodation')} label="Accommodation">
              <SelectField name="accommodation" value={form.accommodation} placeholder="Preferred style (optional)" options={ACCOMMODATION_OPTIONS} onChange={(v) => set('accommodation', v)} />
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Interests
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            {INTEREST_OPTIONS.map((interest) => (
              <CheckboxOption key={interest} name="interests" value={interest} checked={form.interests.includes(interest)} onChange={(on) => toggleInterest(interest, on)} />
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="4">
            Your Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField id={fieldId('firstName')} label="First Name" required invalid={invalid.has('firstName')} error="Enter your first name">
              <Input name="firstName" autoComplete="given-name" value={form.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('lastName')} label="Last Name" required invalid={invalid.has('lastName')} error="Enter your last name">
              <Input name="lastName" autoComplete="family-name" value={form.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('email')} label="Email" required invalid={invalid.has('email')} error={INVALID_EMAIL_TEXT}>
              <Input type="email" name="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('phone')} label="Phone" required invalid={invalid.has('phone')} error="Enter a phone number">
              <Input type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>

        <FormField id={fieldId('message')} label="Message">
          <Textarea name="message" rows={5} value={form.message} onChange={(e) => set('message', e.currentTarget.value)} placeholder="Anything we should know: occasions, dietary needs, pace, must-sees" bg="bg.panel" />
        </FormField>

        <Button type="submit" size="xl" colorPalette="brass" loading={sending} loadingText="Sending..." alignSelf={{ base: 'stretch', md: 'center' }} px="12">
          Submit Booking Request
        </Button>
      </Stack>
    </chakra.form>
  );
}
