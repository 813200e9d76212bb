import { describe, expect, it } from 'vitest';
import { emptyBooking, validateBooking, withPrefill, type BookingForm } from '../../src/features/enquiries/forms/booking';
import { enquiryOutcome, notKeptMessage, type EnquiryTexts } from '../../src/features/enquiries/forms/outcome';
import { bookingPayload, bookingPrefill, bookingSummary, destinationLabel } from '../../src/features/enquiries/forms/bookingCatalogue';
import { CONTACT_REQUIRED, contactPayload, contactPrefill, emptyContact, splitName } from '../../src/features/enquiries/forms/contact';
import { emptyPayment, formatCardNumber, formatExpiry, paymentRecord, paymentRequired } from '../../src/features/payments/payment';
import { checkFields, isValidEmail } from '../../src/lib/validation';

const complete: BookingForm = {
  ...emptyBooking,
  destination: 'india',
  itinerary: 'golden-triangle',
  startDate: '2030-01-10',
  duration: '6-8 days',
  travelers: '2',
  budget: '$3,500-$5,000',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+44 20 7946 0000',
  interests: ['Photography'],
};

describe('validation', () => {
  it('accepts text@text.text without spaces only', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', '@b.c', 'a@.c', 'ab.c', 'a@b.']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('names every missing booking field in form order', () => {
    const result = validateBooking({ ...emptyBooking, firstName: 'Asha' }, '2029-01-01');
    expect(result).toEqual({
      fields: ['destination', 'startDate', 'duration', 'travelers', 'budget', 'lastName', 'email', 'phone'],
      title: 'Missing Required Fields',
      description: 'Please fill in all required fields: Destination, Start Date, Duration, Travelers, Budget, Last Name, Email, Phone',
    });
  });

  it('checks the e-mail once everything is filled, then the date', () => {
    expect(validateBooking({ ...complete, email: 'asha@example' }, '2029-01-01')).toEqual({ fields: ['email'], title: 'Invalid Email', description: 'Please enter a valid email address' });
    expect(validateBooking({ ...complete, startDate: '2028-12-31' }, '2029-01-01')).toMatchObject({ fields: ['startDate'], title: 'Invalid Start Date' });
    expect(validateBooking(complete, '2029-01-01')).toBeUndefined();
  });

  it('checks the contact form the same way: required fields first, then the address', () => {
    expect(checkFields({ ...emptyContact, name: 'Asha' }, CONTACT_REQUIRED, { email: 'email' })).toMatchObject({ fields: ['email', 'subject', 'message'], title: 'Missing Required Fields' });
    expect(checkFields({ ...emptyContact, name: 'Asha', email: 'asha@', subject: 'Hi', message: 'Hello' }, CONTACT_REQUIRED, { email: 'email' })).toMatchObject({ fields: ['email'], title: 'Invalid Email' });
    expect(checkFields({ ...emptyContact, name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: 'Hello' }, CONTACT_REQUIRED, { email: 'email' })).toBeUndefined();
  });
});

describe('booking', () => {
  it('prefills destination and place from a destination page, with a message about the place', () => {
    const form = bookingPrefill('?destination=india&place=agra&name=Agra');
    expect(form).toMatchObject({ destination: 'india', place: 'agra', itinerary: '' });
    expect(form.message).toContain('Agra');
    expect(destinationLabel(form)).toBe('Agra, India');
    expect(bookingPrefill('?destination=nepal&place=pokhara').message).toContain('Pokhara');
  });

  it('prefills destination and itinerary from an itinerary page, ignoring mismatches', () => {
    expect(bookingPrefill('?destination=bhutan&itinerary=bhutan-festival')).toMatchObject({ destination: 'bhutan', itinerary: 'bhutan-festival' });
    expect(bookingPrefill('?destination=nepal&itinerary=bhutan-festival')).toMatchObject({ destination: 'nepal', itinerary: '' });
    expect(bookingPrefill('?destination=atlantis')).toEqual(emptyBooking);
  });

  it('sends type, subject, source and the plain-text summary ', () => {
    const payload = bookingPayload({ ...complete, place: 'agra' });
    expect(payload).toMatchObject({ type: 'booking_request', subject: 'Booking Request: Agra, India', sourcePage: 'booking', destination: 'india/agra' });
    expect(payload.message).toContain('TRAVEL DETAILS');
    expect(payload.message).toContain('Golden Triangle Luxury Tour');
    expect(payload.message).toContain('Accommodation: Not specified');
    expect(payload.message).toContain('No additional information provided');
    expect(bookingPayload({ ...complete, destination: '' }).subject).toBe('Booking Request: New Destination');
    expect(bookingSummary({ ...complete, interests: [] })).toContain('None specified');
  });
});

