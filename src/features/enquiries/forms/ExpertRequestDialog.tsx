/**
 * The request dialog behind 'Contact Expert' and 'Book Experience' (ExpertRequestButton): asks for
 * a name and an e-mail (phone, preferred dates and message optional), then the request goes
 * through the outbox with the SPEC §8 toasts. On failure it stays open with everything typed.
 */
import { Button, CloseButton, Dialog, Input, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField';
import { notify } from '../../../components/toaster';
import { supportEmail } from '../../../config/site';
import { INVALID_EMAIL_TEXT, INVALID_EMAIL_TITLE, isValidEmail, MISSING_FIELDS_TITLE, missingFieldsText } from '../../../lib/validation';
import { splitName } from './contact';
import type { MessagePayload } from '../message';
import { prepareEnquiries, submitEnquiry } from '../api';

import type { ExpertRequest } from './ExpertRequestButton';
import '../../../theme/recipes/form';

interface RequestForm {
  name: string;
  email: string;
  phone: string;
  dates: string;
  message: string;
}

const empty: RequestForm = { name: '', email: '', phone: '', dates: '', message: '' };

export function requestPayload(request: ExpertRequest, form: RequestForm): MessagePayload {
  const experience = request.experience;
  const details = [form.dates.trim() && `Preferred dates: ${form.dates.trim()}`, form.message.trim()].filter(Boolean).join('\n\n');
  return {
    type: experience ? 'experience_request' : 'expert_request',
    subject: experience ? `Experience Booking: ${experience.title} (${request.placeName})` : `Expert Consultation: ${request.placeName}`,
    sourcePage: 'destination',
    ...splitName(form.name),
    email: form.email.trim(),
    phone: form.phone.trim(),
    destination: request.placeName,
    startDate: form.dates.trim(),
    message: details,
    experience_title: experience?.title,
    experience_duration: experience?.duration,
    from_name: form.name.trim(),
    from_email: form.email.trim(),
  };
}

const messages = {
  expert: {
    success: { title: 'Request Sent Successfully!', description: 'Our travel expert will contact you soon with detailed information.' },
    failure: { title: 'Error Sending Request', description: `There was a problem sending your request. Please email us directly at ${supportEmail}` },
  },
  experience: {
    success: { title: 'Request Sent!', description: 'Our team will contact you soon about this experience booking.' },
    failure: { title: 'Error', description: 'There was a problem with your booking request. Please try again or contact us directly.' },
  },
};

export interface ExpertRequestDialogProps {
  request: ExpertRequest;
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the button that opened it. */
  returnFocus: () => HTMLElement | null;
}

export default function ExpertRequestDialog({ request, open, onClose, returnFocus }: ExpertRequestDialogProps) {
  const [form, setForm] = useState<RequestForm>(empty);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof RequestForm>>(new Set());
  const [sending, setSending] = useState(false);
  const kind = request.experience ? 'experience' : 'expert';
  const idPrefix = `request-${kind}-${(request.experience?.title ?? 'expert').toLowerCase().replace(/\W+/g, '-')}`;
  const fieldId = (name: keyof RequestForm) => `${idPrefix}-${name}`;

  const set = (name: keyof RequestForm, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const missing = [
      { name: 'name' as const, label: 'Name' },
      { name: 'email' as const, label: 'Email' },
    ].filter((f) => !form[f.name].trim());
    if (missing.length || !isValidEmail(form.email)) {
      const fields = missing.length ? missing.map((m) => m.name) : (['email'] as const);
      setInvalid(new Set(fields));
      notify(missing.length ? { title: MISSING_FIELDS_TITLE, description: missingFieldsText(missing), status: 'error' } : { title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_TEXT, status: 'error' });
      document.getElementById(fieldId(fields[0]!))?.focus();
      return;
    }
    setSending(true);
    const result = await submitEnquiry(requestPayload(request, form));
    setSending(false);
    if (result.kind === 'sent') {
      notify({ ...messages[kind].success, status: 'success' });
    } else if (result.kind === 'queued') {
      notify({ title: 'Request Saved', description: 'You appear to be offline. Your request is saved on this device and will be sent automatically when the connection returns.', status: 'info', duration: 8000 });
    } else {
      notify({ ...messages[kind].failure, ...(result.kind === 'storage-error' ? { description: result.message } : {}), status: 'error' });
      return;
    }
    setForm(empty);
    onClose();
  }

  const title = request.experience ? `Book Experience: ${request.experience.title}` : `Speak to an Expert about ${request.placeName}`;

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} finalFocusEl={returnFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} onFocus={prepareEnquiries} noValidate>
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="2xl">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {request.experience
                      ? `${request.experience.duration} · ${request.placeName}. Leave your details and we will confirm availability.`
                      : 'Leave your details and a specialist will reply with ideas, prices and availability.'}
                  </Text>
                  <FormField id={fieldId('name')} label="Name" required invalid={invalid.has('name')} error="Enter your name">
                    <Input name="name" autoComplete="name" value={form.name} onChange={(e) => set('name', e.currentTarget.value)} />
                  </FormField>
                  <FormField id={fieldId('email')} label="Email" required invalid={invalid.has('email')} error={INVALID_EMAIL_TEXT}>
                    <Input type="email" name="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} />
                  </FormField>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField id={fieldId('phone')} label="Phone">
                      <Input type="tel" name="phone" autoComplete="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} />
                    </FormField>
                    <FormField id={fieldId('dates')} label="Preferred Dates">
                      <Input name="dates" placeholder="e.g. late March" value={form.dates} onChange={(e) => set('dates', e.currentTarget.value)} />
                    </FormField>
                  </SimpleGrid>
                  <FormField id={fieldId('message')} label="Message">
                    <Textarea name="message" rows={3} value={form.message} onChange={(e) => set('message', e.currentTarget.value)} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={sending} loadingText="Sending...">
                  Send Request
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
