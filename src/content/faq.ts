/**
 * The questions travellers ask most, with their answers: shown on the contact page and indexed by
 * the site search, so each is written once.
 */
export interface Faq {
  readonly q: string;
  readonly a: string;
}

export const faqs: readonly Faq[] = [
  {
    q: 'How soon will I hear back?',
    a: 'Within 24 hours, and usually much sooner. Every enquiry is answered by a travel specialist, not an automated reply.',
  },
  {
    q: 'Can you change an itinerary to suit us?',
    a: 'Always. Every journey is private, so the route, pace, hotels and experiences can all be adjusted to your dates and interests.',
  },
  {
    q: 'Do you arrange international flights?',
    a: 'We arrange all flights and transfers within India, Nepal, Bhutan and Sri Lanka, and can recommend the best international connections.',
  },
  {
    q: 'What if I send a message while offline?',
    a: 'It is saved on your device and sent automatically as soon as your connection returns, so there is no need to send it twice.',
  },
];
