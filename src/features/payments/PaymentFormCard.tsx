/**
 * The demo payment form: method (card by default, bank transfer details, or a PayPal note), the
 * required fields of SPEC §5 and the terms checkbox. On submit the record is kept on the device
 * (no CVV, only the card's last four digits) and the form resets to card. No payment is taken.
 */
import { Alert, Box, Button, Checkbox, Fieldset, Input, RadioGroup, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { notify } from '../../components/toaster';
import { MISSING_FIELDS_TITLE, missingFieldsText } from '../../lib/validation';
import { keepRecordOrExplain } from '../storage';
import { COUNTRIES, emptyPayment, formatCardNumber, formatExpiry, missingPaymentFields, PAYMENT_METHODS, paymentRecord, type PaymentForm, type PaymentMethod } from './payment';
import '../../theme/recipes/payment';

type Field = keyof PaymentForm;
const fieldId = (name: Field) => `payment-${name}`;

export function PaymentFormCard() {
  const [form, setForm] = useState<PaymentForm>(emptyPayment);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [busy, setBusy] = useState(false);

  const set = <K extends Field>(name: K, value: PaymentForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingPaymentFields(form);
    if (missing.length) {
      setInvalid(new Set(missing.map((m) => m.name)));
      notify({ title: MISSING_FIELDS_TITLE, description: missingFieldsText(missing), status: 'error' });
      document.getElementById(fieldId(missing[0]!.name))?.focus();
      return;
    }
    setBusy(true);
    const problem = await keepRecordOrExplain('payments', paymentRecord(form));
    setBusy(false);
    if (problem) {
      notify({ title: 'Payment Not Saved', description: problem, status: 'error' });
      return;
    }
    notify({
      title: 'Payment Successful!',
      description: 'Your payment has been processed. A confirmation email will follow shortly. (Demo: no payment was taken.)',
      status: 'success',
    });
    setForm(emptyPayment);
    setInvalid(new Set());
  }

  const card = form.paymentMethod === 'card';

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Payment form">
      <Stack gap="8">
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>Demo - no payment is taken</Alert.Title>
        </Alert.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="3">
            Payment Method
          </Fieldset.Legend>
          <RadioGroup.Root value={form.paymentMethod} onValueChange={(d) => set('paymentMethod', (d.value ?? 'card') as PaymentMethod)} name="paymentMethod">
            <Stack direction={{ base: 'column', md: 'row' }} gap="5">
              {PAYMENT_METHODS.map((m) => (
                <RadioGroup.Item key={m.value} value={m.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>

        {card && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" data-testid="card-fields">
            <FormField id={fieldId('cardNumber')} label="Card Number" required invalid={invalid.has('cardNumber')} error="Enter the card number">
              <Input name="cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" value={form.cardNumber} onChange={(e) => set('cardNumber', formatCardNumber(e.currentTarget.value))} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('cardName')} label="Cardholder Name" required invalid={invalid.has('cardName')} error="Enter the name on the card">
              <Input name="cardName" autoComplete="cc-name" value={form.cardName} onChange={(e) => set('cardName', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('expiryDate')} label="Expiry Date" required invalid={invalid.has('expiryDate')} error="Enter the expiry date">
              <Input name="expiryDate" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" value={form.expiryDate} onChange={(e) => set('expiryDate', formatExpiry(e.currentTarget.value))} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('cvv')} label="CVV" required invalid={invalid.has('cvv')} error="Enter the security code">
              <Input name="cvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={form.cvv} onChange={(e) => set('cvv', e.currentTarget.value.replace(/\D/g, ''))} bg="bg.panel" />
            </FormField>
          </SimpleGrid>
        )}
        {form.paymentMethod === 'bank' && (
          <Box bg="bg.sand" p="6" borderRadius="l2" data-testid="bank-details">
            <Text fontWeight="semibold" mb="2">
              Bank transfer details
            </Text>
            <Text fontSize="sm">Account name: Rasa Journeys Pvt. Ltd.</Text>
            <Text fontSize="sm">Bank: sent with your booking confirmation</Text>
            <Text fontSize="sm">Reference: {form.bookingId}</Text>
            <Text fontSize="sm" color="fg.muted" mt="2">
              Your booking is held for 5 working days while the transfer arrives.
            </Text>
          </Box>
        )}
        {form.paymentMethod === 'paypal' && (
          <Box bg="bg.sand" p="6" borderRadius="l2" data-testid="paypal-note">
            <Text fontSize="sm">After you confirm, you would be taken to PayPal to approve the payment, then brought back here.</Text>
          </Box>
        )}

        <Fieldset.Root>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="3">
            Billing Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField id={fieldId('billingAddress')} label="Billing Address" required invalid={invalid.has('billingAddress')} error="Enter the billing address">
                <Input name="billingAddress" autoComplete="street-address" value={form.billingAddress} onChange={(e) => set('billingAddress', e.currentTarget.value)} bg="bg.panel" />
              </FormField>
            </Box>
            <FormField id={fieldId('city')} label="City" required invalid={invalid.has('city')} error="Enter the city">
              <Input name="city" autoComplete="address-level2" value={form.city} onChange={(e) => set('city', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
            <FormField id={fieldId('country')} label="Country" required invalid={invalid.has('country')} error="Choose the country">
              <SelectField name="country" value={form.country} placeholder="Select a country" options={COUNTRIES} onChange={(v) => set('country', v)} />
            </FormField>
            <FormField id={fieldId('postalCode')} label="Postal Code" required invalid={invalid.has('postalCode')} error="Enter the postal code">
              <Input name="postalCode" autoComplete="postal-code" value={form.postalCode} onChange={(e) => set('postalCode', e.currentTarget.value)} bg="bg.panel" />
            </FormField>
          </SimpleGrid>
        </Fieldset.Root>

        <Checkbox.Root checked={form.acceptTerms} onCheckedChange={(d) => set('acceptTerms', d.checked === true)} invalid={invalid.has('acceptTerms')} ids={{ hiddenInput: fieldId('acceptTerms') }}>
          <Checkbox.HiddenInput name="acceptTerms" />
          <Checkbox.Control />
          <Checkbox.Label>I agree to the Terms and Conditions and the Privacy Policy</Checkbox.Label>
        </Checkbox.Root>

        <Button type="submit" size="xl" colorPalette="brass" loading={busy} loadingText="Processing...">
          Complete Payment
        </Button>
      </Stack>
    </chakra.form>
  );
}
