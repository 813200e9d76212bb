/**
 * The question form behind 'Ask about this day' (DayQuestionButton): a name, an e-mail and the
 * question; the message carries the journey, the day, its place and, on a dated trip, its date
 * and the number of travellers. It goes through the outbox like every enquiry, so a question
 * asked without a signal leaves when the connection returns.
 */
import type { DialogControl } from '../../../components/DialogButton';
import { TextField } from '../../../components/FormFields';
import { useForm } from '../../../components/useForm';
import { supportEmail } from '../../../config/site';
import { checkFields, INVALID_EMAIL_TEXT } from '../../../lib/validation';
import { submitEnquiry } from '../api';
import type { MessagePayload } from '../message';
import { splitName } from './contact';
import type { DayTopic } from './DayQuestionButton';
import { EnquiryDialog } from './EnquiryDialog';
import { enquiryOutcome, type EnquiryTexts } from './outcome';

interface QuestionForm {
  name: string;
  email: string;
  question: string;
}

const empty: QuestionForm = { name: '', email: '', question: '' };

/** 'Day 3 (Mon 16 Mar 2027, Agra)': the day as the message names it. */
export function dayLabel(topic: DayTopic): string {
  const where = [topic.dateText, topic.place].filter(Boolean).join(', ');
  return `Day ${topic.day}${where ? ` (${where})` : ''}`;
}

export function dayQuestionPayload(topic: DayTopic, form: QuestionForm): MessagePayload {
  const day = dayLabel(topic);
  const message = [
    `Question about ${day} of ${topic.itineraryTitle}: ${topic.title}`,
    topic.date ? `Date: ${topic.date}${topic.travellers ? `, ${topic.travellers} traveller${topic.travellers === 1 ? '' : 's'}` : ''}` : '',
    '',
    form.question.trim(),
  ]
    .filter((line, i) => line || i === 2)
    .join('\n');
  return {
    type: 'contact_form',
    inquiryType: 'custom',
    subject: `Question about ${day}: ${topic.itineraryTitle}`,
    sourcePage: 'itinerary',
    ...splitName(form.name),
    email: form.email.trim(),
    destination: topic.itineraryTitle,
    itinerary: topic.itineraryId,
    startDate: topic.date,
    travelers: topic.travellers ? String(topic.travellers) : undefined,
    message,
    from_name: form.name.trim(),
    from_email: form.email.trim(),
  };
}

const REQUIRED = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
  { name: 'question', label: 'Your question' },
] as const;

const TEXTS: EnquiryTexts = {
  sent: { title: 'Question Sent', description: "Thank you. We'll get back to you within 24 hours." },
  queued: { title: 'Question Saved', description: 'You appear to be offline. Your question is saved on this device and will be sent automatically when the connection returns.' },
  failed: () => ({ title: 'Error', description: `There was a problem sending your question. Please try again or email us directly at ${supportEmail}` }),
  notSent: (message) => ({ title: 'Error', description: message }),
};

export interface DayQuestionDialogProps extends DialogControl {
  topic: DayTopic;
}

export default function DayQuestionDialog({ topic, ...control }: DayQuestionDialogProps) {
  const form = useForm<QuestionForm>({
    id: `day-question-${topic.itineraryId}-${topic.day}`,
    initial: empty,
    validate: (values) => checkFields(values, REQUIRED, { email: 'email' }),
    submit: async (values) => {
      const outcome = enquiryOutcome(await submitEnquiry(dayQuestionPayload(topic, values)), TEXTS);
      if (outcome.reset) control.onClose();
      return outcome;
    },
  });

  return (
    <EnquiryDialog
      {...control}
      form={form}
      title={`Ask about ${dayLabel(topic)}`}
      intro={`${topic.itineraryTitle}: ${topic.title}. A specialist replies by e-mail; without a signal, your question waits on this device and leaves when you are back online.`}
      submitLabel="Send Question"
    >
      <TextField form={form} name="name" label="Name" required error="Enter your name" autoComplete="name" />
      <TextField form={form} name="email" label="Email" required error={INVALID_EMAIL_TEXT} type="email" autoComplete="email" />
      <TextField form={form} name="question" label="Your question" required error="Write your question" rows={4} />
    </EnquiryDialog>
  );
}
