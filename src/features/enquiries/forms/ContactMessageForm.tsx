/**
 * The contact form (SPEC §2-§4, §8): inquiry type (general by default), name, email, optional
 * phone, subject and message. While sending, the button is disabled and reads 'Sending...'. On
 * success the record is kept on the device and the form resets; on failure every field stays.
 */
import { Button, Input, SimpleGrid, Stack, Textarea, chakra } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { FormField } from '../../../components/FormField';
import { useDraft } from '../../../lib/useDraft';
import { SelectField } from '../../../components/SelectField';
import { notify } from '../../../components/toaster';
import { supportEmail } from '../../../config/site';
import { INVALID_EMAIL_TEXT, INVALID_EMAIL_TITLE, isValidEmail, MISSING_FIELDS_TITLE, missingFields, missingFieldsText } from '../../../lib/validation';
import { CONTACT_REQUIRED, contactPayload, contactPrefill, emptyContact, INQUIRY_TYPES, type ContactForm, type ContactRecord } from './contact';
import { keepSentCopy, prepareEnquiries, submitEnquiry } from '../api';
import '../../../theme/recipes/form';

type Field = keyof ContactForm;
const fieldId = (name: Field) => `contact-${name}`;

export function ContactMessageForm() {
  const search = useSearch();
  const [form, setForm, clearForm, formRef] = useDraft<ContactForm>('contact', emptyContact);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [sending, setSending] = useState(false);

  // Prefill after hydration: the pre-rendered page has no query.
  useEffect(() => {
    const prefill = contactPrefill(search);
    if (prefill.subject || prefill.inquiryType !== 'general') setForm((f) => ({ ...f, subject: prefill.subject || f.subject, inquiryType: prefill.inquiryType }));
  }, [search, setForm]);

  const set = (name: Field, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const missing = missingFields(form, CONTACT_REQUIRED);
    const badEmail = !missing.length && !isValidEmail(form.email);
    if (missing.length || badEmail) {
      const fields: Field[] = missing.length ? missing.map((m) => m.name) : ['email'];
      setInvalid(new Set(fields));
      notify(missing.length ? { title: MISSING_FIELDS_TITLE, description: missingFieldsText(missing), status: 'error' } : { title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_TEXT, status: 'error' });
      document.getElementById(fieldId(fields[0]!))?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await submitEnquiry(contactPayload(form));
      if (result.kind === 'sent') {
        const record: ContactRecord = { ...form, id: String(Date.now()), status: 'received', createdAt: new Date().toISOString() };
        // The message itself went out; only the local copy can fail here.
        const copyProblem = await keepSentCopy(record);
        if (copyProblem) notify({ title: 'Saved copy unavailable', description: copyProblem, status: 'warning' });
        notify({ title: 'Message Sent Successfully!', description: "Thank you for contacting us. We'll get back to you within 24 hours.", status: 'success' });
        clearForm();
      } else if (result.kind === 'queued') {
        notify({
          title: 'Message Saved',
          description: 'You appear to be offline. Your message is saved on this device and will be sent automatically when the connection returns; there is no need to send it again.',
          status: 'info',
          duration: 8000,
        });
        clearForm();
      } else if (result.kind === 'storage-error') {
        notify({ title: 'Message Not Saved', description: result.message, status: 'error', duration: 10000 });
      } else {
        notify({ title: 'Error', description: `There was a problem sending your message. Please try again or email us directly at ${supportEmail}`, status: 'error' });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <chakra.form ref={formRef} onSubmit={onSubmit} onFocus={prepareEnquiries} noValidate aria-label="Contact form">
      <Stack gap="5">
        <FormField id={fieldId('inquiryType')} label="Inquiry Type" required invalid={invalid.has('inquiryType')} error="Choose an inquiry type">
          <SelectField name="inquiryType" value={form.inquiryType} placeholder="Select an inquiry type" options={INQUIRY_TYPES} onChange={(v) => set('inquiryType', v)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id={fieldId('name')} label="Name" required invalid={invalid.has('name')} error="Enter your name">
            <Input name="name" autoComplete="name" value={form.name} onChange={(e) => set('name', e.currentTarget.value)} bg="bg.panel" />
          </FormField>
          <FormField id={fieldId('email')} label="Email" required invalid={invalid.has('email')} error={INVALID_EMAIL_TEXT}>
            <Input type="email" name="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} bg="bg.panel" />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField id={fieldId('phone')} label="Phone" help="Optional">
            <Input type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} bg="bg.panel" />
          </FormField>
          <FormField id={fieldId('subject')} label="Subject" required invalid={invalid.has('subject')} error="Enter a subject">
            <Input name="subject" value={form.subject} onChange={(e) => set('subject', e.currentTarget.value)} bg="bg.panel" />
          </FormField>
        </SimpleGrid>
        <FormField id={fieldId('message')} label="Message" required invalid={invalid.has('message')} error="Enter your message">
          <Textarea name="message" rows={6} value={form.message} onChange={(e) => set('message', e.currentTarget.value)} bg="bg.panel" />
        </FormField>
        <Button type="submit" size="lg" disabled={sending} alignSelf="flex-start" px="10">
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
