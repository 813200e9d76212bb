/**
 * The booking request form, rendered alone in Chromium: what it says and where focus goes when a
 * request is incomplete, its e-mail address is wrong or the mail service refuses it, with nothing
 * typed lost.
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BookingRequestForm } from '../../src/features/enquiries/forms/BookingRequestForm';
import { outbox } from '../../src/features/enquiries/outbox/instance';
import { fillBookingWith } from '../support/booking';
import { answerEmail, field, renderInApp, toast } from './app';

/** Every field, as a traveller fills them in (the browser tests' request: tests/support/booking.ts). */
const fillBooking = (email: string) =>
  fillBookingWith({ select: (label, value) => userEvent.selectOptions(field(label), value), fill: (label, value) => userEvent.fill(field(label), value), tick: (text) => page.getByText(text, { exact: true }).click() }, email);

const submit = () => page.getByRole('button', { name: 'Submit Booking Request' }).click();

test('missing fields are named in a toast, marked, and focus moves to the first', async () => {
  const sent = answerEmail(200);
  await renderInApp(<BookingRequestForm />, { path: '/booking' });
  await userEvent.fill(field('First Name'), 'Asha');
  await submit();
  await expect.element(toast('Missing Required Fields')).toBeVisible();
  await expect.element(page.getByText('Please fill in all required fields: Destination, Start Date, Duration, Travelers, Budget, Last Name, Email, Phone')).toBeVisible();
  await expect.element(field('Destination')).toHaveFocus();
  await expect.element(field('Destination')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field('First Name')).toHaveValue('Asha');
  expect(sent).toHaveLength(0);
});

test('a bad e-mail address is refused with its toast, and nothing is sent', async () => {
  const sent = answerEmail(200);
  await renderInApp(<BookingRequestForm />, { path: '/booking' });
  await fillBooking('not-an-address@example');
  await submit();
  await expect.element(toast('Invalid Email')).toBeVisible();
  await expect.element(page.getByText('Please enter a valid email address').first()).toBeVisible();
  await expect.element(field('Email')).toHaveFocus();
  expect(sent).toHaveLength(0);
});

test('a mail service answering 400 shows the failure toast, keeps every field and leaves nothing waiting', async () => {
  const sent = answerEmail(400);
  const email = `rejected.${Date.now()}@example.com`;
  await renderInApp(<BookingRequestForm />, { path: '/booking' });
  await fillBooking(email);
  await submit();
  await expect.element(toast('Booking Request Failed')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.text()).toContain(email);
  await expect.element(field('Email')).toHaveValue(email);
  await expect.element(field('Itinerary')).toHaveValue('golden-triangle');
  await expect.element(field('Message')).toHaveValue('Our anniversary trip.');
  const waiting = (await outbox.list()).filter((entry) => JSON.stringify(entry).includes(email) && (entry.status === 'queued' || entry.status === 'sending'));
  expect(waiting).toEqual([]);
});
