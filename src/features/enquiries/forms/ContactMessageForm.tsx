/**
 * The contact form: inquiry type (general by default), name, e-mail, optional phone, subject and
 * message. While sending, the button is disabled and reads 'Sending...'. On success the record is
 * kept on the device and the form empties; on failure every field stays.
 */
import { Button, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ChoiceField, TextField } from '../../../components/FormFields';
import { HeldSubmitNote } from '../../../components/HeldSubmitNote';
import { useForm, type Outcome } from '../../../components/useForm';
import { supportEmail } from '../../../config/site';
import { checkFields, INVALID_EMAIL_TEXT } from '../../../lib/validation';
import { CONTACT_DRAFT_KEY } from '../../storage/keys';
import { keepSentCopy, prepareEnquiries, submitEnquiry } from '../api';
import { CONTACT_REQUIRED, contactPayload, contactPrefill, emptyContact, INQUIRY_TYPES, type ContactForm, type ContactRecord } from './contact';
import { enquiryOutcome, type EnquiryTexts } from './outcome';

const TEXTS: EnquiryTexts = {
  sent: { title: 'Message Sent Successfully!', description: "Thank you for contacting us. We'll get back to you within 24 hours." },
  queued: {
    title: 'Message Saved',
    description: 'You appear to be offline. Your message is saved on this device and will be sent automatically when the connection returns; there is no need to send it again.',
  },
  failed: () => ({ title: 'Error', description: `There was a problem sending your message. Please try again or email us directly at ${supportEmail}` }),
  notSent: (message) => ({ title: 'Message Not Sent', description: message }),
};

/** The message went out: the device keeps a copy, or the notice says (once) that it could not. */
async function keepCopy(form: ContactForm, outcome: Outcome): Promise<Outcome> {
  const record: ContactRecord = { ...form, id: String(Date.now()), status: 'received', createdAt: new Date().toISOString() };
  const note = await keepSentCopy(record);
  return note ? { ...outcome, notice: { ...outcome.notice, description: `${outcome.notice.description ?? ''} ${note}`.trim() } } : outcome;
}

export function ContactMessageForm() {
  const search = useSearch();
  const contact = useForm<ContactForm>({
    id: 'contact',
    initial: emptyContact,
    draft: CONTACT_DRAFT_KEY,
    validate: (values) => checkFields(values, CONTACT_REQUIRED, { email: 'email' }),
    submit: async (values) => {
      const result = await submitEnquiry(contactPayload(values));
      const outcome = enquiryOutcome(result, TEXTS);
      return result.kind === 'sent' ? keepCopy(values, outcome) : outcome;
    },
  });

  const { update } = contact;
  // Prefill after hydration: the pre-rendered page has no query.
  useEffect(() => {
    const prefill = contactPrefill(search);
    if (prefill.subject || prefill.message || prefill.inquiryType !== 'general')
      update((f) => ({ ...f, subject: prefill.subject || f.subject, message: prefill.message || f.message, inquiryType: prefill.inquiryType }));
  }, [search, update]);

  return (
    <chakra.form {...contact.formProps} onFocus={prepareEnquiries} aria-label="Contact form">
      <Stack gap="5">
        <ChoiceField form={contact} name="inquiryType" label="Inquiry Type" required error="Choose an inquiry type" placeholder="Select an inquiry type" options={INQUIRY_TYPES} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField form={contact} name="name" label="Name" required error="Enter your name" autoComplete="name" />
          <TextField form={contact} name="email" label="Email" required error={INVALID_EMAIL_TEXT} type="email" autoComplete="email" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField form={contact} name="phone" label="Phone" help="Optional" type="tel" autoComplete="tel" />
          <TextField form={contact} name="subject" label="Subject" required error="Enter a subject" />
        </SimpleGrid>
        <TextField form={contact} name="message" label="Message" required error="Enter your message" rows={6} />
        <Button type="submit" size="lg" disabled={contact.busy} alignSelf="flex-start" px="10">
          {contact.busy ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
      <HeldSubmitNote what="message" />
    </chakra.form>
  );
}
