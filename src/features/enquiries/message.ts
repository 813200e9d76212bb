/**
 * What an enquiry carries and how it becomes the e-mail template's parameters, with the
 * spec's defaults for absent values and the plain-text booking summary.
 */
export type EnquiryType = 'booking_request' | 'contact_form' | 'expert_request' | 'experience_request';

/** Everything a form sends: its fields plus the payload additions (submittedAt, source and the rest). */
export interface MessagePayload {
  type: EnquiryType;
  subject: string;
  sourcePage: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  destination?: string;
  startDate?: string;
  duration?: string;
  travelers?: string;
  budget?: string;
  accommodation?: string;
  interests?: readonly string[];
  message?: string;
  experience_title?: string;
  experience_duration?: string;
  from_name?: string;
  from_email?: string;
  inquiryType?: string;
  itinerary?: string;
}

export const NOT_SPECIFIED = 'Not specified';
export const NONE_SPECIFIED = 'None specified';
export const NO_MESSAGE = 'No additional message';
export const NO_INFORMATION = 'No additional information provided';

export const MISSING_CONTACT = 'Missing required contact information';

export type TemplateParams = Record<string, string>;

function orDefault(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

/** The email helper's check: email, first and last name are required. */
export function missingContact(payload: Pick<MessagePayload, 'email' | 'firstName' | 'lastName'>): boolean {
  return !payload.email?.trim() || !payload.firstName?.trim() || !payload.lastName?.trim();
}

/** The e-mail template's parameters plus the payload additions, every absent value defaulted. */
export function templateParams(p: MessagePayload): TemplateParams {
  const name = `${p.firstName.trim()} ${p.lastName.trim()}`;
  const params: TemplateParams = {
    name,
    email: p.email.trim(),
    phone: orDefault(p.phone, NOT_SPECIFIED),
    destination: orDefault(p.destination, NOT_SPECIFIED),
    start_date: orDefault(p.startDate, NOT_SPECIFIED),
    duration: orDefault(p.duration, NOT_SPECIFIED),
    travelers: orDefault(p.travelers, NOT_SPECIFIED),
    budget: orDefault(p.budget, NOT_SPECIFIED),
    accommodation: orDefault(p.accommodation, NOT_SPECIFIED),
    interests: p.interests && p.interests.length ? p.interests.join(', ') : NONE_SPECIFIED,
    message: orDefault(p.message, NO_MESSAGE),
    type: p.type,
    subject: p.subject,
    sourcePage: p.sourcePage,
    from_name: p.from_name ?? name,
    from_email: p.from_email ?? p.email.trim(),
  };
  if (p.experience_title) params.experience_title = p.experience_title;
  if (p.experience_duration) params.experience_duration = p.experience_duration;
  if (p.inquiryType) params.inquiryType = p.inquiryType;
  if (p.itinerary) params.itinerary = p.itinerary;
  return params;
}
