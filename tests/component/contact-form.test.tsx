/**
 * The contact form, rendered alone in Chromium: prefilled from its query, and when the mail
 * service refuses the message, every field kept.
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ContactMessageForm } from '../../src/features/enquiries/forms/ContactMessageForm';
import { answerEmail, field, renderInApp, toast } from './app';

test('prefilled from the query; a refused message keeps its fields', async () => {
  const sent = answerEmail(400);
  await renderInApp(<ContactMessageForm />, { path: '/contact?subject=Itinerary%3A%20Bhutan%20Essentials&inquiryType=custom' });
  await expect.element(field('Subject')).toHaveValue('Itinerary: Bhutan Essentials');
  await expect.element(field('Inquiry Type')).toHaveValue('custom');
  await userEvent.fill(field('Name'), 'Mei Lin');
  await userEvent.fill(field('Email'), 'mei.lin@example.com');
  await userEvent.fill(field('Message'), 'Can we add Bumthang?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.element(toast('Error')).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect.element(field('Message')).toHaveValue('Can we add Bumthang?');
  await expect.element(field('Name')).toHaveValue('Mei Lin');
});
