/**
 * The contact form's model: fields, inquiry types, prefill, the message it
 * sends and the record kept on the device after success.
 */
import type { MessagePayload } from '../message';

export interface ContactForm {
  inquiryType: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'booking', label: 'New Booking' },
  { value: 'existing', label: 'Existing Booking' },
  { value: 'custom', label: 'Custom Itinerary' },
  { value: 'group', label: 'Group Travel' },
  { value: 'corporate', label: 'Corporate Travel' },
] as const;

export const emptyContact: ContactForm = { inquiryType: 'general', name: '', email: '', phone: '', subject: '', message: '' };

export const CONTACT_REQUIRED = [
  { name: 'inquiryType', label: 'Inquiry Type' },
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
] as const;

export function contactPrefill(search: string): ContactForm {
  const q = new URLSearchParams(search);
  const type = q.get('inquiryType') ?? '';
  return {
    ...emptyContact,
    inquiryType: INQUIRY_TYPES.some((t) => t.value === type) ? type : 'general',
    subject: q.get('subject') ?? '',
    message: q.get('message') ?? '',
  };
}

/** Split a full name for the e-mail helper, which needs a first and a last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: parts[0] ?? '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1]! };
}

export function contactPayload(form: ContactForm): MessagePayload {
  return {
    type: 'contact_form',
    subject: form.subject.trim(),
    sourcePage: 'contact',
    ...splitName(form.name),
    email: form.email.trim(),
    phone: form.phone.trim(),
    message: form.message.trim(),
    inquiryType: form.inquiryType,
    from_name: form.name.trim(),
    from_email: form.email.trim(),
  };
}

export interface ContactRecord extends ContactForm {
  id: string;
  status: 'received';
  createdAt: string;
}