describe('booking prefill over what the visitor typed', () => {
  it('takes the journey from the link as a whole and fills only the fields left empty', () => {
    const typed: BookingForm = { ...emptyBooking, destination: 'nepal', itinerary: 'everest-luxury', firstName: 'Asha', travelers: '2', message: 'Our own words' };
    const prefill: BookingForm = { ...emptyBooking, destination: 'india', place: 'agra', message: "I'm interested in visiting Agra." };
    expect(withPrefill(typed, prefill)).toEqual({ ...typed, destination: 'india', place: 'agra', itinerary: '', message: 'Our own words' });
    expect(withPrefill(emptyBooking, prefill).message).toBe("I'm interested in visiting Agra.");
  });

  it("takes a dated trip's start, length and travellers over the form's", () => {
    const typed: BookingForm = { ...emptyBooking, startDate: '2027-01-05', travelers: '1', budget: '$5,000+' };
    const dated: BookingForm = { ...emptyBooking, destination: 'india', itinerary: 'golden-triangle', startDate: '2027-03-14', duration: '6-8 days', travelers: '2' };
    expect(withPrefill(typed, dated)).toMatchObject({ startDate: '2027-03-14', duration: '6-8 days', travelers: '2', budget: '$5,000+' });
  });
});

describe('contact', () => {
  it('prefills subject and inquiry type, defaulting to general', () => {
    expect(contactPrefill('?subject=Hi&inquiryType=custom')).toMatchObject({ subject: 'Hi', inquiryType: 'custom' });
    expect(contactPrefill('?inquiryType=nonsense').inquiryType).toBe('general');
  });

  it('sends contact_form with from_name and from_email, splitting the name for the helper', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
    expect(contactPayload({ inquiryType: 'group', name: 'Tom Hale', email: 'tom@x.io', phone: '', subject: 'Trip', message: 'Hi' })).toMatchObject({
      type: 'contact_form',
      from_name: 'Tom Hale',
      from_email: 'tom@x.io',
      firstName: 'Tom',
      lastName: 'Hale',
      sourcePage: 'contact',
    });
  });
});

describe('payment', () => {
  it('groups the card number and the expiry as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1229')).toBe('12/29');
  });

  it('requires card fields only for card payments, and always the billing fields and terms', () => {
    const missing = (form: typeof emptyPayment) => checkFields(form, paymentRequired(form))?.fields;
    expect(missing(emptyPayment)).toEqual(['cardNumber', 'expiryDate', 'cvv', 'cardName', 'billingAddress', 'city', 'country', 'postalCode', 'acceptTerms']);
    expect(missing({ ...emptyPayment, paymentMethod: 'bank' })).toEqual(['billingAddress', 'city', 'country', 'postalCode', 'acceptTerms']);
  });

  it('keeps no CVV and only the last four digits', () => {
    const record = paymentRecord({ ...emptyPayment, cardNumber: '4242 4242 4242 1881', cvv: '987', cardName: 'A R' }, new Date('2026-01-02T03:04:05Z'));
    expect(record).toMatchObject({ cardLast4: '1881', status: 'completed', id: String(Date.parse('2026-01-02T03:04:05Z')), createdAt: '2026-01-02T03:04:05.000Z' });
    expect(JSON.stringify(record)).not.toContain('987');
    expect(JSON.stringify(record)).not.toContain('4242');
    expect(record).not.toHaveProperty('cvv');
    expect(record).not.toHaveProperty('cardNumber');
  });
});

describe('a message neither kept nor sent', () => {
  it('says why, keeps what was typed, and gives the e-mail address and phone as the way out', () => {
    const offline = notKeptMessage({ offline: true, full: false });
    expect(offline).toMatch(/offline.*does not allow saving messages to send later.*has not been sent.*still here.*when you are back online/);
    expect(offline).toContain('hello@rasajourneys.com');
    expect(offline).toContain('+91 11 4050 7788');
    expect(notKeptMessage({ offline: false, full: true })).toMatch(/mail service could not be reached.*storage is full.*try again in a moment/);
  });
});

describe('what a form says of each result', () => {
  const texts: EnquiryTexts = {
    sent: { title: 'Sent' },
    queued: { title: 'Saved' },
    failed: (message) => ({ title: 'Refused', description: message }),
    notSent: (message) => ({ title: 'Not sent', description: message }),
  };

  it('empties the form once the outbox has the message, and keeps it otherwise', () => {
    expect(enquiryOutcome({ kind: 'sent' }, texts)).toMatchObject({ reset: true, notice: { title: 'Sent', status: 'success' } });
    expect(enquiryOutcome({ kind: 'queued' }, texts)).toMatchObject({ reset: true, notice: { title: 'Saved', status: 'info' } });
    expect(enquiryOutcome({ kind: 'failed', message: 'Bad template', status: 400 }, texts)).toMatchObject({ reset: false, notice: { title: 'Refused', description: 'Bad template', status: 'error' } });
  });

  it('tells code that could not load apart from the mail service: not sent, with its own reason, the form kept', () => {
    const outcome = enquiryOutcome({ kind: 'not-loaded', message: 'This page could not finish loading.' }, texts);
    expect(outcome).toEqual({ reset: false, notice: { title: 'Not sent', description: 'This page could not finish loading.', duration: 10000, status: 'error' } });
    expect(enquiryOutcome({ kind: 'storage-error', message: 'Storage refused', full: false }, texts)).toMatchObject({ reset: false, notice: { title: 'Not sent', description: 'Storage refused' } });
  });
});
