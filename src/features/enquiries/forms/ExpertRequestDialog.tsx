/**
 * The request dialog behind 'Contact Expert' and 'Book Experience' (ExpertRequestButton): asks for
 * a name and an e-mail (phone, preferred dates and message optional), then the request goes
 * through the outbox. On failure it stays open with everything typed.
 */
import { SimpleGrid } from '@chakra-ui/react';
import type { DialogControl } from '../../../components/DialogButton';
import { TextField } from '../../../components/FormFields';
import { useForm } from '../../../components/useForm';
import { supportEmail } from '../../../config/site';
import { checkFields, INVALID_EMAIL_TEXT } from '../../../lib/validation';
import { submitEnquiry } from '../api';
import type { MessagePayload } from '../message';
import { splitName } from './contact';
import { EnquiryDialog } from './EnquiryDialog';
import type { ExpertRequest } from './ExpertRequestButton';
import { enquiryOutcome, type EnquiryTexts } from './outcome';

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

const REQUIRED = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
] as const;

const QUEUED = { title: 'Request Saved', description: 'You appear to be offline. Your request is saved on this device and will be sent automatically when the connection returns.' };

const TEXTS: Record<'expert' | 'experience', EnquiryTexts> = {
  expert: {
    sent: { title: 'Request Sent Successfully!', description: 'Our travel expert will contact you soon with detailed information.' },
    queued: QUEUED,
    failed: () => ({ title: 'Error Sending Request', description: `There was a problem sending your request. Please email us directly at ${supportEmail}` }),
    notSent: (message) => ({ title: 'Error Sending Request', description: message }),
  },
  experience: {
    sent: { title: 'Request Sent!', description: 'Our team will contact you soon about this experience booking.' },
    queued: QUEUED,
    failed: () => ({ title: 'Error', description: 'There was a problem with your booking request. Please try again or contact us directly.' }),
    notSent: (message) => ({ title: 'Error', description: message }),
  },
};

export interface ExpertRequestDialogProps extends DialogControl {
  request: ExpertRequest;
}

export default function ExpertRequestDialog({ request, ...control }: ExpertRequestDialogProps) {
  const kind = request.experience ? 'experience' : 'expert';
  const requestForm = useForm<RequestForm>({
    id: `request-${kind}-${(request.experience?.title ?? 'expert').toLowerCase().replace(/\W+/g, '-')}`,
    initial: empty,
    validate: (values) => checkFields(values, REQUIRED, { email: 'email' }),
    submit: async (values) => {
      const outcome = enquiryOutcome(await submitEnquiry(requestPayload(request, values)), TEXTS[kind]);
      if (outcome.reset) control.onClose();
      return outcome;
    },
  });

  const title = request.experience ? `Book Experience: ${request.experience.title}` : `Speak to an Expert about ${request.placeName}`;

  return (
    <EnquiryDialog
      {...control}
      form={requestForm}
      title={title}
      intro={
        request.experience
          ? `${request.experience.duration} · ${request.placeName}. Leave your details and we will confirm availability.`
          : 'Leave your details and a specialist will reply with ideas, prices and availability.'
      }
      submitLabel="Send Request"
    >
      <TextField form={requestForm} name="name" label="Name" required error="Enter your name" autoComplete="name" />
      <TextField form={requestForm} name="email" label="Email" required error={INVALID_EMAIL_TEXT} type="email" autoComplete="email" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField form={requestForm} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField form={requestForm} name="dates" label="Preferred Dates" placeholder="e.g. late March" />
      </SimpleGrid>
      <TextField form={requestForm} name="message" label="Message" rows={3} />
    </EnquiryDialog>
  );
}
