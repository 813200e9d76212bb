/**
 * The payment form (a demo: no payment is taken), rendered alone in Chromium: the card's fields
 * formatted as typed, a record kept with no CVV and only the card's last four digits, and the other
 * methods' own details.
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PaymentFormCard } from '../../src/features/payments/PaymentFormCard';
import { field, renderInApp, toast } from './app';

test('the stored record has no CVV and only the last four digits', async () => {
  await renderInApp(<PaymentFormCard />, { path: '/payment' });
  await expect.element(page.getByText('Demo - no payment is taken').first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect.element(toast('Missing Required Fields')).toBeVisible();

  await userEvent.fill(field('Card Number'), '4242424242424242');
  await expect.element(field('Card Number')).toHaveValue('4242 4242 4242 4242');
  await userEvent.fill(field('Cardholder Name'), 'Asha Rao');
  await userEvent.fill(field('Expiry Date'), '1229');
  await expect.element(field('Expiry Date')).toHaveValue('12/29');
  await userEvent.fill(field('CVV'), '987');
  await userEvent.fill(field('Billing Address'), '1 High Street');
  await userEvent.fill(field('City'), 'London');
  await userEvent.selectOptions(field('Country'), 'UK');
  await userEvent.fill(field('Postal Code'), 'N1 9GU');
  await page.getByText('I agree to the Terms and Conditions and the Privacy Policy').click();
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect.element(toast('Payment Successful!')).toBeVisible();
  await expect.element(field('Card Number')).toHaveValue('');

  const records = localStorage.getItem('rasa.payments') ?? '';
  expect(records).not.toContain('4242 4242 4242 4242');
  expect(records).not.toContain('4242424242424242');
  const last = JSON.parse(records).at(-1) as Record<string, unknown>;
  // The CVV in no field. Not searched in the whole text: the record's id and time are the moment's
  // digits, which may hold '987' by chance.
  const fields = Object.entries(last).filter(([key]) => key !== 'id' && key !== 'createdAt');
  expect(fields.map(([, value]) => String(value)).join('|')).not.toContain('987');
  expect(last).toMatchObject({ cardLast4: '4242', status: 'completed', city: 'London', paymentMethod: 'card' });
  expect(last).not.toHaveProperty('cvv');
  expect(last).not.toHaveProperty('cardNumber');
});

test('bank transfer and PayPal show their own details', async () => {
  await renderInApp(<PaymentFormCard />, { path: '/payment' });
  await page.getByText('Bank Transfer', { exact: true }).click();
  await expect.element(page.getByTestId('bank-details')).toBeVisible();
  await expect.element(page.getByTestId('card-fields')).not.toBeInTheDocument();
  await page.getByText('PayPal', { exact: true }).click();
  await expect.element(page.getByTestId('paypal-note')).toBeVisible();
});
