/**
 * The demo payment form: method (card by default, bank transfer details, or a PayPal note), the
 * required fields (card fields only for a card) and the terms checkbox. On submit the record is
 * kept on the device (no CVV, only the card's last four digits) and the form resets to card. No
 * payment is taken.
 */
import { Alert, Box, Button, Fieldset, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { ChoiceField, TextField } from '../../components/FormFields';
import { HeldSubmitNote } from '../../components/HeldSubmitNote';
import { ChoiceOption } from '../../components/ChoiceOption';
import { useForm, type Formats, type Outcome } from '../../components/useForm';
import { checkFields } from '../../lib/validation';
import { formRecipes } from '../../theme/recipes/form';
import { COUNTRIES, emptyPayment, formatCardNumber, formatExpiry, PAYMENT_METHODS, paymentRecord, paymentRequired, type PaymentForm, type PaymentMethod } from './payment';

const PAYMENT_FORMATS: Formats<PaymentForm> = { cardNumber: formatCardNumber, expiryDate: formatExpiry, cvv: (typed) => typed.replace(/\D/g, '') };

async function keepPayment(form: PaymentForm): Promise<Outcome> {
  // The record (no CVV, last four digits only) is the demo's receipt on this device; where the
  // device cannot keep it, the notice says so once. Storage (IndexedDB) loads on submit, not with
  // the page; should its code not load, the payment still went through and no copy is kept.
  const note = await import('../storage/records').then(({ keepRecordOrNote }) => keepRecordOrNote('payments', paymentRecord(form)), () => undefined);
  const done = 'Your payment has been processed. A confirmation email will follow shortly. (Demo: no payment was taken.)';
  return { notice: { title: 'Payment Successful!', description: note ? `${done} ${note}` : done, status: 'success' }, reset: true };
}

export function PaymentFormCard() {
  // No draft: card details are never written to storage.
  const payment = useForm<PaymentForm>({
    id: 'payment',
    initial: emptyPayment,
    validate: (values) => checkFields(values, paymentRequired(values)),
    submit: keepPayment,
    formats: PAYMENT_FORMATS,
  });
  const { values: form, set, fieldId, isInvalid } = payment;

  const card = form.paymentMethod === 'card';

  return (
    <chakra.form {...payment.formProps} aria-label="Payment form">
      <Stack gap="8">
        <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>Demo - no payment is taken</Alert.Title>
        </Alert.Root>
        <Fieldset.Root recipe={formRecipes.fieldset}>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="3">
            Payment Method
          </Fieldset.Legend>
          <Stack direction={{ base: 'column', md: 'row' }} gap="5">
            {PAYMENT_METHODS.map((m) => (
              <ChoiceOption key={m.value} type="radio" name="paymentMethod" value={m.value} checked={form.paymentMethod === m.value} onChange={(on) => on && set('paymentMethod', m.value as PaymentMethod)}>
                {m.label}
              </ChoiceOption>
            ))}
          </Stack>
        </Fieldset.Root>

        {card && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" data-testid="card-fields">
            <TextField form={payment} name="cardNumber" label="Card Number" required error="Enter the card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" />
            <TextField form={payment} name="cardName" label="Cardholder Name" required error="Enter the name on the card" autoComplete="cc-name" />
            <TextField form={payment} name="expiryDate" label="Expiry Date" required error="Enter the expiry date" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
            <TextField form={payment} name="cvv" label="CVV" required error="Enter the security code" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
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

        <Fieldset.Root recipe={formRecipes.fieldset}>
          <Fieldset.Legend fontFamily="heading" fontSize="2xl" fontWeight="600" mb="3">
            Billing Details
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Box gridColumn={{ md: 'span 2' }}>
              <TextField form={payment} name="billingAddress" label="Billing Address" required error="Enter the billing address" autoComplete="street-address" />
            </Box>
            <TextField form={payment} name="city" label="City" required error="Enter the city" autoComplete="address-level2" />
            <ChoiceField form={payment} name="country" label="Country" required error="Choose the country" placeholder="Select a country" options={COUNTRIES} />
            <TextField form={payment} name="postalCode" label="Postal Code" required error="Enter the postal code" autoComplete="postal-code" />
          </SimpleGrid>
        </Fieldset.Root>

        <ChoiceOption name="acceptTerms" value="on" id={fieldId('acceptTerms')} checked={form.acceptTerms} onChange={(on) => set('acceptTerms', on)} invalid={isInvalid('acceptTerms')}>
          I agree to the Terms and Conditions and the Privacy Policy
        </ChoiceOption>

        <Button type="submit" size="xl" colorPalette="brass" loading={payment.busy} loadingText="Processing...">
          Complete Payment
        </Button>
      </Stack>
      <HeldSubmitNote what="payment" done="processed" />
    </chakra.form>
  );
}
