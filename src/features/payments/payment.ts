/**
 * The payment page's model: a demo booking, the form, its checks and the record
 * kept on the device, which never holds the CVV or the full card number.
 */
import type { RequiredField } from '../../lib/validation';

export const DEMO_BOOKING = {
  id: 'RJ-2025-0142',
  itinerary: 'Golden Triangle Luxury Tour',
  duration: '7 Days / 6 Nights',
  travelers: 2,
  startDate: '2026-03-14',
  destinations: ['Delhi', 'Agra', 'Jaipur'],
  totalAmount: 2598,
  breakdown: { basePrice: 2299, taxes: 184, fees: 115 },
} as const;

export const PAYMENT_METHODS = [
  { value: 'card', label: 'Credit or Debit Card' },
  { value: 'bank', label: 'Bank Transfer' },
  { value: 'paypal', label: 'PayPal' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'IN', label: 'India' },
] as const;

export interface PaymentForm {
  bookingId: string;
  amount: string;
  paymentMethod: PaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
  billingAddress: string;
  city: string;
  country: string;
  postalCode: string;
  acceptTerms: boolean;
}

export const emptyPayment: PaymentForm = {
  bookingId: DEMO_BOOKING.id,
  amount: String(DEMO_BOOKING.totalAmount),
  paymentMethod: 'card',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardName: '',
  billingAddress: '',
  city: '',
  country: '',
  postalCode: '',
  acceptTerms: false,
};

type Field = keyof PaymentForm;

const CARD_REQUIRED: RequiredField<Field>[] = [
  { name: 'cardNumber', label: 'Card Number' },
  { name: 'expiryDate', label: 'Expiry Date' },
  { name: 'cvv', label: 'CVV' },
  { name: 'cardName', label: 'Cardholder Name' },
];
const BILLING_REQUIRED: RequiredField<Field>[] = [
  { name: 'billingAddress', label: 'Billing Address' },
  { name: 'city', label: 'City' },
  { name: 'country', label: 'Country' },
  { name: 'postalCode', label: 'Postal Code' },
  { name: 'acceptTerms', label: 'Terms and Privacy Policy' },
];

/** The fields a payment by this method requires, in form order (card fields only for a card; no format checks). */
export function paymentRequired(form: Pick<PaymentForm, 'paymentMethod'>): RequiredField<Field>[] {
  return form.paymentMethod === 'card' ? [...CARD_REQUIRED, ...BILLING_REQUIRED] : BILLING_REQUIRED;
}

/** Groups digits in fours as they are typed: '42424242' -> '4242 4242'. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MMYY' as typed -> 'MM/YY'. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface PaymentRecord extends Omit<PaymentForm, 'cardNumber' | 'cvv'> {
  id: string;
  /** Only the last four digits, never the full number. */
  cardLast4: string;
  status: 'completed';
  createdAt: string;
}

/** The stored record: form fields less the CVV, the card number reduced to its last four digits. */
export function paymentRecord(form: PaymentForm, now = new Date()): PaymentRecord {
  const { cardNumber, cvv: _cvv, ...rest } = form;
  const digits = cardNumber.replace(/\D/g, '');
  return {
    ...rest,
    id: String(now.getTime()),
    cardLast4: form.paymentMethod === 'card' ? digits.slice(-4) : '',
    status: 'completed',
    createdAt: now.toISOString(),
  };
}
